import { makeAutoObservable } from 'mobx';
import { parseEuros, type Money } from '../../../core/domain/money';
import { amountProblem } from '../../../core/domain/wallet-moves';

type AmountRule = 'required' | 'invalid' | 'amount_too_low' | 'amount_too_high';
export interface AmountFailure {
  readonly rule: AmountRule;
  readonly bound?: Money;
}

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

  constructor(
    private readonly bounds: () => { readonly min: Money; readonly max: Money },
    initial: Money | null = null,
  ) {
    this.text = initial ? amountText(initial) : '';
    makeAutoObservable<this, 'bounds'>(this, { bounds: false }, { autoBind: true });
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

  get problem(): AmountFailure | null {
    if (this.text.trim() === '') return { rule: 'required' };
    const amount = this.amount;
    if (!amount) return { rule: 'invalid' };
    const outOfBounds = amountProblem(amount, this.bounds());
    return outOfBounds && { rule: outOfBounds.kind, bound: outOfBounds.bound };
  }

  get visibleProblem(): AmountFailure | null {
    return this.touched ? this.problem : null;
  }
}
