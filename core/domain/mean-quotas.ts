import type { Draw } from './draw';
import { classesOf } from './prize-classes';
import { quotaOf, type CheckedGame } from './winning-check';

/** Lotteries whose classes (some or all) are pools: their quotas come from the archive. */
const POOL_LOTTERIES = ['lotto6aus49', 'eurojackpot'] as const;
export type PoolLottery = (typeof POOL_LOTTERIES)[number];

/** A lottery (or any text, e.g. a route parameter) that is one of the pool lotteries. */
export const isPoolLottery = (value: string | undefined): value is PoolLottery =>
  (POOL_LOTTERIES as readonly (string | undefined)[]).includes(value);

/** The quotas one pool class paid over the archive: summed in cents, and how many draws had one. */
interface QuotaSum {
  readonly totalCents: number;
  readonly draws: number;
}

export interface MeanQuotas {
  readonly lottery: PoolLottery;
  /** Drawn draws of the archive the means are taken over. */
  readonly draws: number;
  /** By `game:tier` (`lotto6aus49:3`, `spiel77:1`, `eurojackpot:12`). */
  readonly classes: Readonly<Record<string, QuotaSum>>;
}

/** The pool classes of a lottery's draws: LOTTO 1–8 and Spiel 77's class 1 (a LOTTO draw carries both), Eurojackpot 1–12. */
const POOL_CLASSES: Readonly<Record<PoolLottery, readonly (readonly [CheckedGame, number])[]>> = {
  lotto6aus49: [
    ...classesOf('lotto6aus49')
      .filter((tier) => tier !== 9)
      .map((tier) => ['lotto6aus49', tier] as const),
    ['spiel77', 1],
  ],
  eurojackpot: classesOf('eurojackpot').map((tier) => ['eurojackpot', tier] as const),
};

/**
 * The archive's mean quota of every pool class: what one winning row was paid, averaged over the
 * draws that had a quota for it (the Gewinnabfrage's rule: a jackpot nobody won counts as the
 * jackpot, a pool class nobody won has no quota and is left out). Sums stay whole cents.
 */
export function meanQuotasOf(lottery: PoolLottery, draws: readonly Draw[]): MeanQuotas {
  const drawn = draws.filter((d) => d.lotteryIdentifier === lottery && d.drawnNumbers !== null);
  const classes: Record<string, QuotaSum> = {};
  for (const [game, tier] of POOL_CLASSES[lottery]) {
    let totalCents = 0;
    let count = 0;
    for (const draw of drawn) {
      const quota = quotaOf(draw, game, tier);
      if (quota === null) continue;
      totalCents += quota.fractional;
      count += 1;
    }
    classes[`${game}:${tier}`] = { totalCents, draws: count };
  }
  return { lottery, draws: drawn.length, classes };
}

/** The mean quota of a pool class in cents (a fraction of a cent is kept); 0 for a class no draw paid. */
export function meanQuota(quotas: MeanQuotas, game: string, tier: number): number {
  const sum = quotas.classes[`${game}:${tier}`];
  return sum && sum.draws > 0 ? sum.totalCents / sum.draws : 0;
}
