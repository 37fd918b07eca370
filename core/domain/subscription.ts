import type { ProductDefinition } from './lottery';
import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PaymentMethodLabel } from './player';
import type { Subscription } from './ticket';

/**
 * The payment method a Dauerschein renews with: the player's default one, else their only
 * method, else SEPA direct debit (the usual way subscriptions are paid when nothing is known yet).
 */
export function subscriptionPaymentLabel(methods: readonly PaymentMethod[]): PaymentMethodLabel {
  return (
    (methods.find((m) => m.default) ?? (methods.length === 1 ? methods[0] : undefined))?.label ?? 'sepa_direct_debit'
  );
}

export const isPaymentMethodLabel = (value: string): value is PaymentMethodLabel =>
  (PAYMENT_METHOD_LABELS as readonly string[]).includes(value);

/** A subscription of the product's own type (weekly; KENO daily), or null when the product sells none. */
export function subscriptionFor(definition: ProductDefinition, label: PaymentMethodLabel): Subscription | null {
  const subscriptionType = definition.subscriptionTypes[0];
  return subscriptionType ? { paymentMethodLabel: label, subscriptionType } : null;
}
