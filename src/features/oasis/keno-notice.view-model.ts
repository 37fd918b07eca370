import { makeAutoObservable, runInAction } from 'mobx';
import { Temporal } from '../../../core/shared/temporal';
import type { KenoAvailability } from '../../../core/domain/oasis';
import type { LoadGamblingRestrictionsUseCase } from '../../../core/use-cases/load-gambling-restrictions.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { Cancel, Scheduler } from '../../../ports/scheduler.port';

/**
 * What the KENO ticket tells a logged-in player before the purchase: in OASIS, self-excluded, or
 * waiting (with the time KENO becomes playable; the notice goes once the wait is over).
 */
export class KenoNoticeViewModel {
  keno: KenoAvailability | null = null;
  private cancelTimer: Cancel | null = null;

  constructor(
    private readonly load: LoadGamblingRestrictionsUseCase,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'load' | 'scheduler' | 'clock' | 'cancelTimer'>(
      this,
      { load: false, scheduler: false, clock: false, cancelTimer: false },
      { autoBind: true },
    );
  }

  /** Asks the platform for the player's restrictions; a failure shows nothing (the purchase still checks). */
  async refresh(loggedIn: boolean): Promise<void> {
    this.stopTimer();
    if (!loggedIn) {
      this.keno = null;
      return;
    }
    try {
      const { keno } = await this.load.execute();
      runInAction(() => (this.keno = keno));
      if (keno.kind === 'cooling_off') {
        const ms = Temporal.Instant.from(keno.until).epochMilliseconds - this.clock.now().epochMilliseconds;
        this.cancelTimer = this.scheduler.after(Math.max(ms, 0) + 1000, () => void this.refresh(true));
      }
    } catch {
      runInAction(() => (this.keno = null));
    }
  }

  dispose(): void {
    this.stopTimer();
  }

  private stopTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
