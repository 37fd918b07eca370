import type { Result } from '../core/shared/result';
import type {
  BrowserInfo,
  ChargeOutcome,
  DeclineReason,
  EncryptedCard,
  MonetaryTransaction,
} from '../core/domain/payment';
import type { GamblingPermission } from '../core/domain/player';

export type ChargeError = { kind: 'declined'; reason: DeclineReason } | { kind: 'charge_refused'; code: string };

/** The platform refused a payout (withdrawals_not_allowed, sepa_account_missing, insufficient_payoutable_balance, …). */
export type WithdrawalError = { kind: 'withdrawal_refused'; code: string };

/** A card to vault: a zero-amount check, with 3-D Secure like a charge. */
export interface CardStore {
  readonly browserInfo: BrowserInfo;
  readonly transactionId: string;
  readonly returnUrl: string;
}

export interface CardCharge {
  readonly browserInfo: BrowserInfo;
  readonly transaction: MonetaryTransaction;
  /** Same-origin path to come back to after 3-D Secure. */
  readonly returnUrl: string;
}

/** PSP-backed charges of the wallet API (spec/2 §7.2). A decline is an answer; faults throw. */
export interface PaymentGateway {
  chargeStoredCard(charge: CardCharge): Promise<Result<ChargeOutcome, ChargeError>>;
  chargeCard(card: EncryptedCard, charge: CardCharge): Promise<Result<ChargeOutcome, ChargeError>>;
  confirmPendingPayment(transactionId: string, redirectResult: string): Promise<Result<string, ChargeError>>;
  preparePaypal(transaction: MonetaryTransaction, returnUrl: string): Promise<Result<ChargeOutcome, ChargeError>>;
  confirmPaypal(orderId: string): Promise<Result<string, ChargeError>>;
  chargeSepa(transaction: MonetaryTransaction): Promise<Result<string, ChargeError>>;
  /** POST /my/credit_cards/store: the card becomes the player's stored card (after 3-D Secure, if asked). */
  storeCard(card: EncryptedCard, store: CardStore): Promise<Result<ChargeOutcome, ChargeError>>;
  /** POST /my/withdrawal: payoutable money to the stored SEPA account. */
  withdraw(transaction: MonetaryTransaction): Promise<Result<void, WithdrawalError>>;
  /** DELETE /my/credit_cards/{stored_credit_card_id}. */
  deleteStoredCard(storedCardId: string): Promise<void>;
  /** DELETE /my/adyen_paypal/{stored_adyen_paypal_id} (spec/2 §7.2 lists the two PayPal deletions as separate calls). */
  deleteAdyenPaypal(storedAdyenPaypalId: string): Promise<void>;
  /** DELETE /my/adyen_paypal/{stored_paypal_id}. */
  deletePaypal(storedPaypalId: string): Promise<void>;
  /** null when the player has none (404) or the check failed. */
  gamblingPermission(): Promise<GamblingPermission | null>;
}
