import type { Money } from '../../../core/domain/money';
import type { RuleFailure } from '../../../core/domain/validation/rule';
import { IsEuroAmount, IsRequired, MaxFractionalValue, MinFractionalValue } from '../../forms/rule-decorators';
import { validateForm } from '../../forms/validate-form';

export interface AmountBounds {
  readonly min: Money;
  readonly max: Money;
}

/** A deposit or payout amount: required, a euro amount, within the bounds as they are when it is checked. */
class WalletAmountForm {
  @MaxFractionalValue((form: WalletAmountForm) => form.bounds.max)
  @MinFractionalValue((form: WalletAmountForm) => form.bounds.min)
  @IsEuroAmount()
  @IsRequired()
  readonly amount: string;

  constructor(
    amount: string,
    readonly bounds: AmountBounds,
  ) {
    this.amount = amount;
  }
}

/** The amount's first failing rule (with the bound in German euros for the message), or null. */
export const amountFailure = (text: string, bounds: AmountBounds): RuleFailure | null =>
  validateForm(new WalletAmountForm(text, bounds)).amount ?? null;
