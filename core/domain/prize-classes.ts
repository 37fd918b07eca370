import { binomial, EUROJACKPOT_CLASS_MATCHES, LOTTO_CLASS_MATCHES } from './odds';

/**
 * Which prize class a tip hits (LOTTERY-RULES §3). The one copy of the rule: the shop's
 * Gewinnabfrage and the fake platform's settlement both call it. The class tables themselves are
 * odds.ts's (hits and Superzahl or Eurozahlen per class).
 */

/** Numbers of a game played by the end digits of the ticket number, compared from the right. */
export const END_DIGIT_GAME_LENGTH = { spiel77: 7, super6: 6, plus5: 5 } as const;

/** The classes of a game, 1 … n (LOTTO 9, Eurojackpot 12, an end-digit game one per digit). */
export function classesOf(game: 'lotto6aus49' | 'eurojackpot' | keyof typeof END_DIGIT_GAME_LENGTH): number[] {
  if (game === 'lotto6aus49') return LOTTO_CLASS_MATCHES.map((c) => c.tier);
  if (game === 'eurojackpot') return EUROJACKPOT_CLASS_MATCHES.map((c) => c.tier);
  return Array.from({ length: END_DIGIT_GAME_LENGTH[game] }, (_, i) => i + 1);
}

/** How many of `tips` are among `drawn`. */
export function countHits(tips: readonly number[], drawn: readonly number[]): number {
  let hits = 0;
  for (const n of tips) if (drawn.includes(n)) hits += 1;
  return hits;
}

/** Class by hits: LOTTO at hits × 2 + Superzahl (1 right), Eurojackpot at main × 3 + euro; arrays, as a check runs it per field and draw. */
const LOTTO_TIERS: (number | null)[] = Array.from({ length: 14 }, () => null);
for (const c of LOTTO_CLASS_MATCHES) LOTTO_TIERS[c.hits * 2 + (c.superNumber ? 1 : 0)] = c.tier;
const EUROJACKPOT_TIERS: (number | null)[] = Array.from({ length: 18 }, () => null);
for (const c of EUROJACKPOT_CLASS_MATCHES) EUROJACKPOT_TIERS[c.main * 3 + c.euro] = c.tier;

/** LOTTO 6aus49: the class of a row with `hits` of the six numbers and the Superzahl right or not; null wins nothing. */
export const lottoClassOf = (hits: number, superNumber: boolean): number | null =>
  LOTTO_TIERS[hits * 2 + (superNumber ? 1 : 0)] ?? null;

/** Eurojackpot: the class of a row with `main` of 5 numbers and `euro` of 2 Eurozahlen right; null wins nothing. */
export const eurojackpotClassOf = (main: number, euro: number): number | null =>
  euro >= 0 && euro <= 2 ? (EUROJACKPOT_TIERS[main * 3 + euro] ?? null) : null;

/** Rows of a field that hit one class. */
export interface ClassRows {
  readonly tier: number;
  readonly rows: number;
}

/**
 * A LOTTO field of `size` numbers (6, or a Vollsystem of 7 to 14) with `hits` right: of its
 * C(size, 6) rows, C(hits, k)·C(size − hits, 6 − k) have k right. Classes that no row hits are left out.
 */
export function lottoClassRows(size: number, hits: number, superNumber: boolean): ClassRows[] {
  return LOTTO_CLASS_MATCHES.filter((c) => c.superNumber === superNumber)
    .map((c) => ({ tier: c.tier, rows: binomial(hits, c.hits) * binomial(size - hits, 6 - c.hits) }))
    .filter((c) => c.rows > 0);
}

/** Eurojackpot, also a system k + m: rows C(hm, a)·C(k − hm, 5 − a)·C(he, b)·C(m − he, 2 − b) in the class a + b. */
export function eurojackpotClassRows(
  mainSize: number,
  euroSize: number,
  mainHits: number,
  euroHits: number,
): ClassRows[] {
  return EUROJACKPOT_CLASS_MATCHES.map((c) => ({
    tier: c.tier,
    rows:
      binomial(mainHits, c.main) *
      binomial(mainSize - mainHits, 5 - c.main) *
      binomial(euroHits, c.euro) *
      binomial(euroSize - euroHits, 2 - c.euro),
  })).filter((c) => c.rows > 0);
}

/** How many end digits two numbers share, compared from the right. */
export function matchingEndDigits(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

/**
 * Spiel 77, Super 6, plus 5: the last `length` digits of the ticket number against the drawn
 * number, from the right; class = length + 1 − matching end digits (Spiel 77: 7 digits class 1,
 * 1 digit class 7). null when the last digit differs already.
 */
export function endDigitClassOf(length: number, ticketNumber: string, drawn: string): number | null {
  const matched = matchingEndDigits(ticketNumber.slice(-length), drawn.slice(-length));
  return matched === 0 ? null : length + 1 - matched;
}

/** The matching end digits a class of such a game needs (Spiel 77 class 6: 2). */
export const endDigitsOfClass = (length: number, tier: number): number => length + 1 - tier;
