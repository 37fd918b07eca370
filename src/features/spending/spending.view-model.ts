import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AuthenticationError } from '../../../core/domain/errors';
import type { SpendingMonth } from '../../../core/domain/spending';
import type { LoadSpendingUseCase, SpendingOverview } from '../../../core/use-cases/load-spending.use-case';
import type { PlayerData } from '../../app/player-data';

/** /kundenkonto/ausgaben: the last 12 months' stakes, winnings and deposits, the net result and the limits' use. */
export class SpendingViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  overview: SpendingOverview | null = null;
  /** Only the newest load may fill the page; none after the page is gone. */
  private requestId = 0;

  constructor(private readonly loadSpending: LoadSpendingUseCase) {
    makeAutoObservable<this, 'loadSpending' | 'requestId'>(
      this,
      { loadSpending: false, requestId: false, overview: observableRef },
      { autoBind: true },
    );
  }

  /** Loads the figures again (retry); the route's clientLoader loads them for a visit. */
  async load(): Promise<void> {
    const request = ++this.requestId;
    this.status = 'loading';
    try {
      const overview = await this.loadSpending.execute();
      if (request !== this.requestId) return;
      runInAction(() => this.show(overview));
    } catch (error) {
      // A lost session: the session keeper sends the player to the login.
      if (request !== this.requestId || error instanceof AuthenticationError) return;
      runInAction(() => (this.status = 'error'));
    }
  }

  /** Takes the figures the route's clientLoader loaded (a load still under way is dropped); logged out it waits for the login. */
  accept(data: PlayerData<SpendingOverview>): void {
    if (data.kind === 'logged_out') return;
    this.requestId++;
    if (data.kind === 'error') this.status = 'error';
    else this.show(data.value);
  }

  private show(overview: SpendingOverview): void {
    this.overview = overview;
    this.status = 'ready';
  }

  dispose(): void {
    this.requestId++;
  }

  get months(): readonly SpendingMonth[] {
    return this.overview?.months ?? [];
  }

  /** The month running now (the last of the twelve). */
  get currentMonth(): SpendingMonth | null {
    return this.months.at(-1) ?? null;
  }

  /** No stake, winning or deposit in the whole year: the page says so instead of an empty chart. */
  get empty(): boolean {
    return this.months.every(
      (m) => m.stakes.fractional === 0 && m.winnings.fractional === 0 && m.deposits.fractional === 0,
    );
  }
}
