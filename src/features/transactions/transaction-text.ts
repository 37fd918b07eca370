import { formatMoney } from '../../../core/domain/money';
import type { StoredPaymentMethod } from '../../../core/domain/player';
import { signedCents, type Voucher } from '../../../core/domain/voucher';
import { addTranslations, t } from '../../i18n/i18n';
import strings from './transactions.de.json';

// The page's strings load with its chunk (like the developer pages), not with every page.
addTranslations({ transactions: strings });

/** German name of a booking: one per voucherable kind, reversals and automatic payouts more precisely. */
export function voucherTitle(voucher: Voucher): string {
  const v = voucher.voucherable;
  if (v.kind === 'reversal') return t(`transactions.type.reversal_${v.reversalType}`);
  if (v.kind === 'withdrawal' && v.automatic) return t('transactions.type.withdrawalAutomatic');
  return t(`transactions.type.${v.kind}`);
}

const MINUS = '\u2212';

/** "+ 50,00 €" / "− 12,50 €": the sign carries the direction, so colour is never the only cue. */
export function signedAmount(voucher: Voucher): string {
  const cents = signedCents(voucher);
  const text = formatMoney({ fractional: Math.abs(cents), currency: voucher.amount.currency });
  return `${cents < 0 ? MINUS : '+'}\u00a0${text}`;
}

/** Balances may be below zero after a chargeback; formatMoney writes the minus then. */
export const formatBalance = formatMoney;

export function paymentMethodName(label: string): string {
  const key = `transactions.method.${label}`;
  const text = t(key);
  return text === key ? label : text;
}

/** The masked instrument of a payment: "Visa •••• 1111, gültig bis 03/2030", a masked IBAN, a PayPal address. */
export function instrumentText(method: StoredPaymentMethod): string {
  switch (method.type) {
    case 'adyen_credit_card':
      if (!method.lastDigits) return t('transactions.instrument.cardUnknown');
      return t('transactions.instrument.card', {
        brand: t(`transactions.brand.${['visa', 'mc', 'amex'].includes(method.brand) ? method.brand : 'unknown'}`),
        digits: method.lastDigits,
        month: method.expiryMonth,
        year: method.expiryYear,
      });
    case 'sepa_direct_debit':
      if (!method.accountHolder) return method.maskedIban || paymentMethodName(method.type);
      return t('transactions.instrument.sepa', { iban: method.maskedIban, holder: method.accountHolder });
    case 'paypal':
    case 'adyen_paypal':
      return t('transactions.instrument.paypal', { email: method.paypalEmail });
  }
}
