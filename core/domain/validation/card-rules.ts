import { failure, textOf, type Rule } from './rule';

/** Luhn check: catches typos before anything is sent. */
export function isLuhnValid(digits: string): boolean {
  const clean = digits.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(clean)) return false;
  let sum = 0;
  for (let i = 0; i < clean.length; i++) {
    let d = Number(clean[clean.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A new card's fields (spec/1 §5: what the PSP accepts). Unlike the text rules these judge an
 * empty field too: a card without a number or an expiry cannot be sent, and the field's own
 * message says what is missing.
 */
function cardRule(name: 'cardNumber' | 'month' | 'year' | 'securityCode', test: (text: string) => boolean): Rule {
  const failed = failure(name);
  return (value) => {
    const text = textOf(value);
    return text !== null && test(text.trim()) ? true : failed;
  };
}

/** 12 to 19 digits (spaces allowed between them) with a valid Luhn check digit. */
export const cardNumber = cardRule('cardNumber', isLuhnValid);
/** The expiry month: 1–12, with or without a leading zero. */
export const expiryMonth = cardRule('month', (text) => /^(0?[1-9]|1[0-2])$/.test(text));
/** The expiry year: two or four digits. */
export const expiryYear = cardRule('year', (text) => /^\d{2}(\d{2})?$/.test(text));
/** The card security code (CVC): three or four digits. */
export const securityCode = cardRule('securityCode', (text) => /^\d{3,4}$/.test(text));
