/** A payment waiting for the player to come back from 3-D Secure or PayPal (survives the page change). */
export interface PendingPayment {
  readonly method: 'card' | 'paypal';
  /** transaction_id for cards, PayPal's order_id for PayPal. */
  readonly reference: string;
  readonly transactionId: string;
  /** The basket it pays for, so a changed basket is not bought with it. */
  readonly basketKey: string;
}

export interface PendingPaymentStore {
  load(): PendingPayment | null;
  save(payment: PendingPayment): void;
  clear(): void;
}
