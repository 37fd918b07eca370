import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from '../../../core/shared/temporal';
import type { CurrentDraw, LotteryIdentifier } from '../../../core/domain/lottery';
import type { LoadNextDrawsUseCase } from '../../../core/use-cases/load-next-draws.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { Cancel, Scheduler } from '../../../ports/scheduler.port';

interface Deps {
  loadNextDraws: LoadNextDrawsUseCase;
  clock: Clock;
  scheduler: Scheduler;
}

/** The countdown moves in whole minutes; twice a minute keeps it at most 30 s behind. */
const COUNTDOWN_REFRESH_MS = 30_000;

/** A lottery's landing page: jackpot, next draw and a live countdown to its sale stop. */
export class LandingViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  lottery: LotteryIdentifier | null = null;
  draw: CurrentDraw | null = null;
  now: Temporal.Instant | null = null;
  private stopTicking: Cancel | null = null;
  private refreshing = false;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'stopTicking' | 'refreshing'>(
      this,
      { deps: false, stopTicking: false, refreshing: false, draw: observableRef, now: observableRef },
      { autoBind: true },
    );
  }

  async load(lottery: LotteryIdentifier): Promise<void> {
    this.lottery = lottery;
    this.status = 'loading';
    this.now = this.deps.clock.now();
    this.stopTicking?.();
    this.stopTicking = this.deps.scheduler.every(COUNTDOWN_REFRESH_MS, () => this.tick());
    await this.refresh();
  }

  dispose(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  /** Sales for the shown draw are still open. */
  get saleOpen(): boolean {
    return Boolean(this.draw && this.now && Temporal.Instant.compare(this.now, this.draw.saleStopTime) < 0);
  }

  private tick(): void {
    this.now = this.deps.clock.now();
    // Once the sale stop has passed, the next draw on sale takes its place.
    if (this.draw && !this.saleOpen) void this.refresh();
  }

  private async refresh(): Promise<void> {
    const lottery = this.lottery;
    if (!lottery || this.refreshing) return;
    this.refreshing = true;
    try {
      const [next] = await this.deps.loadNextDraws.execute([lottery]);
      runInAction(() => {
        this.draw = next?.draw ?? null;
        this.status = this.draw ? 'ready' : 'error';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    } finally {
      this.refreshing = false;
    }
  }
}
