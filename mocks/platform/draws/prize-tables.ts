import { EUROJACKPOT_CLASS_MATCHES, LOTTO_CLASS_MATCHES } from '../../../core/domain/odds';
import { END_DIGIT_GAME_LENGTH } from '../../../core/domain/prize-classes';

/**
 * Prize classes of every game (domain/LOTTERY-RULES.md §3), in cents. Fixed-prize classes are
 * exact; pool classes (LOTTO 1–8, Eurojackpot 1–12) pay what their pool gives among all winners
 * (draw-payout.ts), class 1 the jackpot.
 */

export type Quota = { kind: 'fixed'; cents: number } | { kind: 'pari' } | { kind: 'jackpot' };

const fixed = (cents: number): Quota => ({ kind: 'fixed', cents });
const PARI: Quota = { kind: 'pari' };
const JACKPOT: Quota = { kind: 'jackpot' };

/** Quota of each class by tier; which hits make a class is core's (core/domain/odds.ts, prize-classes.ts). */
const withQuotas = <C extends { tier: number }>(classes: readonly C[], quotaOf: (tier: number) => Quota) =>
  classes.map((c) => ({ ...c, quota: quotaOf(c.tier) }));

/** LOTTO 6aus49: class 1 the jackpot, 2–8 pari-mutuel, 9 a fixed 6 €. */
export const LOTTO_CLASSES: readonly { tier: number; hits: number; superNumber: boolean; quota: Quota }[] = withQuotas(
  LOTTO_CLASS_MATCHES,
  (tier) => (tier === 1 ? JACKPOT : tier === 9 ? fixed(600) : PARI),
);

/** Eurojackpot since 25.03.2022: class 1 the jackpot, the rest pari-mutuel. */
export const EUROJACKPOT_CLASSES: readonly { tier: number; main: number; euro: number; quota: Quota }[] = withQuotas(
  EUROJACKPOT_CLASS_MATCHES,
  (tier) => (tier === 1 ? JACKPOT : PARI),
);

/** KENO: type (numbers crossed) → hits → euros per 1 € field stake. The tier of a KENO win is its number of hits. */
export const KENO_QUOTAS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  10: { 10: 100_000, 9: 1_000, 8: 100, 7: 15, 6: 5, 5: 2, 0: 2 },
  9: { 9: 50_000, 8: 1_000, 7: 20, 6: 5, 5: 2, 0: 2 },
  8: { 8: 10_000, 7: 100, 6: 15, 5: 2, 4: 1, 0: 1 },
  7: { 7: 1_000, 6: 100, 5: 12, 4: 1 },
  6: { 6: 500, 5: 15, 4: 2, 3: 1 },
  5: { 5: 100, 4: 7, 3: 2 },
  4: { 4: 22, 3: 2, 2: 1 },
  3: { 3: 16, 2: 1 },
  2: { 2: 6 },
};

/**
 * Ticket-number games. Suffix games compare one drawn number from the right (core's
 * endDigitClassOf: class = length + 1 − matching end digits). GlücksSpirale draws one number per class (class k: k digits, class 6
 * two numbers); class 7 is 10.000 € a month for 20 years, booked as its total.
 */
export interface TicketGame {
  kind: 'suffix' | 'per_class';
  length: number;
  classes: Readonly<Record<number, Quota>>;
}

export const TICKET_GAMES: Readonly<Record<'spiel77' | 'super6' | 'plus5' | 'gluecksspirale', TicketGame>> = {
  spiel77: {
    kind: 'suffix',
    length: END_DIGIT_GAME_LENGTH.spiel77,
    // Class 1 is a jackpot of at least 177.777 €: a draw's quota (`spiel77:1`) replaces this minimum.
    classes: {
      1: fixed(17_777_700),
      2: fixed(7_777_700),
      3: fixed(777_700),
      4: fixed(77_700),
      5: fixed(7_700),
      6: fixed(1_700),
      7: fixed(500),
    },
  },
  super6: {
    kind: 'suffix',
    length: END_DIGIT_GAME_LENGTH.super6,
    classes: {
      1: fixed(10_000_000),
      2: fixed(666_600),
      3: fixed(66_600),
      4: fixed(6_600),
      5: fixed(600),
      6: fixed(250),
    },
  },
  // Lower plus 5 tiers are unconfirmed (LOTTERY-RULES): 500/50/5/2 € assumed.
  plus5: {
    kind: 'suffix',
    length: END_DIGIT_GAME_LENGTH.plus5,
    classes: { 1: fixed(500_000), 2: fixed(50_000), 3: fixed(5_000), 4: fixed(500), 5: fixed(200) },
  },
  gluecksspirale: {
    kind: 'per_class',
    length: 7,
    classes: {
      1: fixed(1_000),
      2: fixed(2_500),
      3: fixed(10_000),
      4: fixed(100_000),
      5: fixed(1_000_000),
      6: fixed(10_000_000),
      7: fixed(240_000_000),
    },
  },
};

export type TicketGameId = keyof typeof TICKET_GAMES;
export const isTicketGame = (id: string): id is TicketGameId => Object.hasOwn(TICKET_GAMES, id);

/** Valid winning classes per game, for the settle control. */
export function tiersOf(game: string): number[] {
  if (game === 'lotto6aus49') return LOTTO_CLASSES.map((c) => c.tier);
  if (game === 'eurojackpot') return EUROJACKPOT_CLASSES.map((c) => c.tier);
  if (game === 'keno') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  if (isTicketGame(game)) return Object.keys(TICKET_GAMES[game].classes).map(Number);
  return [];
}
