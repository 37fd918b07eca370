import { makeAutoObservable, observableRef } from 'mobx';
import { isLuhnValid, type CardInput } from '../../../core/domain/payment';

export type CardField = keyof CardInput;
export interface CardProblem {
  readonly field: CardField;
  /** Rule name for the i18n lookup `validations.card.{field}.{rule}`. */
  readonly rule: string;
}

const EMPTY_CARD: CardInput = { holder: '', number: '', expiryMonth: '', expiryYear: '', securityCode: '' };

/** The new-card fields (checkout, deposits, payment data): checked field by field before anything is sent. */
export class CardForm {
  card: CardInput = EMPTY_CARD;
  /** Fields the player has left (or tried to pay with): only their problems are shown. */
  touched: ReadonlySet<CardField> = new Set();

  constructor() {
    makeAutoObservable(this, { card: observableRef, touched: observableRef }, { autoBind: true });
  }

  set(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
  }

  touch(field: CardField): void {
    this.touched = new Set([...this.touched, field]);
  }

  /** Trying to pay shows the first problem, even in a field not yet left. */
  touchProblem(): void {
    if (this.problem) this.touch(this.problem.field);
  }

  clear(): void {
    this.card = EMPTY_CARD;
    this.touched = new Set();
  }

  /** First problem, or null when the card can be sent. */
  get problem(): CardProblem | null {
    const c = this.card;
    if (!c.holder.trim()) return { field: 'holder', rule: 'required' };
    if (!isLuhnValid(c.number)) return { field: 'number', rule: 'cardNumber' };
    if (!/^(0?[1-9]|1[0-2])$/.test(c.expiryMonth.trim())) return { field: 'expiryMonth', rule: 'month' };
    if (!/^\d{2}(\d{2})?$/.test(c.expiryYear.trim())) return { field: 'expiryYear', rule: 'year' };
    if (!/^\d{3,4}$/.test(c.securityCode.trim())) return { field: 'securityCode', rule: 'securityCode' };
    return null;
  }

  get visibleProblem(): CardProblem | null {
    const problem = this.problem;
    return problem && this.touched.has(problem.field) ? problem : null;
  }
}
