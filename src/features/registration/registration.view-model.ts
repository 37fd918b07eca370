import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  EMPTY_REGISTRATION,
  nextStep,
  previousStep,
  REGISTRATION_STEPS,
  STEP_FIELDS,
  type RegistrationData,
  type RegistrationStep,
  type TerminalStep,
} from '../../../core/domain/registration';
import type { RuleFailure } from '../../../core/domain/validation/rule';
import type { RegisterPlayerUseCase } from '../../../core/use-cases/register-player.use-case';
import type { AccountGateway, ZipCodeSuggestion } from '../../../ports/account-gateway.port';
import type { DraftStore } from '../../../ports/draft-store.port';
import type { SessionViewModel } from '../session/session.view-model';

export type Field = keyof RegistrationData;
/** A field's first failed rule (registration.form.ts); the view turns it into German text. */
export type FieldValidator = (field: Field, data: RegistrationData) => RuleFailure | null;

interface Deps {
  register: RegisterPlayerUseCase;
  accounts: AccountGateway;
  drafts: DraftStore;
  session: SessionViewModel;
  validate: FieldValidator;
}

const DRAFT = 'registration';

/** Registration (spec/1 §2, §3): five steps, progress kept for the tab (never the password). */
export class RegistrationViewModel {
  data: RegistrationData = EMPTY_REGISTRATION;
  errors: Partial<Record<Field, RuleFailure>> = {};
  /** Server answer that belongs to no field (i18n key). */
  failure: string | null = null;
  submitting = false;
  zipSuggestions: readonly ZipCodeSuggestion[] = [];
  private zipQuery = '';

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'zipQuery'>(
      this,
      { deps: false, zipQuery: false, data: observableRef, errors: observableRef, zipSuggestions: observableRef },
      { autoBind: true },
    );
  }

  load(): void {
    const draft = this.deps.drafts.load(DRAFT);
    if (draft) this.data = { ...EMPTY_REGISTRATION, ...draft, password: '' };
  }

  set(field: Field, value: string): void {
    this.data = { ...this.data, [field]: value };
    const { password: _password, ...keep } = this.data;
    this.deps.drafts.save(DRAFT, keep);
    if (field === 'zipCode') void this.suggestCities(value);
    // A shown error is re-checked while the player corrects it (new errors still wait for blur).
    if (this.errors[field]) this.check(field);
  }

  /** On blur and on change (not on every key): the field's first failing rule, or none. */
  check(field: Field): boolean {
    const failure = this.deps.validate(field, this.data);
    const { [field]: _, ...rest } = this.errors;
    this.errors = failure ? { ...rest, [field]: failure } : rest;
    return !failure;
  }

  /** The first step whose fields are not all valid yet; the view sends deep links there. */
  get firstIncompleteStep(): RegistrationStep {
    return REGISTRATION_STEPS.find((s) => STEP_FIELDS[s].some((f) => this.deps.validate(f, this.data))) ?? 'password';
  }

  /** Validates the step; returns the step to go to next, 'done' after the last one, or null. */
  async continueFrom(step: RegistrationStep): Promise<RegistrationStep | TerminalStep | null> {
    const valid = STEP_FIELDS[step].map((f) => this.check(f)).every(Boolean);
    if (!valid) return null;
    const next = nextStep(step);
    return next ?? this.submit();
  }

  /**
   * Single-step mode: checks every field at once (each shows its own error) and registers when all
   * are valid. Answers the terminal step to go to, or the step whose field the platform refused
   * (too young, a field error), or null; on the one page both mean: stay, the errors are shown.
   */
  async submitAll(): Promise<RegistrationStep | TerminalStep | null> {
    const valid = REGISTRATION_STEPS.flatMap((s) => STEP_FIELDS[s])
      .map((f) => this.check(f))
      .every(Boolean);
    if (!valid) return null;
    return this.submit();
  }

  back(step: RegistrationStep): RegistrationStep | 'cancel' {
    return previousStep(step) ?? 'cancel';
  }

  chooseSuggestion(suggestion: ZipCodeSuggestion): void {
    this.set('zipCode', suggestion.zipCode);
    this.set('city', suggestion.city);
    this.zipSuggestions = [];
    this.check('zipCode');
    this.check('city');
  }

  /** Drops the draft (cancel). */
  discard(): void {
    this.deps.drafts.clear(DRAFT);
    this.data = EMPTY_REGISTRATION;
    this.errors = {};
  }

  private async submit(): Promise<TerminalStep | RegistrationStep | null> {
    this.submitting = true;
    this.failure = null;
    try {
      const result = await this.deps.register.execute({ data: this.data });
      if (result.ok) {
        this.deps.drafts.clear(DRAFT);
        await this.deps.session.adoptLogin();
        return result.value;
      }
      const error = result.error;
      return runInAction(() => {
        if (error.kind === 'too_young') {
          this.errors = { ...this.errors, dateOfBirth: { rule: 'too_young' } };
          return 'birthday' as const;
        }
        if (error.kind === 'invalid_date') {
          this.errors = { ...this.errors, dateOfBirth: { rule: 'validDate' } };
          return 'birthday' as const;
        }
        if (error.kind === 'rejected') {
          const fieldErrors: Partial<Record<Field, RuleFailure>> = {};
          for (const [field, codes] of Object.entries(error.fieldErrors)) {
            if (field in EMPTY_REGISTRATION && codes[0]) fieldErrors[field as Field] = { rule: codes[0] };
          }
          this.errors = { ...this.errors, ...fieldErrors };
          // Back to the first step with a field the platform refused; nothing typed is lost.
          const step = REGISTRATION_STEPS.find((s) => STEP_FIELDS[s].some((f) => fieldErrors[f]));
          if (step) return step;
          this.failure = 'registration.failed';
          return null;
        }
        return 'error' as const;
      });
    } catch {
      runInAction(() => (this.failure = 'registration.unavailable'));
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private async suggestCities(zip: string): Promise<void> {
    const query = zip.trim();
    this.zipQuery = query;
    if (!/^\d{2,5}$/.test(query)) {
      this.zipSuggestions = [];
      return;
    }
    try {
      const suggestions = await this.deps.accounts.zipCodes(query);
      if (this.zipQuery === query) runInAction(() => (this.zipSuggestions = suggestions.slice(0, 8)));
    } catch {
      runInAction(() => (this.zipSuggestions = []));
    }
  }
}
