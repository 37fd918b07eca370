import type { Money } from './money';
import type { PaymentMethod, PaymentMethodLabel } from './player';

/** What the player picked in checkout: a listed method, or a new card for the card method. */
export type PaymentChoice =
  | { readonly kind: 'method'; readonly label: PaymentMethodLabel }
  | { readonly kind: 'new_card'; readonly card: CardInput; readonly store: boolean };

/** Card fields as typed; they leave the browser only encrypted (CardEncryption port). */
export interface CardInput {
  readonly holder: string;
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly securityCode: string;
}

export interface EncryptedCard {
  readonly accountHolder: string;
  readonly encryptedCardNumber: string;
  readonly encryptedExpiryMonth: string;
  readonly encryptedExpiryYear: string;
  readonly encryptedSecurityCode: string;
}

export interface MonetaryTransaction {
  readonly transactionId: string;
  readonly amount: Money;
  readonly kind: 'common' | 'games';
}

export interface BrowserInfo {
  readonly colorDepth: number;
  readonly javaEnabled: boolean;
  readonly javaScriptEnabled: boolean;
  readonly language: string;
  readonly screenHeight: number;
  readonly screenWidth: number;
  readonly timeZoneOffsetInMinutes: number;
  readonly userAgent: string;
}

/** A charge is either done, or needs the player somewhere else first (3-D Secure, PayPal approval). */
export type ChargeOutcome =
  | { readonly type: 'processed'; readonly paymentTransactionId: string }
  | {
      readonly type: 'redirect';
      readonly url: string;
      /** PayPal's order id; cards use the transaction id. */ readonly reference?: string;
    };

export const DECLINE_REASONS = [
  'refused',
  'expired_card',
  'blocked_card',
  'invalid_card_number',
  'not_enough_balance',
  '3d_not_authenticated',
  'cancelled',
  'invalid_pin',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const isDeclineReason = (code: string | undefined): code is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(code ?? '');

/** The method the checkout starts with: the default one, else the first listed (spec/1 §4). */
export const defaultPaymentLabel = (methods: readonly PaymentMethod[]): PaymentMethodLabel | null =>
  (methods.find((m) => m.default) ?? methods[0])?.label ?? null;
