import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Player } from '../../../core/domain/player';
import { clientVerificationLevel, type ClientVerificationLevel } from '../../../core/domain/verification-level';
import {
  identityCheckResultOf,
  microDepositStep,
  selfieIdentStep,
  storedSepaAccount,
  type IdentityCheckResult,
  type MicroDepositStep,
  type SelfieIdentStep,
  type VerificationMethod,
} from '../../../core/domain/verification';
import type { FinalVerificationStatus, VerificationFlowStatus } from '../../../core/domain/verification-flow';
import type { VerificationRun, VerifyPlayerUseCase } from '../../../core/use-cases/verify-player.use-case';
import type { StartSelfieIdentUseCase } from '../../../core/use-cases/start-selfie-ident.use-case';
import type { PlayerData } from '../../app/player-data';
import type { SessionViewModel } from '../session/session.view-model';
import type { VerificationGuardViewModel } from './verification-guard.view-model';
import { MicroDepositForm, type MicroDepositDeps } from './micro-deposit.form';
import { IDENT_RETURN_PATH } from './verification-routes';

export interface VerificationDeps extends MicroDepositDeps {
  verifyPlayer: VerifyPlayerUseCase;
  startSelfieIdent: StartSelfieIdentUseCase;
  session: SessionViewModel;
  guard: VerificationGuardViewModel;
}

/** What the page's address asks for: a method opened on arrival (the guard's redirect, the ident provider's return). */
export interface VerificationQuery {
  readonly showMicroDepositDetails: boolean;
  readonly identReturn: boolean;
}

/**
 * Runs the verification flow (reporting each state to `onStep`) and reloads the session's player,
 * wallet and payment methods beside it; the guard remembers the outcome (no redirect from here).
 */
export async function loadVerification(
  deps: Pick<VerificationDeps, 'verifyPlayer' | 'session' | 'guard'>,
  onStep?: (status: VerificationFlowStatus) => void,
): Promise<VerificationRun> {
  const [run] = await Promise.all([deps.verifyPlayer.execute(onStep), deps.session.reload()]);
  deps.guard.remember(run.status);
  return run;
}

/** Which method opens by itself when the page is visited without a hint in the query. */
const METHOD_FOR: Partial<Record<FinalVerificationStatus, VerificationMethod>> = {
  missingBankDetails: 'microDeposit',
  missingMicroDepositVerification: 'microDeposit',
  pendingMicroDepositVerification: 'microDeposit',
  missingNectIdentCheck: 'selfieIdent',
  verificationExpired: 'selfieIdent',
};

/** /kundenkonto/alterspruefung: the account level, the flow's state, and both verification methods. */
export class VerificationViewModel {
  loading = true;
  /** The machine's state while it runs, then its final state. */
  flowStatus: VerificationFlowStatus | null = null;
  result: FinalVerificationStatus | null = null;
  player: Player | null = null;
  openMethod: VerificationMethod | null = null;
  identDataConfirmed = false;
  identStarting = false;
  identFailed = false;
  readonly microDeposit: MicroDepositForm;

  constructor(private readonly deps: VerificationDeps) {
    this.microDeposit = new MicroDepositForm(deps, () => this.refresh());
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, microDeposit: false, player: observableRef },
      { autoBind: true },
    );
  }

  /** Runs the flow for a visit (the route's clientLoader does it before the page shows) and opens the method asked for. */
  async load(query: VerificationQuery): Promise<void> {
    if (query.showMicroDepositDetails) this.openMethod = 'microDeposit';
    else if (query.identReturn) this.openMethod = 'selfieIdent';
    await this.refresh();
    runInAction(() => this.arrive(query));
  }

  /**
   * Takes the flow's run of the route's clientLoader and opens the method the address asks for,
   * or the one the outcome calls for. Logged out it waits for the login (the loader runs again).
   */
  accept(data: PlayerData<VerificationRun>, query: VerificationQuery): void {
    if (data.kind === 'logged_out') return;
    this.settle(data.kind === 'ready' ? data.value : { status: 'verificationError', trail: [], player: null });
    this.arrive(query);
  }

  /** Runs the flow again (and reloads the session's player, wallet and payment methods beside it). */
  async refresh(): Promise<void> {
    this.loading = true;
    const run = await loadVerification(this.deps, (status) => runInAction(() => (this.flowStatus = status)));
    runInAction(() => this.settle(run));
  }

  private settle(run: VerificationRun): void {
    this.flowStatus = run.status;
    this.result = run.status;
    this.player = run.player ?? this.deps.session.player;
    this.loading = false;
  }

  private arrive(query: VerificationQuery): void {
    if (query.showMicroDepositDetails) this.openMethod = 'microDeposit';
    else if (query.identReturn) this.openMethod = 'selfieIdent';
    else if (this.result) this.openMethod = METHOD_FOR[this.result] ?? null;
    this.microDeposit.prefill(this.player);
  }

  /** The client-side level of spec/1 §3; `verified` while the flow has ended verified before the account level follows. */
  get level(): ClientVerificationLevel | null {
    return this.player ? clientVerificationLevel(this.player, this.flowStatus) : null;
  }

  get verified(): boolean {
    return this.result === 'verified';
  }

  get bankAccount(): { maskedIban: string; accountHolder: string } | null {
    return storedSepaAccount(this.deps.session.paymentMethods);
  }

  get microDepositStep(): MicroDepositStep | 'done' {
    return this.player ? microDepositStep(this.player, this.bankAccount !== null) : 'bank';
  }

  get identityResult(): IdentityCheckResult | null {
    return this.player ? identityCheckResultOf(this.player) : null;
  }

  get selfieStep(): SelfieIdentStep | 'done' {
    const step = selfieIdentStep(this.identityResult);
    return step === 'data' && this.identDataConfirmed ? 'mobile' : step;
  }

  toggleMethod(method: VerificationMethod): void {
    this.openMethod = this.openMethod === method ? null : method;
  }

  confirmIdentData(): void {
    this.identDataConfirmed = true;
  }

  editIdentData(): void {
    this.identDataConfirmed = false;
  }

  /** The ident provider's URL to leave for, or null when the case could not be opened. */
  async startSelfieIdent(): Promise<string | null> {
    if (this.identStarting) return null;
    this.identStarting = true;
    this.identFailed = false;
    try {
      return await this.deps.startSelfieIdent.execute({ returnUrl: IDENT_RETURN_PATH });
    } catch {
      runInAction(() => (this.identFailed = true));
      return null;
    } finally {
      runInAction(() => (this.identStarting = false));
    }
  }
}
