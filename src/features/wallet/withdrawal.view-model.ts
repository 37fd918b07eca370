import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { zero, type Money } from '../../../core/domain/money';
import {
  storedSepaAccount,
  WITHDRAWAL_MIN,
  WITHDRAWAL_PRESETS,
  withdrawalBlocker,
  type StoredSepaAccount,
  type WithdrawalBlocker,
} from '../../../core/domain/wallet-moves';
import type { WithdrawError, WithdrawUseCase } from '../../../core/use-cases/withdraw.use-case';
import type { SessionViewModel } from '../session/session.view-model';
import { AmountInput } from './amount-input';

interface Deps {
  withdraw: WithdrawUseCase;
  session: SessionViewModel;
}

export type WithdrawalStatus = 'editing' | 'processing' | 'success' | 'failed';
/** Why the form is not offered: still loading, payouts off (lock, verification), no SEPA account, nothing payoutable. */
export type WithdrawalFormBlocker = 'loading' | WithdrawalBlocker | 'sepa_account_missing' | 'nothing_payoutable';

/** The withdrawal modal (`open-modal=withdrawal`): payoutable money to the stored SEPA account. */
export class WithdrawalViewModel {
  readonly amount = new AmountInput(() => ({ min: WITHDRAWAL_MIN, max: this.payoutable ?? zero() }));
  readonly presets: readonly Money[] = WITHDRAWAL_PRESETS;
  status: WithdrawalStatus = 'editing';
  failure: WithdrawError | null = null;
  withdrawn: Money | null = null;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, amount: false, presets: false, failure: observableRef, withdrawn: observableRef },
      { autoBind: true },
    );
  }

  get payoutable(): Money | null {
    return this.deps.session.commonAccount?.payoutableBalance ?? null;
  }

  get notPayoutable(): Money | null {
    return this.deps.session.commonAccount?.notPayoutableBalance ?? null;
  }

  get sepaAccount(): StoredSepaAccount | null {
    return storedSepaAccount(this.deps.session.paymentMethods);
  }

  get blocker(): WithdrawalFormBlocker | null {
    const { commonAccount, player } = this.deps.session;
    if (!commonAccount) return 'loading';
    const off = withdrawalBlocker(commonAccount, player);
    if (off) return off;
    if (!this.sepaAccount) return 'sepa_account_missing';
    if (commonAccount.payoutableBalance.fractional <= 0) return 'nothing_payoutable';
    return null;
  }

  /** Presets above the payoutable money cannot be chosen. */
  presetAllowed(preset: Money): boolean {
    return this.payoutable !== null && preset.fractional <= this.payoutable.fractional;
  }

  chooseAll(): void {
    if (this.payoutable) this.amount.choose(this.payoutable);
  }

  async submit(): Promise<void> {
    // The rules load with the field (a class-validator form); after this, nothing waits before `processing` is set.
    await this.amount.ready();
    const account = this.deps.session.commonAccount;
    const amount = this.amount.amount;
    this.amount.touch();
    if (this.status === 'processing' || this.blocker || this.amount.problem || !account || !amount) return;
    this.status = 'processing';
    this.failure = null;
    try {
      const result = await this.deps.withdraw.execute({
        amount,
        account,
        paymentMethods: this.deps.session.paymentMethods,
      });
      runInAction(() => {
        if (result.ok) {
          this.withdrawn = result.value;
          this.status = 'success';
        } else {
          this.failure = result.error;
          this.status = 'failed';
        }
      });
    } catch {
      runInAction(() => {
        this.failure = { kind: 'unavailable' };
        this.status = 'failed';
      });
    }
    await this.deps.session.reload();
  }

  edit(): void {
    this.status = 'editing';
    this.failure = null;
  }
}
