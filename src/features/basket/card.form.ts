import type { CardInput } from '../../../core/domain/payment';
import { IsCardNumber, IsExpiryMonth, IsExpiryYear, IsRequired, IsSecurityCode } from '../../forms/rule-decorators';
import { validateForm } from '../../forms/validate-form';

export type CardField = keyof CardInput;
export interface CardProblem {
  readonly field: CardField;
  /** Rule name for the i18n lookup `validations.card.{field}.{rule}`. */
  readonly rule: string;
}

/** A new card's fields with their rules (core/domain/validation/card-rules.ts), in the form's order. */
class CardFields implements CardInput {
  @IsRequired()
  holder = '';

  @IsCardNumber()
  number = '';

  @IsExpiryMonth()
  expiryMonth = '';

  @IsExpiryYear()
  expiryYear = '';

  @IsSecurityCode()
  securityCode = '';
}

const ORDER = ['holder', 'number', 'expiryMonth', 'expiryYear', 'securityCode'] as const;

/** The first field (in the form's order) whose rule fails, with the rule's name; null when the card can be sent. */
export function cardProblem(card: CardInput): CardProblem | null {
  const errors = validateForm(Object.assign(new CardFields(), card));
  for (const field of ORDER) {
    const failed = errors[field];
    if (failed) return { field, rule: failed.rule };
  }
  return null;
}
