import type { MoneyDto } from './common.dto';

/** Payment calls of the wallet API (spec/2 §3, §7.2). snake_case on the wire. */
export interface MonetaryTransactionDto {
  /** Client-generated UUID v4 per attempt: a retried request never books twice. */
  transaction_id: string;
  amount: MoneyDto;
  kind: 'common' | 'games';
}

export interface BrowserInfoDto {
  color_depth: number;
  java_enabled: boolean;
  java_script_enabled: boolean;
  language: string;
  screen_height: number;
  screen_width: number;
  time_zone_offset_in_minutes: number;
  user_agent: string;
}

/** Card fields as the PSP's client-side encryption returns them (the fake PSP: reversible). */
export interface CardDataDto {
  account_holder: string;
  encrypted_card_number: string;
  encrypted_expiry_month: string;
  encrypted_expiry_year: string;
  encrypted_security_code: string;
}

interface CardTransactionInputDto {
  browser_info: BrowserInfoDto;
  monetary_transaction: MonetaryTransactionDto;
  /** Same-origin path the 3-D Secure page returns to, e.g. "/warenkorb?payment_return=card". */
  return_url: string;
}

/** POST /my/credit_cards/charge */
export interface CardChargeRequestDto {
  card_data: CardDataDto;
  transaction_input: CardTransactionInputDto;
}

/** POST /my/credit_cards/store */
export interface CardStoreRequestDto {
  card_data: CardDataDto;
  store_transaction_input: { browser_info: BrowserInfoDto; transaction_id: string; return_url: string };
}

/** POST /my/credit_cards/charge_with_stored (charges the player's active stored card). */
export type StoredCardChargeRequestDto = CardTransactionInputDto;

/** Outcome of a card call: paid, or a 3-D Secure challenge first. */
export type ChargeOutcomeDto =
  | { type: 'payment_processed'; transaction_id: string; payment_transaction_id: string }
  | { type: 'secure_redirect'; action: { url: string; method: 'GET' }; result_code: 'RedirectShopper' };

/** POST /my/credit_cards/confirm_pending_payment */
export interface ConfirmPendingPaymentRequestDto {
  transaction_id: string;
  redirect_result: string;
}

export interface PaymentProcessedDto {
  transaction_id: string;
  payment_transaction_id: string;
}

/** POST /my/paypal/prepare_charge → order_id; approval_url is where the player approves (PayPal's "approve" link). */
export interface PaypalPreparedDto {
  order_id: string;
  approval_url: string;
}

/** GET /my/gambling_permission */
export interface GamblingPermissionDto {
  id: string;
  player_id: string;
  active: boolean;
  deactivated_at: string | null;
  last_activated_at: string | null;
}
