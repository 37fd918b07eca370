import type { StoredPaymentMethodDto } from '../../../adapters/http/wire/wallet.dto';
import type { CardRecord, PaymentMethodLabel, PaymentTransactionRecord } from '../psp/psp-state';
import { brandOf } from '../psp/test-cards';
import type { PlayerRecord } from '../state';

/** "m***@tippwerk.de": a statement names the PayPal account without spelling it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The method of a payment as GET /my/payment_transactions shows it: masked data only (last four
 * card digits, masked IBAN, masked PayPal address). Taken when the payment is authorised, so a
 * method stored or deleted later does not change old statements.
 */
export function methodDetailsOf(
  record: PlayerRecord | undefined,
  method: PaymentMethodLabel,
  card: CardRecord | null,
): StoredPaymentMethodDto {
  switch (method) {
    case 'sepa_direct_debit': {
      const sepa = record?.sepa_account;
      return {
        type: method,
        account_holder: sepa?.account_holder ?? '',
        masked_iban: sepa?.masked_iban ?? '',
        editable: false,
      };
    }
    case 'paypal':
    case 'adyen_paypal': {
      const paypal = record?.stored_paypal;
      return {
        type: method,
        id: paypal?.id ?? '',
        active: paypal?.active ?? false,
        paypal_email: maskEmail(paypal?.paypal_email ?? record?.player.email ?? ''),
        paypal_payer_residence_country: paypal ? paypal.payer_residence_country : 'DE',
      };
    }
    case 'adyen_credit_card': {
      const used = card ?? record?.stored_card ?? null;
      const stored = record?.stored_card;
      return {
        type: method,
        id: stored && used && stored.pan === used.pan ? stored.id : '',
        account_holder: used?.holder ?? '',
        active: Boolean(stored && used && stored.pan === used.pan && stored.active),
        brand: used ? brandOf(used.pan) : 'unknown',
        expiry_month: used ? String(used.expiry_month).padStart(2, '0') : '',
        expiry_year: used ? String(used.expiry_year) : '',
        last_digits: used ? used.pan.slice(-4) : '',
      };
    }
  }
}

/** Records from before the snapshot existed (or seeded ones) derive it from the player's methods now. */
export const detailsOfPayment = (
  payment: PaymentTransactionRecord,
  record: PlayerRecord | undefined,
): StoredPaymentMethodDto => payment.method_details ?? methodDetailsOf(record, payment.method, null);
