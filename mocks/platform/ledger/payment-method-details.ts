import type { StoredPaymentMethodDto } from '../../../adapters/http/wire/wallet.dto';
import type { CardRecord, PaymentMethodLabel, PaymentTransactionRecord } from '../psp/psp-state';
import type { PlayerRecord } from '../state';

/** Without the full number, BIN, last four and expiry tell whether a charged card is the stored one. */
const sameCard = (a: CardRecord, b: CardRecord) =>
  a.bin === b.bin &&
  a.last_four === b.last_four &&
  a.expiry_month === b.expiry_month &&
  a.expiry_year === b.expiry_year;

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
      const same = Boolean(stored && used && sameCard(stored, used));
      return {
        type: method,
        id: same && stored ? stored.id : '',
        account_holder: used?.holder ?? '',
        active: Boolean(same && stored?.active),
        brand: used ? used.brand : 'unknown',
        expiry_month: used ? String(used.expiry_month).padStart(2, '0') : '',
        expiry_year: used ? String(used.expiry_year) : '',
        last_digits: used ? used.last_four : '',
      };
    }
  }
}

/** Records from before the snapshot existed (or seeded ones) derive it from the player's methods now. */
export const detailsOfPayment = (
  payment: PaymentTransactionRecord,
  record: PlayerRecord | undefined,
): StoredPaymentMethodDto => payment.method_details ?? methodDetailsOf(record, payment.method, null);
