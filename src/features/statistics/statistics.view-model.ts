import { makeAutoObservable, observableRef } from 'mobx';
import {
  STATISTICS_POOLS,
  type NumberFrequency,
  type NumberPool,
  type NumberStatistics,
} from '../../../core/domain/number-statistics';

/** What the route's loader found: the statistics (public, the same for every visitor). */
export type StatisticsData =
  { readonly kind: 'ready'; readonly statistics: NumberStatistics } | { readonly kind: 'error' };

/** The numbers drawn most (or least) often and how often that was; ties are all named, ascending. */
export interface Extreme {
  readonly numbers: readonly number[];
  readonly count: number;
}

/** One pool as the page shows it: its numbers, the scale of its chart and what the chart's label says. */
export interface PoolView {
  readonly pool: NumberPool;
  readonly rows: readonly NumberFrequency[];
  /** The highest count (at least 1, so an empty archive still scales). */
  readonly maxCount: number;
  /** What each number would get if every draw spread evenly: draws × drawn ÷ pool size. */
  readonly expected: number;
  readonly most: Extreme | null;
  readonly least: Extreme | null;
}

function extreme(rows: readonly NumberFrequency[], pick: (a: number, b: number) => number): Extreme | null {
  if (rows.length === 0) return null;
  const count = rows.map((r) => r.count).reduce((a, b) => pick(a, b));
  return { numbers: rows.filter((r) => r.count === count).map((r) => r.number), count };
}

function poolView(pool: NumberPool, rows: readonly NumberFrequency[], draws: number): PoolView {
  const size = pool.to - pool.from + 1;
  return {
    pool,
    rows,
    maxCount: Math.max(1, ...rows.map((r) => r.count)),
    expected: (draws * pool.drawn) / size,
    most: draws > 0 ? extreme(rows, Math.max) : null,
    least: draws > 0 ? extreme(rows, Math.min) : null,
  };
}

/**
 * The statistics page of one lottery: takes the loader's statistics and prepares the two pools
 * (main numbers; Superzahl or Eurozahlen) for their charts and tables. A failed load offers a retry.
 */
export class StatisticsViewModel {
  status: 'ready' | 'error' = 'error';
  statistics: NumberStatistics | null = null;

  constructor() {
    makeAutoObservable(this, { statistics: observableRef }, { autoBind: true });
  }

  accept(data: StatisticsData): void {
    if (data.kind !== 'ready') {
      this.status = 'error';
      return;
    }
    this.statistics = data.statistics;
    this.status = 'ready';
  }

  get main(): PoolView | null {
    const s = this.statistics;
    return s && poolView(STATISTICS_POOLS[s.lottery].main, s.main, s.draws);
  }

  get extra(): PoolView | null {
    const s = this.statistics;
    return s && poolView(STATISTICS_POOLS[s.lottery].extra, s.extra, s.draws);
  }
}
