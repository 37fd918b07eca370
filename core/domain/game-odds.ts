import { FIXED_QUOTAS, KENO_QUOTAS } from './fixed-quotas';
import { gluecksspiraleOdds, hypergeometric, kenoOdds, suffixOdds, type ClassOdds } from './odds';
import { END_DIGIT_GAME_LENGTH, eurojackpotClassRows, lottoClassRows, type ClassRows } from './prize-classes';

/**
 * One draw of one game on a basket line: the chance to win anything, the chance of its top class,
 * and the expected payout. Chances are floats built from odds.ts's exact class tables; amounts
 * are whole cents per class, so the expected value is a sum of chance × cents, rounded once by
 * whoever shows it.
 */
export interface GameChances {
  readonly win: number;
  readonly top: number;
  /** Expected payout of one draw in cents (not rounded); null while a pool class's quota is unknown. */
  readonly expectedCents: number | null;
}

/** The quota of a pool class in cents (the archive's mean; 0 for a class with none), or null when not known yet. */
export type PoolQuota = (game: 'lotto6aus49' | 'eurojackpot' | 'spiel77', tier: number) => number | null;

/** 1 − (1 − p)^times without losing a one-in-a-hundred-million chance to rounding. */
const atLeastOnce = (p: number, times: number): number => (p >= 1 ? 1 : -Math.expm1(times * Math.log1p(-p)));

/** Sums chance × cents; one unknown quota makes the whole sum unknown. */
class Expected {
  cents: number | null = 0;
  add(chance: number, quota: number | null): void {
    this.cents = quota === null || this.cents === null ? null : this.cents + chance * quota;
  }
}

const times = (cents: number | null, factor: number): number | null => (cents === null ? null : cents * factor);

/** A field's classes by outcome: whether a row wins, whether one hits class 1, and what its rows pay. */
function field(outcomes: { chance: number; rows: readonly ClassRows[] }[], quota: (tier: number) => number | null) {
  let win = 0;
  let top = 0;
  const expected = new Expected();
  for (const { chance, rows } of outcomes) {
    if (rows.length > 0) win += chance;
    if (rows.some((r) => r.tier === 1)) top += chance;
    for (const r of rows) expected.add(chance * r.rows, quota(r.tier));
  }
  return { win, top, expectedCents: expected.cents };
}

const lottoQuota = (pool: PoolQuota) => (tier: number) => FIXED_QUOTAS.lotto6aus49[tier] ?? pool('lotto6aus49', tier);

/**
 * LOTTO 6aus49: `fields` fields of `size` numbers (6, or a Vollsystem). The Superzahl is the
 * ticket's, so all fields share it: they are combined within "Superzahl right" and "wrong" (exact
 * for one field, systems included; several fields count as independent beyond that).
 */
export function lottoChances(size: number, fields: number, pool: PoolQuota): GameChances {
  let win = 0;
  let top = 0;
  const expected = new Expected();
  for (const superNumber of [true, false]) {
    const weight = superNumber ? 0.1 : 0.9;
    const outcomes = Array.from({ length: Math.min(6, size) + 1 }, (_, hits) => ({
      chance: hypergeometric(49, 6, size, hits),
      rows: lottoClassRows(size, hits, superNumber),
    }));
    const one = field(outcomes, lottoQuota(pool));
    win += weight * atLeastOnce(one.win, fields);
    top += weight * atLeastOnce(one.top, fields);
    expected.add(weight * fields, one.expectedCents);
  }
  return { win, top, expectedCents: expected.cents };
}

/** Eurojackpot: `fields` fields of `main` of 50 and `extra` of 12 (5 + 2, or a system); fields count as independent. */
export function eurojackpotChances(main: number, extra: number, fields: number, pool: PoolQuota): GameChances {
  const outcomes = [];
  for (let mainHits = 0; mainHits <= Math.min(5, main); mainHits += 1)
    for (let euroHits = 0; euroHits <= Math.min(2, extra); euroHits += 1)
      outcomes.push({
        chance: hypergeometric(50, 5, main, mainHits) * hypergeometric(12, 2, extra, euroHits),
        rows: eurojackpotClassRows(main, extra, mainHits, euroHits),
      });
  const one = field(outcomes, (tier) => pool('eurojackpot', tier));
  return {
    win: atLeastOnce(one.win, fields),
    top: atLeastOnce(one.top, fields),
    expectedCents: times(one.expectedCents, fields),
  };
}

/** Classes that exclude each other (one drawn number, or one KENO draw): win = their sum, top = class `topTier`. */
function exclusive(classes: readonly ClassOdds[], topTier: number, quota: (tier: number) => number | null) {
  const expected = new Expected();
  for (const c of classes) expected.add(c.probability, quota(c.tier));
  return {
    win: classes.reduce((sum, c) => sum + c.probability, 0),
    top: classes.find((c) => c.tier === topTier)?.probability ?? 0,
    expectedCents: expected.cents,
  };
}

/** KENO type `type` with `fields` fields at `stakeCents` each (quota × stake); fields count as independent. */
export function kenoChances(type: number, fields: number, stakeCents: number): GameChances {
  const one = exclusive(kenoOdds(type), type, (hits) => (KENO_QUOTAS[type]?.[hits] ?? 0) * stakeCents);
  return {
    win: atLeastOnce(one.win, fields),
    top: atLeastOnce(one.top, fields),
    expectedCents: times(one.expectedCents, fields),
  };
}

/** Spiel 77, Super 6, plus 5: one drawn number against the ticket's end digits; Spiel 77's class 1 is a pool. */
export function endDigitChances(game: 'spiel77' | 'super6' | 'plus5', pool: PoolQuota): GameChances {
  return exclusive(suffixOdds(game, END_DIGIT_GAME_LENGTH[game]), 1, (tier) =>
    game === 'spiel77' && tier === 1 ? pool('spiel77', 1) : (FIXED_QUOTAS[game][tier] ?? 0),
  );
}

/** GlücksSpirale: `lose` Lose; every class has its own drawn number, so one Los may win several (top: class 7). */
export function gluecksspiraleChances(lose: number): GameChances {
  const classes = gluecksspiraleOdds();
  const none = classes.reduce((log, c) => log + Math.log1p(-c.probability), 0);
  const expected = new Expected();
  for (const c of classes) expected.add(c.probability * lose, FIXED_QUOTAS.gluecksspirale[c.tier] ?? 0);
  return {
    win: -Math.expm1(none * lose),
    top: atLeastOnce(classes.find((c) => c.tier === 7)?.probability ?? 0, lose),
    expectedCents: expected.cents,
  };
}
