import { makeAutoObservable, observableRef } from 'mobx';
import type { Draw } from '../../../core/domain/draw';
import type { CurrentDraw, LotteryIdentifier } from '../../../core/domain/lottery';
import type { LoadNextDrawsUseCase } from '../../../core/use-cases/load-next-draws.use-case';
import type { LoadResultsUseCase } from '../../../core/use-cases/load-results.use-case';

export interface LotteryOverview {
  readonly lottery: LotteryIdentifier;
  /** The last draw with its numbers; null when there is none yet or it could not be loaded. */
  readonly last: Draw | null;
  /** The next draw on sale, with its jackpot; null when unknown. */
  readonly next: CurrentDraw | null;
}

/** What the overview's loader finds: every lottery's last and next draw, or an error when there is nothing at all. */
export type ResultsOverviewData =
  { readonly kind: 'ready'; readonly lotteries: readonly LotteryOverview[] } | { readonly kind: 'error' };

export async function loadResultsOverview(
  loadResults: LoadResultsUseCase,
  loadNextDraws: LoadNextDrawsUseCase,
): Promise<ResultsOverviewData> {
  try {
    const [last, next] = await Promise.all([loadResults.overview(), loadNextDraws.execute()]);
    const lotteries = last.map(({ lottery, draw }) => ({
      lottery,
      last: draw,
      next: next.find((n) => n.lottery === lottery)?.draw ?? null,
    }));
    // Each use case reports its own gaps; only a page with nothing at all is an error.
    return lotteries.every((l) => l.last === null && l.next === null)
      ? { kind: 'error' }
      : { kind: 'ready', lotteries };
  } catch {
    return { kind: 'error' };
  }
}

/** Gewinnzahlen (/gewinnzahlen): the last numbers of every lottery, the next draw and its jackpot. */
export class ResultsOverviewViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  lotteries: readonly LotteryOverview[] = [];

  constructor(
    private readonly loadResults: LoadResultsUseCase,
    private readonly loadNextDraws: LoadNextDrawsUseCase,
  ) {
    makeAutoObservable<this, 'loadResults' | 'loadNextDraws'>(
      this,
      { loadResults: false, loadNextDraws: false, lotteries: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.accept(await loadResultsOverview(this.loadResults, this.loadNextDraws));
  }

  /** Takes what the loader found. */
  accept(data: ResultsOverviewData): void {
    this.lotteries = data.kind === 'ready' ? data.lotteries : [];
    this.status = data.kind;
  }
}
