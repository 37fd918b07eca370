/**
 * Money of the pari-mutuel pools (LOTTERY-RULES §3, §6), all in cents. Every cent of a pool game's
 * payout share is either paid to a winner of this draw or carried into later draws: the jackpot,
 * the rest below the jackpot's step (and rounding remainders), the excess above the cap and the
 * reserve that tops a jackpot up to its minimum. Nothing is dropped, nothing appears.
 */

/** What a pool game carries from one draw into the next. */
export interface PoolCarry {
  /** Class 1 going into the draw (the advertised jackpot, in steps, at most the cap). */
  jackpot: number;
  /** Below the jackpot's step, rounding remainders and classes nobody won: added to the next jackpot. */
  rest: number;
  /** Above the cap, held back for the jackpot after the capped one is won (§6). */
  excess: number;
  /** Funds the minimum jackpot after a win. */
  reserve: number;
}

/** Carry of a lottery's draw: its main game and, on LOTTO draws, Spiel 77's class 1. */
export interface Carry {
  main: PoolCarry;
  spiel77: PoolCarry;
}

/** One pool game in one draw: `shareCents + carriedInCents === paidCents + carriedOutCents`. */
export interface PoolBook {
  shareCents: number;
  carriedInCents: number;
  paidCents: number;
  carriedOutCents: number;
}

export interface JackpotRule {
  minCents: number;
  capCents: number;
  stepCents: number;
  /** §6: LOTTO and Spiel 77 keep the excess in class 1; Eurojackpot passes it to class 2 of the same draw. */
  overflow: 'excess' | 'class2';
}

const MIO = 100_000_000;
export const JACKPOT_RULES = {
  lotto6aus49: { minCents: 1 * MIO, capCents: 50 * MIO, stepCents: 10_000_000, overflow: 'excess' },
  eurojackpot: { minCents: 10 * MIO, capCents: 120 * MIO, stepCents: 10_000_000, overflow: 'class2' },
  spiel77: { minCents: 17_777_700, capCents: 10 * MIO, stepCents: 100, overflow: 'excess' },
} as const satisfies Record<string, JackpotRule>;

export const NO_POOL: PoolCarry = { jackpot: 0, rest: 0, excess: 0, reserve: 0 };
export const NO_CARRY: Carry = { main: NO_POOL, spiel77: NO_POOL };

export const totalOf = (carry: PoolCarry): number => carry.jackpot + carry.rest + carry.excess + carry.reserve;

/** Quotas are paid in whole 10 cents (as published). */
const tenCents = (cents: number): number => Math.floor(cents / 10) * 10;

/** `part` of `total` in 1/10,000, rounded down (the remainder is the caller's to carry). */
export const shareOf = (total: number, part: number): number => Math.floor((total * part) / 10_000);

export interface JackpotOutcome {
  /** Per winner when hit; the jackpot itself when nobody hit it (as the quota tables show it). */
  quota: number;
  paid: number;
  next: PoolCarry;
  /** Above the cap for class 2 of this draw (Eurojackpot); 0 otherwise. */
  toClass2: number;
}

/**
 * Class 1: the jackpot going in is split among its winners; this draw's class-1 share always
 * carries forward. Not hit: the jackpot grows up to the cap (above it: excess or class 2).
 * Hit: what was held back above the cap starts the next jackpot, topped up from the reserve.
 */
export function rollJackpot(carry: PoolCarry, hits: number, share: number, rule: JackpotRule): JackpotOutcome {
  const quota = hits > 0 ? tenCents(Math.floor(carry.jackpot / hits)) : carry.jackpot;
  const paid = hits > 0 ? quota * hits : 0;
  const base = hits > 0 ? carry.jackpot - paid + carry.rest + carry.excess + share : carry.jackpot + carry.rest + share;
  const stepped = Math.floor(base / rule.stepCents) * rule.stepCents;
  const capped = Math.min(stepped, rule.capCents);
  const overflow = stepped - capped;
  const held = (hits > 0 ? 0 : carry.excess) + (rule.overflow === 'excess' ? overflow : 0);
  const topUp = Math.min(Math.max(0, rule.minCents - capped), carry.reserve);
  return {
    quota,
    paid,
    next: { jackpot: capped + topUp, rest: base - stepped, excess: held, reserve: carry.reserve - topUp },
    toClass2: rule.overflow === 'class2' ? overflow : 0,
  };
}

export interface PariOutcome {
  quotas: number[];
  paid: number;
  /** Rounding remainders and the pool of a lowest class nobody won. */
  remainder: number;
}

/** Each class's pool split among all its winners; a class nobody won passes its pool to the next lower one. */
export function pariMutuel(pools: readonly number[], counts: readonly number[]): PariOutcome {
  let carried = 0;
  let paid = 0;
  let remainder = 0;
  const quotas = pools.map((pool, i) => {
    const total = pool + carried;
    const count = counts[i] ?? 0;
    if (count === 0) {
      carried = total;
      return 0;
    }
    const quota = tenCents(Math.floor(total / count));
    paid += quota * count;
    remainder += total - quota * count;
    carried = 0;
    return quota;
  });
  return { quotas, paid, remainder: remainder + carried };
}

export const bookOf = (
  shareCents: number,
  carriedIn: PoolCarry,
  paidCents: number,
  carriedOut: PoolCarry,
): PoolBook => ({
  shareCents,
  carriedInCents: totalOf(carriedIn),
  paidCents,
  carriedOutCents: totalOf(carriedOut),
});
