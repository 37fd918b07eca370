import { makeAutoObservable, observableRef } from 'mobx';
import { defaultPaymentLabel, type CardInput, type PaymentChoice } from '../../../core/domain/payment';
import type { PaymentMethod, PaymentMethodLabel } from '../../../core/domain/player';
import { CardForm, type CardProblem } from './card-form';

export type PaymentOptionValue = PaymentMethodLabel | 'new_card';

export interface PaymentOption {
  readonly value: PaymentOptionValue;
  readonly method: PaymentMethod | null;
}

/** Which method pays the rest, and the new-card form. Resets to the default when the methods change (e.g. logout). */
export class PaymentSelection {
  selected: PaymentOptionValue | null = null;
  readonly cardForm = new CardForm();
  private methods: readonly PaymentMethod[] = [];

  constructor() {
    // methods observable (by reference): `options` is computed from it and must follow a new list.
    makeAutoObservable<this, 'methods'>(this, { methods: observableRef, cardForm: false }, { autoBind: true });
  }

  get card(): CardInput {
    return this.cardForm.card;
  }

  /** New list of methods (login, logout, reload): keep the choice if still offered, else the default. */
  setMethods(methods: readonly PaymentMethod[]): void {
    this.methods = methods;
    if (!this.selected || !this.options.some((o) => o.value === this.selected)) {
      const label = defaultPaymentLabel(methods);
      const stored = methods.find((m) => m.label === label);
      this.selected = label === 'adyen_credit_card' && !stored?.stored ? 'new_card' : label;
    }
    if (methods.length === 0) this.cardForm.clear();
  }

  /** Selecting one not in the list is an error (spec/1 §5). */
  select(value: PaymentOptionValue): void {
    if (!this.options.some((o) => o.value === value)) throw new Error(`Payment method ${value} is not available`);
    this.selected = value;
  }

  setCard(field: keyof CardInput, value: string): void {
    this.cardForm.set(field, value);
  }

  touch(field: keyof CardInput): void {
    this.cardForm.touch(field);
  }

  /** The problem to show: only for a touched field. */
  get visibleCardProblem(): CardProblem | null {
    return this.selected === 'new_card' ? this.cardForm.visibleProblem : null;
  }

  get options(): PaymentOption[] {
    const options: PaymentOption[] = [];
    for (const method of this.methods) {
      if (method.label === 'adyen_credit_card') {
        if (method.stored) options.push({ value: 'adyen_credit_card', method });
        options.push({ value: 'new_card', method: null });
      } else options.push({ value: method.label, method });
    }
    return options;
  }

  /** First problem of the new-card form, as a rule name for the i18n lookup; null when fine. */
  get cardProblem(): CardProblem | null {
    return this.selected === 'new_card' ? this.cardForm.problem : null;
  }

  get choice(): PaymentChoice | null {
    if (!this.selected) return null;
    return this.selected === 'new_card'
      ? { kind: 'new_card', card: this.card, store: false }
      : { kind: 'method', label: this.selected };
  }

  /** SEPA pays only with a stored account (spec/1 §5). */
  get sepaWithoutAccount(): boolean {
    return (
      this.selected === 'sepa_direct_debit' &&
      this.methods.find((m) => m.label === 'sepa_direct_debit')?.stored?.type !== 'sepa_direct_debit'
    );
  }
}
