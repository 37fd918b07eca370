import { makeAutoObservable, observableRef } from 'mobx';
import { parseEuros, type Money } from '../../../core/domain/money';
import type { RuleFailure } from '../../../core/domain/validation/rule';
import { IsDouble, IsRequired, MaxFractionalValue, MinFractionalValue } from '../../forms/rule-decorators';
import { validateForm } from '../../forms/validate-form';

type Bounds = { min: Money | null; max: Money | null };

/** The amount with its rules; the bounds are the limits as loaded when it is checked. */
class LimitAmountForm {
  @MaxFractionalValue((form: LimitAmountForm) => form.bounds.max)
  @MinFractionalValue((form: LimitAmountForm) => form.bounds.min)
  @IsDouble({ separator: 'both', decimals: 2 })
  @IsRequired()
  readonly amount: string;

  constructor(
    amount: string,
    readonly bounds: Bounds,
  ) {
    this.amount = amount;
  }
}

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

  constructor(private readonly bounds: () => Bounds) {
    makeAutoObservable<this, 'bounds'>(this, { bounds: false, error: observableRef }, { autoBind: true });
  }

  set(text: string): void {
    this.text = text;
    this.serverError = null;
    if (this.error) this.check();
  }

  check(): boolean {
    this.error = validateForm(new LimitAmountForm(this.text.trim(), this.bounds())).amount ?? null;
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
