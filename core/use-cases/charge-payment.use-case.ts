import { err, ok, type Result } from '../shared/result';
import type { Money } from '../domain/money';
import type {
  ChargeOutcome,
  DeclineReason,
  EncryptedCard,
  CardInput,
  MonetaryTransaction,
  PaymentChoice,
} from '../domain/payment';
import type { PaymentMethod } from '../domain/player';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { CardEncryption } from '../../ports/card-encryption.port';
import type { ChargeError, PaymentGateway } from '../../ports/payment-gateway.port';
import type { PendingPayment, PendingPaymentStore } from '../../ports/pending-payment-store.port';

export interface ChargeRequest {
  readonly choice: PaymentChoice;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly transaction: MonetaryTransaction;
  /** Same-origin paths the bank's 3-D Secure page and PayPal send the player back to. */
  readonly returnUrls: { readonly card: string; readonly paypal: string };
  /** What the charge pays for; a return finishes it only for the same purpose. */
  readonly purpose: string;
}

/** Paid at once, or the player first approves somewhere else (3-D Secure, PayPal). */
export type ChargeStep = { kind: 'paid'; paymentTransactionId: string } | { kind: 'redirect'; url: string };

export type ChargeFailure =
  | { kind: 'payment_declined'; reason: DeclineReason }
  | { kind: 'payment_refused'; code: string }
  | { kind: 'payment_method_missing' }
  | { kind: 'unknown_payment_method' }
  | { kind: 'sepa_account_missing' }
  | { kind: 'card_unavailable' };

/** Back from the bank or PayPal, but the payment was for something else, or is gone. */
export type ResumeFailure = ChargeFailure | { kind: 'payment_expired' };

export interface ConfirmedCharge {
  readonly paymentTransactionId: string;
  readonly amount: Money;
}

/**
 * Charges the chosen method (spec/2 §7.2): a new card (encrypted first), the stored card, PayPal
 * or the stored SEPA account. Every successful charge is a deposit on the wallet. Checkout and
 * deposits share it; the pending payment of a 3-D Secure or PayPal round trip is kept here.
 */
export class ChargePaymentUseCase {
  constructor(
    private readonly payments: PaymentGateway,
    private readonly encryption: CardEncryption,
    private readonly browser: BrowserInfoSource,
    private readonly pending: PendingPaymentStore,
  ) {}

  async execute(request: ChargeRequest): Promise<Result<ChargeStep, ChargeFailure>> {
    const outcome = await this.charge(request);
    if (!('ok' in outcome)) return err(outcome);
    if (!outcome.ok) return err(chargeFailure(outcome.error));
    if (outcome.value.type === 'processed')
      return ok({ kind: 'paid', paymentTransactionId: outcome.value.paymentTransactionId });
    const { choice, transaction } = request;
    const method = choice.kind === 'method' && choice.label.includes('paypal') ? 'paypal' : 'card';
    this.awaitShopper({
      method,
      reference: outcome.value.reference ?? transaction.transactionId,
      transactionId: transaction.transactionId,
      purpose: request.purpose,
      amount: transaction.amount,
    });
    return ok({ kind: 'redirect', url: outcome.value.url });
  }

  /** Remembers a payment the player finishes elsewhere (also a card store's 3-D Secure). */
  awaitShopper(payment: PendingPayment): void {
    this.pending.save(payment);
  }

  /**
   * Back from 3-D Secure or PayPal: confirms the pending payment; it must be for `purpose`. It is
   * forgotten once the platform answered; after a fault it stays, so the confirmation can be retried.
   */
  async resume(purpose: string, redirectResult: string | null): Promise<Result<ConfirmedCharge, ResumeFailure>> {
    const pending = this.pending.load();
    if (!pending || pending.purpose !== purpose) {
      this.pending.clear();
      return err({ kind: 'payment_expired' });
    }
    const confirmed =
      pending.method === 'paypal'
        ? await this.payments.confirmPaypal(pending.reference)
        : await this.payments.confirmPendingPayment(pending.reference, redirectResult ?? '');
    this.pending.clear();
    if (!confirmed.ok) return err(chargeFailure(confirmed.error));
    return ok({ paymentTransactionId: confirmed.value, amount: pending.amount });
  }

  /** Card data leaves the browser only encrypted; null when the PSP's encryption is unavailable. */
  async encrypt(card: CardInput): Promise<EncryptedCard | null> {
    try {
      return await this.encryption.encrypt(card);
    } catch {
      return null;
    }
  }

  private async charge(request: ChargeRequest): Promise<Result<ChargeOutcome, ChargeError> | ChargeFailure> {
    const { choice, transaction, returnUrls } = request;
    const cardCharge = { browserInfo: this.browser.read(), transaction, returnUrl: returnUrls.card };
    if (choice.kind === 'new_card') {
      const card = await this.encrypt(choice.card);
      if (!card) return { kind: 'card_unavailable' };
      return this.payments.chargeCard(card, cardCharge);
    }
    const method = request.paymentMethods.find((m) => m.label === choice.label);
    if (!method) return { kind: 'unknown_payment_method' };
    switch (method.label) {
      case 'sepa_direct_debit': {
        if (method.stored?.type !== 'sepa_direct_debit') return { kind: 'sepa_account_missing' };
        const r = await this.payments.chargeSepa(transaction);
        return r.ok ? ok({ type: 'processed', paymentTransactionId: r.value }) : r;
      }
      case 'adyen_credit_card':
        if (!method.stored) return { kind: 'payment_method_missing' };
        return this.payments.chargeStoredCard(cardCharge);
      case 'paypal':
      case 'adyen_paypal':
        return this.payments.preparePaypal(transaction, returnUrls.paypal);
    }
  }
}

export const chargeFailure = (error: ChargeError): ChargeFailure =>
  error.kind === 'declined'
    ? { kind: 'payment_declined', reason: error.reason }
    : { kind: 'payment_refused', code: error.code };
