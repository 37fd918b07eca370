import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SessionViewModel } from './session.view-model';
import type { LoginErrors, LoginField as Field } from './login.form';

// The form layer (class-validator) is heavy: it loads with the first validation, not with the home page.
const loadRules = () => import('./login.form').then((m) => m.validateLoginForm);

/** The login modal: validated on blur and change (not on every keystroke), first error per field. */
export class LoginViewModel {
  username = '';
  password = '';
  longLastingSession = false;
  /** First failed rule per field; the view asks fieldMessage for its German text. */
  fieldErrors: LoginErrors = {};
  /** Error kind of the last failed attempt (i18n key errors.login.{kind}). */
  failure: string | null = null;
  submitting = false;

  constructor(private readonly session: SessionViewModel) {
    makeAutoObservable<this, 'session'>(this, { session: false, fieldErrors: observableRef }, { autoBind: true });
  }

  setUsername(value: string) {
    this.username = value;
  }
  setPassword(value: string) {
    this.password = value;
  }
  setLongLastingSession(value: boolean) {
    this.longLastingSession = value;
  }

  /** Runs on blur and on change. */
  async validateField(field: Field): Promise<boolean> {
    const error = (await this.errors())[field];
    runInAction(() => {
      if (error) this.fieldErrors = { ...this.fieldErrors, [field]: error };
      else {
        const { [field]: _, ...rest } = this.fieldErrors;
        this.fieldErrors = rest;
      }
    });
    return !error;
  }

  /** true when logged in. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.failure = null;
    this.submitting = true;
    const errors = await this.errors();
    runInAction(() => (this.fieldErrors = errors));
    if (Object.keys(errors).length > 0) {
      runInAction(() => (this.submitting = false));
      return false;
    }
    try {
      const result = await this.session.login({
        username: this.username,
        password: this.password,
        longLastingSession: this.longLastingSession,
      });
      runInAction(() => {
        if (!result.ok) {
          this.failure = result.error.kind;
          this.password = '';
        }
      });
      return result.ok;
    } catch {
      runInAction(() => (this.failure = 'unavailable'));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private async errors(): Promise<LoginErrors> {
    const validate = await loadRules();
    return validate({ username: this.username.trim(), password: this.password });
  }
}
