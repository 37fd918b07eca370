import { bbanPattern, IBAN_BBAN_FORMATS } from './iban-formats';
import { textRule, type Rule } from './rule';

const BBANS = new Map(Object.entries(IBAN_BBAN_FORMATS).map(([country, format]) => [country, bbanPattern(format)]));
const ALLOWED = /^[A-Za-z0-9\s]*$/;
const MAX_IBAN = 34; // ISO 13616
const CHUNK = 7; // 2 remainder digits + 7 new ones stay far below 2^53

/** Without whitespace and in capitals: how an IBAN is compared, stored and sent. */
export const compactIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * ISO 7064 mod 97-10 over the rearranged IBAN (letters as 10..35), folded chunk by chunk as
 * decimal strings so no number ever exceeds safe integers (no BigInt needed).
 */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let digits = '';
  for (const char of rearranged) digits += /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
  let remainder = 0;
  for (let i = 0; i < digits.length; i += CHUNK) remainder = Number(`${remainder}${digits.slice(i, i + CHUNK)}`) % 97;
  return remainder;
}

function isValidIban(text: string): boolean {
  if (!ALLOWED.test(text)) return false;
  const iban = compactIban(text);
  if (iban.length > MAX_IBAN) return false;
  const bban = BBANS.get(iban.slice(0, 2));
  const check = iban.slice(2, 4);
  // Check digits are 02..98; 00, 01 and 99 pass mod 97 only as aliases of 97, 98 and 02.
  if (!bban || !/^[0-9]{2}$/.test(check) || check === '00' || check === '01' || check === '99') return false;
  return bban.pattern.test(iban.slice(4)) && ibanRemainder(iban) === 1;
}

/**
 * An IBAN of a supported country (SEPA and Gibraltar) with the right structure and length and
 * a valid mod-97 checksum. Letters, digits and whitespace only; case and spaces do not matter.
 */
export const validIban: Rule = textRule('validIban', isValidIban);
