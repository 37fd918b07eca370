import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AccountGateway } from '../../../ports/account-gateway.port';
import type { FieldValidator } from '../registration/registration.view-model';
import { EMPTY_REGISTRATION } from '../../../core/domain/registration';
import type { RuleFailure } from '../../../core/domain/validation/rule';

/**
 * Forgot password and reset (spec/2 §7.1): asking for a link never tells whether the e-mail has
 * an account; the reset page checks its token first, then takes a new password.
 */
export class RecoveryViewModel {
  email = '';
  password = '';
  /** The new password's first failed rule (registration.form.ts) or the platform's code. */
  passwordProblem: RuleFailure | null = null;
  status: 'idle' | 'sending' | 'sent' | 'checking' | 'valid' | 'invalid' | 'saving' | 'done' | 'failed' = 'idle';

  constructor(
    private readonly accounts: AccountGateway,
    private readonly rules: FieldValidator,
  ) {
    makeAutoObservable<this, 'accounts' | 'rules'>(
      this,
      { accounts: false, rules: false, passwordProblem: observableRef },
      { autoBind: true },
    );
  }

  setEmail(value: string) {
    this.email = value;
  }
  /** A shown problem is re-checked while the player corrects it, so it clears before they move on. */
  setPassword(value: string) {
    this.password = value;
    if (this.passwordProblem) this.checkPassword();
  }

  get emailProblem(): RuleFailure | null {
    return this.rules('email', { ...EMPTY_REGISTRATION, email: this.email });
  }

  async requestLink(): Promise<void> {
    if (this.emailProblem) return;
    this.status = 'sending';
    try {
      await this.accounts.startRecovery(this.email.trim());
      runInAction(() => (this.status = 'sent'));
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  async checkToken(token: string | null): Promise<void> {
    this.status = 'checking';
    try {
      const valid = token ? await this.accounts.validateRecoveryToken(token) : false;
      runInAction(() => (this.status = valid ? 'valid' : 'invalid'));
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  checkPassword(): boolean {
    this.passwordProblem = this.rules('password', { ...EMPTY_REGISTRATION, password: this.password });
    return !this.passwordProblem;
  }

  async reset(token: string): Promise<void> {
    if (!this.checkPassword()) return;
    this.status = 'saving';
    try {
      const result = await this.accounts.resetPassword(token, this.password);
      runInAction(() => {
        if (result.ok) this.status = 'done';
        else if (result.error.globalErrors.includes('invalid_token')) this.status = 'invalid';
        else {
          this.passwordProblem = { rule: result.error.attributeErrors.password?.[0] ?? 'invalid' };
          this.status = 'valid';
        }
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }
}
