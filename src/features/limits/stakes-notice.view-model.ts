import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { subtract, type Money } from '../../../core/domain/money';
import type { LatestStakesAndWinnings } from '../../../core/domain/limits';
import type { CheckStakesNoticeUseCase } from '../../../core/use-cases/check-stakes-notice.use-case';
import type { ConfirmStakesNoticeUseCase } from '../../../core/use-cases/confirm-stakes-notice.use-case';
import type { LimitsGateway } from '../../../ports/limits-gateway.port';

/**
 * The latest_stakes_and_winnings notice (GlüStV: stakes, winnings and the result of the last
 * 30 days after login). App-wide: the trigger asks once per logged-in player whether it is due.
 */
export class StakesNoticeViewModel {
  latest: LatestStakesAndWinnings | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  confirming = false;
  /**
   * The player whose due-check has been answered and acted on (the notice opened or not): other
   * after-login notices wait for it, so they never take the place of this legal one.
   */
  settledFor: string | null = null;
  /** The trigger asked for the notice and it has not loaded yet (the modal loads on mount). */
  opening = false;
  /** The due-check's answer the trigger has not acted on yet (it waits for the verification redirect). */
  dueAnswer: { readonly playerId: string; readonly due: boolean } | null = null;
  /** The player the due-check last ran for (one check per login). */
  private checkedFor: string | null = null;

  constructor(
    private readonly check: CheckStakesNoticeUseCase,
    private readonly confirmNotice: ConfirmStakesNoticeUseCase,
    private readonly gateway: LimitsGateway,
  ) {
    makeAutoObservable<this, 'check' | 'confirmNotice' | 'gateway' | 'checkedFor'>(
      this,
      {
        check: false,
        confirmNotice: false,
        gateway: false,
        checkedFor: false,
        latest: observableRef,
        dueAnswer: observableRef,
      },
      { autoBind: true },
    );
  }

  /** True once per player session when the notice is due; later calls for the same player answer false. */
  async dueFor(playerId: string): Promise<boolean> {
    if (this.checkedFor === playerId) return false;
    this.checkedFor = playerId;
    const due = await this.check.execute();
    if (this.checkedFor === playerId) runInAction(() => (this.dueAnswer = { playerId, due }));
    return due;
  }

  /** The trigger has acted on the answer for this player: `opening` when it put the notice in the query. */
  settle(playerId: string, opening: boolean): void {
    this.settledFor = playerId;
    this.opening = opening;
    this.dueAnswer = null;
  }

  /** After a logout the next login checks again. */
  forget(): void {
    this.checkedFor = null;
    this.settledFor = null;
    this.opening = false;
    this.dueAnswer = null;
  }

  async load(): Promise<void> {
    this.opening = false;
    this.status = 'loading';
    try {
      const latest = await this.gateway.latestStakesAndWinnings('common');
      runInAction(() => ((this.latest = latest), (this.status = 'ready')));
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** Winnings minus stakes: negative is a loss. */
  get result(): Money | null {
    return this.latest && subtract(this.latest.amountWon, this.latest.amountStaked);
  }

  async confirm(): Promise<void> {
    this.confirming = true;
    try {
      await this.confirmNotice.execute();
    } finally {
      runInAction(() => (this.confirming = false));
    }
  }
}
