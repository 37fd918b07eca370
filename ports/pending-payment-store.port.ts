import type { Money } from '../core/domain/money';

/** A payment waiting for the player to come back from 3-D Secure or PayPal (survives the page change). */
export interface PendingPayment {
  readonly method: 'card' | 'paypal';
  /** transaction_id for cards, PayPal's order_id for PayPal. */
  readonly reference: string;
  readonly transactionId: string;
  /**
   * What the payment is for (the basket it pays, a deposit, a card to store): a payment is only
   * ever finished for the same purpose, so a changed basket is not bought with it.
   */
  readonly purpose: string;
  /** What was charged (0 for a card store); shown again after the return. */
  readonly amount: Money;
}

export interface PendingPaymentStore {
  load(): PendingPayment | null;
  save(payment: PendingPayment): void;
  clear(): void;
}
