import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { BasketItem } from '../../../core/domain/basket';
import type { BasketOdds, LineOdds, Odds, QuotasByLottery } from '../../../core/domain/basket-odds';
import { lotteryOfProduct } from '../../../core/domain/lottery';
import { isPoolLottery, type MeanQuotas, type PoolLottery } from '../../../core/domain/mean-quotas';
import type { EstimateOddsUseCase } from '../../../core/use-cases/estimate-odds.use-case';

/** The basket lines the odds are about (the app-wide basket view model). */
interface BasketLines {
  readonly items: readonly BasketItem[];
}

/** A lottery's mean quotas: on their way, there, or not to be had this time. */
type QuotaState = 'loading' | 'failed' | MeanQuotas;

/** Why a figure has no expected value yet: its mean quotas are still loading, or could not be loaded. */
export type ExpectedValueGap = 'loading' | 'failed';

/**
 * The odds of the basket page. The chances are there at once; the expected value of LOTTO and
 * Eurojackpot lines needs the archive's mean quotas, loaded when the page shows such a line and
 * kept per lottery for the tab (a failed load is tried again on the next visit).
 */
export class BasketOddsViewModel {
  readonly quotas = observable.map<PoolLottery, QuotaState>();
  private stop: (() => void) | null = null;

  constructor(
    private readonly estimateOdds: EstimateOddsUseCase,
    private readonly basket: BasketLines,
  ) {
    makeAutoObservable<this, 'estimateOdds' | 'basket' | 'stop'>(
      this,
      { estimateOdds: false, basket: false, stop: false, quotas: false },
      { autoBind: true },
    );
  }

  /** While the basket page is shown: load what its lines need, once per lottery. */
  start(): void {
    for (const [lottery, state] of this.quotas) if (state === 'failed') this.quotas.delete(lottery);
    this.stop?.();
    this.stop = reaction(
      () => this.needed,
      (lotteries) => lotteries.forEach((lottery) => void this.load(lottery)),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  /** Pool lotteries of the basket's lines whose quotas are neither there nor on their way. */
  get needed(): PoolLottery[] {
    const lotteries = this.basket.items.map((i) => lotteryOfProduct(i.identifier)).filter(isPoolLottery);
    return [...new Set(lotteries)].filter((l) => !this.quotas.has(l));
  }

  private async load(lottery: PoolLottery): Promise<void> {
    this.quotas.set(lottery, 'loading');
    try {
      const result = await this.estimateOdds.meanQuotas(lottery);
      runInAction(() => this.quotas.set(lottery, result.ok ? result.value : 'failed'));
    } catch {
      runInAction(() => this.quotas.set(lottery, 'failed'));
    }
  }

  /** The odds of every line and the whole basket; null for an empty basket or a line no game fits. */
  /** Whether the basket's own figures add anything: with one line they are that line's, shown on it already. */
  get sumsLines(): boolean {
    return this.basket.items.length > 1;
  }

  get odds(): BasketOdds | null {
    if (this.basket.items.length === 0) return null;
    const loaded: QuotasByLottery = {};
    for (const [lottery, state] of this.quotas) if (typeof state === 'object') loaded[lottery] = state;
    const result = this.estimateOdds.execute({ items: this.basket.items, quotas: loaded });
    return result.ok ? result.value : null;
  }

  line(itemId: string): LineOdds | null {
    return this.odds?.lines.find((l) => l.itemId === itemId) ?? null;
  }

  /** Why `odds` has no expected value: 'loading' while any quotas it needs may still come. */
  gap(odds: Odds): ExpectedValueGap | null {
    if (odds.expected !== null) return null;
    return odds.missing.some((l) => this.quotas.get(l) !== 'failed') ? 'loading' : 'failed';
  }

  /** Draws of the archive the mean quotas were taken over (the most of any lottery loaded); null before any. */
  get archiveDraws(): number | null {
    const counts = [...this.quotas.values()].flatMap((s) => (typeof s === 'object' ? [s.draws] : []));
    return counts.length > 0 ? Math.max(...counts) : null;
  }
}
