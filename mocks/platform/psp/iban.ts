/**
 * IBAN checks for SEPA accounts (spec/1 §5 validIban: a supported country, the right length and
 * the ISO 13616 mod-97 checksum). Lengths of the SEPA countries the shop accepts.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

export type IbanProblem = 'required' | 'invalid_format' | 'unsupported_country' | 'invalid_length' | 'invalid_checksum';

/** Letters, digits and spaces only; compared without spaces and in capitals. */
export const normaliseIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as 10..35; folding digit by digit keeps the number small.
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** null when valid, else the first problem found. */
export function ibanProblem(input: unknown): IbanProblem | null {
  if (typeof input !== 'string' || input.trim() === '') return 'required';
  if (!/^[A-Za-z0-9\s]+$/.test(input)) return 'invalid_format';
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'invalid_format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'unsupported_country';
  if (iban.length !== length) return 'invalid_length';
  return mod97(iban) === 1 ? null : 'invalid_checksum';
}

/** Like the seeded demo accounts: country and check digits, the last two characters, stars between. */
export function maskIban(input: string): string {
  const iban = normaliseIban(input);
  const masked = iban.slice(0, 4) + '*'.repeat(iban.length - 6) + iban.slice(-2);
  return masked.match(/.{1,4}/g)?.join(' ') ?? masked;
}
