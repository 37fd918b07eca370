import { makeAutoObservable } from 'mobx';
import { defaultPaymentLabel, isLuhnValid, type CardInput, type PaymentChoice } from '../../../core/domain/payment';
import type { PaymentMethod, PaymentMethodLabel } from '../../../core/domain/player';

export type PaymentOptionValue = PaymentMethodLabel | 'new_card';

export interface PaymentOption {
  readonly value: PaymentOptionValue;
  readonly method: PaymentMethod | null;
}

const EMPTY_CARD: CardInput = { holder: '', number: '', expiryMonth: '', expiryYear: '', securityCode: '' };

/** Which method pays the rest, and the new-card form. Resets to the default when the methods change (e.g. logout). */
export class PaymentSelection {
  selected: PaymentOptionValue | null = null;
  card: CardInput = EMPTY_CARD;
  /** Card fields the player has left (or tried to buy with): only their problems are shown. */
  touched: ReadonlySet<keyof CardInput> = new Set();
  private methods: readonly PaymentMethod[] = [];

  constructor() {
    makeAutoObservable<this, 'methods'>(this, { methods: false }, { autoBind: true });
  }

  /** New list of methods (login, logout, reload): keep the choice if still offered, else the default. */
  setMethods(methods: readonly PaymentMethod[]): void {
    this.methods = methods;
    if (!this.selected || !this.options.some((o) => o.value === this.selected)) {
      const label = defaultPaymentLabel(methods);
      const stored = methods.find((m) => m.label === label);
      this.selected = label === 'adyen_credit_card' && !stored?.stored ? 'new_card' : label;
    }
    if (methods.length === 0) {
      this.card = EMPTY_CARD;
      this.touched = new Set();
    }
  }

  /** Selecting one not in the list is an error (spec/1 §5). */
  select(value: PaymentOptionValue): void {
    if (!this.options.some((o) => o.value === value)) throw new Error(`Payment method ${value} is not available`);
    this.selected = value;
  }

  setCard(field: keyof CardInput, value: string): void {
    this.card = { ...this.card, [field]: value };
  }

  touch(field: keyof CardInput): void {
    this.touched = new Set([...this.touched, field]);
  }

  /** The problem to show: only for a touched field. */
  get visibleCardProblem(): { field: keyof CardInput; rule: string } | null {
    const problem = this.cardProblem;
    return problem && this.touched.has(problem.field) ? problem : null;
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
  get cardProblem(): { field: keyof CardInput; rule: string } | null {
    if (this.selected !== 'new_card') return null;
    const c = this.card;
    if (!c.holder.trim()) return { field: 'holder', rule: 'required' };
    if (!isLuhnValid(c.number)) return { field: 'number', rule: 'cardNumber' };
    if (!/^(0?[1-9]|1[0-2])$/.test(c.expiryMonth.trim())) return { field: 'expiryMonth', rule: 'month' };
    if (!/^\d{2}(\d{2})?$/.test(c.expiryYear.trim())) return { field: 'expiryYear', rule: 'year' };
    if (!/^\d{3,4}$/.test(c.securityCode.trim())) return { field: 'securityCode', rule: 'securityCode' };
    return null;
  }

  get choice(): PaymentChoice | null {
    if (!this.selected) return null;
    return this.selected === 'new_card' ? { kind: 'new_card', card: this.card, store: false } : { kind: 'method', label: this.selected };
  }

  /** SEPA pays only with a stored account (spec/1 §5). */
  get sepaWithoutAccount(): boolean {
    return this.selected === 'sepa_direct_debit' && this.methods.find((m) => m.label === 'sepa_direct_debit')?.stored?.type !== 'sepa_direct_debit';
  }
}
