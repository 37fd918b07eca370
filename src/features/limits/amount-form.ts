import { makeAutoObservable, observableRef } from 'mobx';
import { parseEuros, type Money } from '../../../core/domain/money';
import { validateValue, type Rule, type RuleFailure } from '../../../core/domain/validation/rule';
import { required } from '../../../core/domain/validation/text-rules';
import { double } from '../../../core/domain/validation/number-rules';
import { maxFractionalValue, minFractionalValue } from '../../../core/domain/validation/money-rules';

/**
 * One euro amount field ("50" or "50,00" → cents): required, at most two decimals, within the
 * bounds; the messages show the bounds in German money format. Checked on blur and on submit,
 * re-checked while a shown error is being corrected (spec/1 §5).
 */
export class AmountForm {
  text = '';
  error: RuleFailure | null = null;
  /** Platform code for the field (e.g. too_high) when the server refused it. */
  serverError: string | null = null;

  constructor(private readonly bounds: () => { min: Money | null; max: Money | null }) {
    makeAutoObservable<this, 'bounds'>(this, { bounds: false, error: observableRef }, { autoBind: true });
  }

  private get rules(): readonly Rule[] {
    const { min, max } = this.bounds();
    return [required, double({ separator: 'both', decimals: 2 }), minFractionalValue(min), maxFractionalValue(max)];
  }

  set(text: string): void {
    this.text = text;
    this.serverError = null;
    if (this.error) this.check();
  }

  check(): boolean {
    this.error = validateValue(this.text.trim(), this.rules);
    return this.error === null;
  }

  /** The amount when valid, else null with the error shown. */
  value(): Money | null {
    if (!this.check()) return null;
    return parseEuros(this.text.trim());
  }

  reset(text = ''): void {
    this.text = text;
    this.error = null;
    this.serverError = null;
  }
}
