import type { BasketItem } from './basket';
import type { CoolingOff } from './oasis';

/** An order is the basket sent for validation or purchase; its id makes the purchase idempotent. */
export interface Order {
  readonly id: string;
  readonly lineItems: readonly BasketItem[];
  /** null: paid from the wallet. */
  readonly paymentTransactionId: string | null;
  readonly trackingParameters: Readonly<Record<string, string>> | null;
}

/** Why the platform refused an order, as the wire reports it (status + error codes). */
export interface OrderRejection {
  readonly kind: 'order_rejected';
  readonly status: number;
  readonly globalErrors: readonly string[];
  readonly attributeErrors: Readonly<Record<string, readonly string[]>>;
  /** `cooling_off`: when KENO may be bought, and why it waits. */
  readonly coolingOff?: CoolingOff | null;
}
