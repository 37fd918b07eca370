import type { AvailablePaymentMethodDto, StoredPaymentMethodDto } from '../../../adapters/http/wire/wallet.dto';

/**
 * What the fake PSP keeps inside the platform's JSON state (state.ts embeds these), so a
 * reload or a server restart continues a 3-D Secure challenge or a PayPal approval.
 */

export type PaymentMethodLabel = AvailablePaymentMethodDto['label'];

export type PspOperation = 'card_charge' | 'card_store' | 'stored_card_charge' | 'paypal_charge' | 'sepa_charge';

/** The shopper's decision on the PSP's own page (3-D Secure challenge or PayPal approval). */
export type ShopperDecision = 'approve' | 'fail' | 'cancel';

/**
 * A card as the fake PSP keeps it: brand, BIN (first six digits) and last four, never the full
 * number (PCI DSS allows no more unencrypted). BIN and last four still tell the test cards apart.
 */
export interface CardRecord {
  brand: string;
  bin: string;
  last_four: string;
  holder: string;
  expiry_month: number;
  expiry_year: number;
}

/**
 * One call of the PSP, keyed by the client's transaction_id (idempotency key). Replays return
 * the recorded outcome; another amount, method or player under the same id is a conflict.
 */
export interface PspAttemptRecord {
  transaction_id: string;
  player_id: string;
  operation: PspOperation;
  method: PaymentMethodLabel;
  kind: 'common' | 'games';
  /** Cents; 0 for storing a card. */
  amount_cents: number;
  currency: string;
  status: 'awaiting_shopper' | 'processed' | 'declined';
  /** Global error code of a declined attempt (a DeclineReason or a platform refusal). */
  error_code: string | null;
  payment_transaction_id: string | null;
  /** Set while the shopper must act on the PSP's page. */
  shopper: {
    /** PayPal order id, or the 3-D Secure session's transaction id. */
    reference: string;
    redirect_url: string;
    return_url: string;
    decision: ShopperDecision | null;
    /** 3-D Secure only: the token the challenge page hands back to the shop. */
    redirect_result: string | null;
    /**
     * PayPal only: the name on the PayPal account that approved. Absent or null: the player's own
     * account (the fake PayPal page names another payer only when asked to, to provoke a refusal).
     */
    payer_name?: string | null;
  } | null;
  /** Kept while a 3-D Secure challenge runs: a store vaults it, a charge shows its masked data. */
  card: CardRecord | null;
  created_at: string;
}

/** An authorised payment (spec/2 §3 "Payment transaction info"); orders may refer to a deposit once. */
export interface PaymentTransactionRecord {
  id: string;
  transaction_id: string;
  player_id: string;
  kind: 'common' | 'games';
  amount_cents: number;
  method: PaymentMethodLabel;
  psp_reference: string;
  status: 'authorised';
  /** A card store authorises nothing to spend: it can never pay an order. */
  purpose: 'deposit' | 'card_verification';
  used: boolean;
  used_by_order_id: string | null;
  created_at: string;
  /** The method as GET /my/payment_transactions shows it (masked), taken when authorised; older records derive it. */
  method_details?: StoredPaymentMethodDto;
}

export interface StoredCardRecord extends CardRecord {
  id: string;
  brand: string;
  active: boolean;
}

export interface StoredPaypalRecord {
  id: string;
  paypal_email: string;
  payer_residence_country: string | null;
  active: boolean;
}
