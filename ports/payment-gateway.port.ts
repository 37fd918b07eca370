import type { Result } from '../core/shared/result';
import type { BrowserInfo, ChargeOutcome, DeclineReason, EncryptedCard, MonetaryTransaction } from '../core/domain/payment';
import type { GamblingPermission } from '../core/domain/player';

export type ChargeError = { kind: 'declined'; reason: DeclineReason } | { kind: 'charge_refused'; code: string };

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
  /** null when the player has none (404) or the check failed. */
  gamblingPermission(): Promise<GamblingPermission | null>;
}
