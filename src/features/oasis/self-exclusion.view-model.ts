import { makeAutoObservable, runInAction } from 'mobx';
import { selfExclusionEnd, type GamblingRestrictions, type SelfExclusionDuration } from '../../../core/domain/oasis';
import type { LoadGamblingRestrictionsUseCase } from '../../../core/use-cases/load-gambling-restrictions.use-case';
import type { RequestSelfExclusionUseCase } from '../../../core/use-cases/request-self-exclusion.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { SessionViewModel } from '../session/session.view-model';
import { ConfirmationStep } from '../../ui/serious-confirmation';

/**
 * The Selbstsperre (OASIS) beside the Spielpause: choose a duration (at least 3 months), read what
 * it means, tick that it cannot be lifted early, confirm. Afterwards the restrictions and the
 * session's player data are reloaded.
 */
export class SelfExclusionViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  restrictions: GamblingRestrictions | null = null;
  duration: SelfExclusionDuration = '3m';
  /** The confirmation (open, ticked) the request waits for. */
  readonly confirmation = new ConfirmationStep();
  requesting = false;
  /** i18n key under oasis.selfExclusion.problems, or null. */
  problem: string | null = null;
  /** Set once a request was accepted in this visit. */
  done = false;

  constructor(
    private readonly loadRestrictions: LoadGamblingRestrictionsUseCase,
    private readonly request: RequestSelfExclusionUseCase,
    private readonly session: SessionViewModel,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'loadRestrictions' | 'request' | 'session' | 'clock'>(
      this,
      { loadRestrictions: false, request: false, session: false, clock: false, confirmation: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    try {
      const { restrictions } = await this.loadRestrictions.execute();
      runInAction(() => {
        this.restrictions = restrictions;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** The running Selbstsperre (from this shop), or null. */
  get active(): GamblingRestrictions['selfExclusion'] {
    return this.restrictions?.selfExclusion ?? null;
  }

  /** The end the chosen duration gives now (ISO), null for unbefristet. */
  get plannedEnd(): string | null {
    return selfExclusionEnd(this.duration, this.clock.now())?.toString() ?? null;
  }

  setDuration(duration: SelfExclusionDuration): void {
    this.duration = duration;
    this.problem = null;
  }

  ask(): void {
    this.problem = null;
    this.confirmation.start();
  }

  async confirm(): Promise<void> {
    if (!this.confirmation.acknowledged || this.requesting) return;
    this.requesting = true;
    this.problem = null;
    try {
      const result = await this.request.execute({ duration: this.duration });
      if (result.ok) {
        await Promise.all([this.load(), this.session.reload()]);
        runInAction(() => (this.done = true));
      } else {
        const { error } = result;
        runInAction(() => (this.problem = error.kind === 'rejected' ? error.code : error.kind));
      }
    } catch {
      runInAction(() => (this.problem = 'failed'));
    } finally {
      runInAction(() => {
        this.requesting = false;
        this.confirmation.close();
      });
    }
  }
}
