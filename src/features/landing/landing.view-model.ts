import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from '../../../core/shared/temporal';
import type { CurrentDraw, LotteryIdentifier } from '../../../core/domain/lottery';
import type { LoadNextDrawsUseCase } from '../../../core/use-cases/load-next-draws.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { Cancel, Scheduler } from '../../../ports/scheduler.port';
import { loadLotteryContent, type LotteryContentData } from '../content/lottery-content.view-model';

interface Deps {
  loadNextDraws: LoadNextDrawsUseCase;
  clock: Clock;
  scheduler: Scheduler;
}

/** The countdown moves in whole minutes; twice a minute keeps it at most 30 s behind. */
const COUNTDOWN_REFRESH_MS = 30_000;

/**
 * What a landing page's loader finds: the lottery's next draw on sale, and the instant it was
 * asked at, so the server and the hydrating browser show the same countdown.
 */
export type LandingData = (
  | { readonly kind: 'ready'; readonly draw: CurrentDraw; readonly now: string }
  | { readonly kind: 'error'; readonly now: string }
) & { readonly content: LotteryContentData };

/** The next draw of a lottery; an error (never a throw) when there is none or the backend fails. */
export async function loadLanding(
  deps: Pick<Deps, 'loadNextDraws' | 'clock'> & { content: Parameters<typeof loadLotteryContent>[0] },
  lottery: LotteryIdentifier,
): Promise<LandingData> {
  const now = deps.clock.now().toString();
  const [next, content] = await Promise.all([
    deps.loadNextDraws.execute([lottery]).then(
      ([draw]) => draw?.draw ?? null,
      () => null,
    ),
    loadLotteryContent(deps.content, lottery),
  ]);
  return next ? { kind: 'ready', draw: next, now, content } : { kind: 'error', now, content };
}

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
    this.startTicking();
    await this.refresh();
  }

  /** Takes what the loader found, as it was at the loader's instant (on the server and at hydration alike). */
  accept(lottery: LotteryIdentifier, data: LandingData): void {
    this.lottery = lottery;
    this.now = Temporal.Instant.from(data.now);
    this.draw = data.kind === 'ready' ? data.draw : null;
    this.status = data.kind;
  }

  /** The live countdown, in the browser: now, then every 30 s (a sale stop passed brings the next draw). */
  startTicking(): void {
    this.stopTicking?.();
    this.stopTicking = this.deps.scheduler.every(COUNTDOWN_REFRESH_MS, () => this.tick());
    if (this.status !== 'loading') this.tick();
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
