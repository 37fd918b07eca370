import { makeAutoObservable, runInAction } from 'mobx';
import { Temporal } from '../../../core/shared/temporal';
import { lockEnd, type LockDuration } from '../../../core/domain/self-lock';
import type { LockTemporarilyUseCase } from '../../../core/use-cases/lock-temporarily.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { SessionViewModel } from '../session/session.view-model';
import { ConfirmationStep } from '../../ui/serious-confirmation';

/**
 * The Spielpause: choose an end, read what it means, tick that you understood, confirm. Afterwards
 * the session's player data is reloaded, so the basket refuses purchases at once.
 */
export class SelfLockViewModel {
  duration: LockDuration = '7d';
  customDate = '';
  /** i18n key under limits.lock.problems of the chosen end's problem. */
  problem: string | null = null;
  /** The confirmation (open, ticked) the pause waits for. */
  readonly confirmation = new ConfirmationStep();
  locking = false;
  failed = false;
  /** ISO end of the pause just set. */
  lockedUntil: string | null = null;

  constructor(
    private readonly lock: LockTemporarilyUseCase,
    private readonly session: SessionViewModel,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'lock' | 'session' | 'clock'>(
      this,
      { lock: false, session: false, clock: false, confirmation: false },
      { autoBind: true },
    );
  }

  /** The running pause's end, from the player record. */
  get activeUntil(): string | null {
    const locks = this.session.player?.locks;
    if (!locks?.addictionLockExpiresAt) return null;
    return Temporal.Instant.compare(Temporal.Instant.from(locks.addictionLockExpiresAt), this.clock.now()) > 0
      ? locks.addictionLockExpiresAt
      : null;
  }

  /** The end the chosen option gives now (for the confirmation text), or null when it has a problem. */
  get plannedEnd(): string | null {
    const end = lockEnd(this.duration, this.clock.now(), this.customDate);
    return 'till' in end ? end.till.toString() : null;
  }

  /** Today in Berlin as YYYY-MM-DD: the earliest custom end. */
  get today(): string {
    return this.clock.now().toZonedDateTimeISO('Europe/Berlin').toPlainDate().toString();
  }

  setDuration(duration: LockDuration): void {
    this.duration = duration;
    this.problem = null;
  }

  setCustomDate(value: string): void {
    this.customDate = value;
    this.problem = null;
  }

  /** Opens the confirmation step when the chosen end is valid. */
  ask(): void {
    const end = lockEnd(this.duration, this.clock.now(), this.customDate);
    if ('problem' in end) {
      this.problem = end.problem;
      return;
    }
    this.failed = false;
    this.confirmation.start();
  }

  async confirm(): Promise<void> {
    if (!this.confirmation.acknowledged || this.locking) return;
    this.locking = true;
    this.failed = false;
    try {
      const result = await this.lock.execute({ duration: this.duration, customDate: this.customDate });
      if (result.ok) await this.session.reload();
      runInAction(() => {
        if (result.ok) this.lockedUntil = result.value.till;
        else this.problem = result.error.kind === 'rejected' ? result.error.code : result.error.kind;
        this.confirmation.close();
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.locking = false));
    }
  }
}
