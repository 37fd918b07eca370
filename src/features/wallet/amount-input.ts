import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { parseEuros, type Money } from '../../../core/domain/money';
import type { RuleFailure } from '../../../core/domain/validation/rule';
import { lazyRules } from '../../forms/lazy-rules';
import type { AmountBounds } from './amount.form';

type CheckAmount = (text: string, bounds: AmountBounds) => RuleFailure | null;

/**
 * The amount's rules are a class-validator form (amount.form.ts, the one validation path); that
 * layer loads with the deposit and payout dialogs, not with every page that offers them.
 */
const rules = lazyRules<CheckAmount>(() => import('./amount.form').then((m) => m.amountFailure));

/** Until the rules are there, nothing is sent and no problem is shown. */
const CHECKING: RuleFailure = Object.freeze({ rule: 'checking' });

/** "20" for whole euros, "20,50" otherwise: how a preset fills the field (integers only). */
export const amountText = (amount: Money): string => {
  const euros = Math.trunc(amount.fractional / 100);
  const cents = amount.fractional % 100;
  return cents === 0 ? String(euros) : `${euros},${String(cents).padStart(2, '0')}`;
};

/**
 * An amount typed in German ("25", "25,50", "1.000") or picked from presets, parsed to cents
 * without float arithmetic and checked against bounds that may move (payoutable balance).
 */
export class AmountInput {
  text: string;
  /** Problems show once the player left the field or tried to submit. */
  touched = false;
  private check: CheckAmount | null = rules.loaded();

  constructor(
    private readonly bounds: () => AmountBounds,
    initial: Money | null = null,
  ) {
    this.text = initial ? amountText(initial) : '';
    makeAutoObservable<this, 'bounds' | 'check'>(this, { bounds: false, check: observableRef }, { autoBind: true });
  }

  /** Loads the rules (the amount field calls it when it appears); resolves once the amount can be checked. */
  async ready(): Promise<void> {
    if (this.check) return;
    const check = await rules.load();
    runInAction(() => (this.check = check));
  }

  set(text: string): void {
    this.text = text;
  }

  choose(preset: Money): void {
    this.text = amountText(preset);
    this.touched = true;
  }

  touch(): void {
    this.touched = true;
  }

  isChosen(preset: Money): boolean {
    return this.amount?.fractional === preset.fractional;
  }

  /** The amount in cents, or null when the text is none. */
  get amount(): Money | null {
    return this.text.trim() === '' ? null : parseEuros(this.text);
  }

  /** The first failing rule (rule names of core/domain/validation, for validations.{scope}_amount.{rule}). */
  get problem(): RuleFailure | null {
    return this.check ? this.check(this.text, this.bounds()) : CHECKING;
  }

  get visibleProblem(): RuleFailure | null {
    const problem = this.problem;
    return this.touched && problem !== CHECKING ? problem : null;
  }
}
