import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Money } from '../../../core/domain/money';
import { DEPOSIT_BOUNDS, DEPOSIT_DEFAULT, DEPOSIT_PRESETS, depositMethods } from '../../../core/domain/wallet-moves';
import type { DepositError, DepositStep, DepositUseCase } from '../../../core/use-cases/deposit.use-case';
import type { Result } from '../../../core/shared/result';
import { PaymentSelection } from '../basket/payment-selection';
import type { SessionViewModel } from '../session/session.view-model';
import { outcomeOf } from './outcome';
import { AmountInput } from './amount-input';
import { walletReturnUrls } from './wallet-return';

interface Deps {
  deposit: DepositUseCase;
  session: SessionViewModel;
}

export type DepositStatus = 'editing' | 'processing' | 'success' | 'failed';
export type DepositBlocker = 'payment_method_missing' | 'sepa_account_missing';

/** The deposit modal (`open-modal=deposit`): amount, method, and the outcome. */
export class DepositViewModel {
  readonly amount = new AmountInput(() => DEPOSIT_BOUNDS, DEPOSIT_DEFAULT);
  readonly payment = new PaymentSelection();
  readonly presets: readonly Money[] = DEPOSIT_PRESETS;
  status: DepositStatus = 'editing';
  failure: DepositError | null = null;
  deposited: Money | null = null;
  private resumed = false;
  private stopMethods: (() => void) | null = null;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'stopMethods' | 'resumed'>(
      this,
      {
        deps: false,
        stopMethods: false,
        resumed: false,
        amount: false,
        payment: false,
        presets: false,
        failure: observableRef,
        deposited: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Follows the player's methods (only those that take deposits). */
  start(): void {
    this.stopMethods?.();
    this.stopMethods = reaction(
      () => this.deps.session.paymentMethods,
      (methods) => this.payment.setMethods(depositMethods(methods)),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stopMethods?.();
    this.stopMethods = null;
  }

  get balance(): Money | null {
    return this.deps.session.balance;
  }

  get blocker(): DepositBlocker | null {
    if (!this.payment.selected) return 'payment_method_missing';
    if (this.payment.sepaWithoutAccount) return 'sepa_account_missing';
    return null;
  }

  /** "Jetzt einzahlen": `currentPath` is where 3-D Secure or PayPal bring the player back. Returns a URL to leave for, or null. */
  async submit(currentPath: string): Promise<string | null> {
    // The rules load with the fields (class-validator forms); after this, nothing waits before `processing` is set.
    await this.amount.ready();
    if (this.payment.selected === 'new_card') await this.payment.cardForm.ready();
    if (this.status === 'processing') return null;
    this.amount.touch();
    // Trying to pay shows the card form's first problem, even in a field not yet left.
    if (this.payment.cardProblem) this.payment.touch(this.payment.cardProblem.field);
    const amount = this.amount.amount;
    const choice = this.payment.choice;
    if (this.amount.problem || !amount || !choice || this.blocker || this.payment.cardProblem) return null;
    this.status = 'processing';
    this.failure = null;
    const returnUrls = walletReturnUrls(currentPath, 'deposit');
    const result = await this.run(() =>
      this.deps.deposit.execute({ amount, choice, paymentMethods: this.deps.session.paymentMethods, returnUrls }),
    );
    return result?.ok && result.value.kind === 'redirect' ? result.value.url : null;
  }

  /** Back from 3-D Secure or PayPal: finish the pending deposit once. */
  async resume(redirectResult: string | null): Promise<void> {
    if (this.resumed) return;
    this.resumed = true;
    this.status = 'processing';
    await this.run(() => this.deps.deposit.resume(redirectResult));
  }

  /** After a failure: back to the form, amount and method kept (a retry after no answer keeps its id). */
  edit(): void {
    this.status = 'editing';
    this.failure = null;
  }

  private async run(
    action: () => Promise<Result<DepositStep, DepositError>>,
  ): Promise<Result<DepositStep, DepositError> | null> {
    const outcome = await outcomeOf(action);
    if (outcome?.ok && outcome.value.kind === 'redirect') return outcome; // stays "processing" while the page leaves
    runInAction(() => {
      if (outcome?.ok && outcome.value.kind === 'deposited') {
        this.deposited = outcome.value.amount;
        this.status = 'success';
      } else {
        this.failure = outcome && !outcome.ok ? outcome.error : { kind: 'unavailable' };
        this.status = 'failed';
      }
    });
    // New balance (success) or whatever the platform changed: reload the session's wallet.
    await this.deps.session.reload();
    return outcome;
  }
}
