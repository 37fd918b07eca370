import { Temporal } from '../shared/temporal';
import type { Draw } from './draw';
import type { StatisticsLottery } from './statistics-lotteries';

/** The numbers a pool holds, both ends included, and how many of them one draw draws. */
export interface NumberPool {
  readonly from: number;
  readonly to: number;
  readonly drawn: number;
}

/**
 * What each lottery draws (LOTTERY-RULES): LOTTO 6 of 1–49 and a Superzahl 0–9, Eurojackpot
 * 5 of 1–50 and 2 Eurozahlen of 1–12. `extra` is the Superzahl or the Eurozahlen.
 */
export const STATISTICS_POOLS: Readonly<
  Record<StatisticsLottery, { readonly main: NumberPool; readonly extra: NumberPool }>
> = {
  lotto6aus49: { main: { from: 1, to: 49, drawn: 6 }, extra: { from: 0, to: 9, drawn: 1 } },
  eurojackpot: { main: { from: 1, to: 50, drawn: 5 }, extra: { from: 1, to: 12, drawn: 2 } },
};

/** How one number fared in the archive. */
export interface NumberFrequency {
  readonly number: number;
  /** Draws that drew it. */
  readonly count: number;
  /** The newest draw that drew it (ISO instant); null when none did. */
  readonly lastDrawnAt: string | null;
  /** Draws since then: 0 when the newest draw drew it; null when none did. */
  readonly drawsAgo: number | null;
}

/** Two main numbers drawn together, the smaller first. */
export interface PairFrequency {
  readonly first: number;
  readonly second: number;
  readonly count: number;
}

export interface NumberStatistics {
  readonly lottery: StatisticsLottery;
  /** Draws counted. */
  readonly draws: number;
  /** The oldest and newest draw counted (ISO instants); null without draws. */
  readonly oldestDrawAt: string | null;
  readonly newestDrawAt: string | null;
  /** Every number of the pool in ascending order, also the ones never drawn. */
  readonly main: readonly NumberFrequency[];
  /** The Superzahl (LOTTO) or the Eurozahlen (Eurojackpot), every one in ascending order. */
  readonly extra: readonly NumberFrequency[];
  /** The pairs drawn together most often: most first, then by their numbers. */
  readonly pairs: readonly PairFrequency[];
}

/** How many pairs the page lists. */
const TOP_PAIRS = 10;

const extraOf = (lottery: StatisticsLottery, draw: Draw): readonly number[] => {
  const drawn = draw.drawnNumbers;
  if (!drawn) return [];
  if (lottery === 'lotto6aus49') return drawn.superNumber === null ? [] : [drawn.superNumber];
  return drawn.extra;
};

/** The distinct numbers of a draw that lie in the pool (a number outside it is not counted anywhere). */
const inPool = (numbers: readonly number[], pool: NumberPool): number[] =>
  [...new Set(numbers)].filter((n) => Number.isInteger(n) && n >= pool.from && n <= pool.to).sort((a, b) => a - b);

/** Counts, last draw and draws ago of every number of a pool over draws ordered newest first. */
function frequencies(
  ordered: readonly { readonly at: string; readonly numbers: readonly number[] }[],
  pool: NumberPool,
): NumberFrequency[] {
  const size = pool.to - pool.from + 1;
  const counts = new Array<number>(size).fill(0);
  const newest = new Array<number>(size).fill(-1);
  ordered.forEach((draw, index) => {
    for (const n of draw.numbers) {
      const slot = n - pool.from;
      counts[slot]! += 1;
      if (newest[slot] === -1) newest[slot] = index;
    }
  });
  return counts.map((count, slot) => {
    const index = newest[slot]!;
    return {
      number: pool.from + slot,
      count,
      lastDrawnAt: index === -1 ? null : ordered[index]!.at,
      drawsAgo: index === -1 ? null : index,
    };
  });
}

/** The `limit` pairs drawn together most often; equal counts by the smaller number, then the larger. */
function topPairs(draws: readonly (readonly number[])[], pool: NumberPool, limit: number): PairFrequency[] {
  const size = pool.to - pool.from + 1;
  const counts = new Uint32Array(size * size);
  for (const numbers of draws)
    for (let i = 0; i < numbers.length; i += 1)
      for (let j = i + 1; j < numbers.length; j += 1)
        counts[(numbers[i]! - pool.from) * size + (numbers[j]! - pool.from)]! += 1;
  const pairs: PairFrequency[] = [];
  for (let a = 0; a < size; a += 1)
    for (let b = a + 1; b < size; b += 1) {
      const count = counts[a * size + b]!;
      if (count > 0) pairs.push({ first: pool.from + a, second: pool.from + b, count });
    }
  pairs.sort((x, y) => y.count - x.count || x.first - y.first || x.second - y.second);
  return pairs.slice(0, limit);
}

/**
 * The number statistics of a lottery over drawn draws (issue 19): how often each number was
 * drawn, when last and how many draws ago, and the pairs drawn together most often. Integer
 * counts only; draws of other lotteries and draws not drawn yet are left out, and the order the
 * draws come in does not matter (newest first by drawing time, then by id).
 */
export function numberStatistics(
  lottery: StatisticsLottery,
  draws: readonly Draw[],
  pairLimit = TOP_PAIRS,
): NumberStatistics {
  const pools = STATISTICS_POOLS[lottery];
  const ordered = draws
    .filter((d) => d.lotteryIdentifier === lottery && d.drawnNumbers !== null)
    .map((draw) => ({ draw, at: Temporal.Instant.from(draw.drawingTime).epochMilliseconds }))
    .sort((a, b) => b.at - a.at || (a.draw.id < b.draw.id ? -1 : a.draw.id > b.draw.id ? 1 : 0))
    .map(({ draw }) => ({
      at: draw.drawingTime,
      main: inPool(draw.drawnNumbers!.main, pools.main),
      extra: inPool(extraOf(lottery, draw), pools.extra),
    }));
  return {
    lottery,
    draws: ordered.length,
    oldestDrawAt: ordered.at(-1)?.at ?? null,
    newestDrawAt: ordered[0]?.at ?? null,
    main: frequencies(
      ordered.map((d) => ({ at: d.at, numbers: d.main })),
      pools.main,
    ),
    extra: frequencies(
      ordered.map((d) => ({ at: d.at, numbers: d.extra })),
      pools.extra,
    ),
    pairs: topPairs(
      ordered.map((d) => d.main),
      pools.main,
      pairLimit,
    ),
  };
}
