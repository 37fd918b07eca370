import type { CardDataDto } from '../../../adapters/http/wire/payment.dto';

/**
 * The fake PSP's "client-side encryption": reversible on purpose, so tests and the dev card form
 * can build card data without a real PSP library, and the fake can read it back.
 * encrypted_* = FAKE_ENCRYPTION_PREFIX + base64(UTF-8 of the plain value).
 */
export const FAKE_ENCRYPTION_PREFIX = 'tw-fake-enc:';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** btoa/atob and TextEncoder exist in browsers and Node alike; the fake runs in both. */
export function fakeEncrypt(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  return FAKE_ENCRYPTION_PREFIX + btoa(String.fromCharCode(...bytes));
}

export function fakeDecrypt(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(FAKE_ENCRYPTION_PREFIX)) return null;
  const encoded = value.slice(FAKE_ENCRYPTION_PREFIX.length);
  if (encoded === '' || !BASE64.test(encoded)) return null;
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export interface PlainCard {
  holder: string;
  /** Digits only (spaces removed). */
  number: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
}

/** The plain card, or null when any field is missing or not fake-encrypted (→ invalid_card_data). */
export function decryptCard(data: CardDataDto | null | undefined): PlainCard | null {
  if (!data || typeof data !== 'object' || typeof data.account_holder !== 'string') return null;
  const number = fakeDecrypt(data.encrypted_card_number);
  const expiryMonth = fakeDecrypt(data.encrypted_expiry_month);
  const expiryYear = fakeDecrypt(data.encrypted_expiry_year);
  const securityCode = fakeDecrypt(data.encrypted_security_code);
  if (number === null || expiryMonth === null || expiryYear === null || securityCode === null) return null;
  return {
    holder: data.account_holder.trim(),
    number: number.replace(/\s+/g, ''),
    expiryMonth: expiryMonth.trim(),
    expiryYear: expiryYear.trim(),
    securityCode: securityCode.trim(),
  };
}

/** Card data for tests and dev tools: encrypts every field the way decryptCard expects. */
export function fakeCardData(card: {
  holder?: string;
  number: string;
  expiryMonth?: string;
  expiryYear?: string;
  securityCode?: string;
}): CardDataDto {
  return {
    account_holder: card.holder ?? 'Max Mustermann',
    encrypted_card_number: fakeEncrypt(card.number),
    encrypted_expiry_month: fakeEncrypt(card.expiryMonth ?? '03'),
    encrypted_expiry_year: fakeEncrypt(card.expiryYear ?? '2030'),
    encrypted_security_code: fakeEncrypt(card.securityCode ?? '737'),
  };
}
