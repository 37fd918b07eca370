/**
 * BBAN structure (everything after country and check digits) per supported country, from the
 * SWIFT IBAN registry: n = digit, a = capital letter, c = letter or digit, e.g. '4a14n'.
 * Supported are the SEPA countries (EU, EEA, CH, GB, MC, SM, AD, VA) and Gibraltar.
 * Checking the structure, not only the length, catches a letter typed where a bank code needs
 * digits, which mod 97 alone misses once in 97 times.
 */
export const IBAN_BBAN_FORMATS: Readonly<Record<string, string>> = {
  AD: '8n12c',
  AT: '16n',
  BE: '12n',
  BG: '4a6n8c',
  CH: '5n12c',
  CY: '8n16c',
  CZ: '20n',
  DE: '18n',
  DK: '14n',
  EE: '16n',
  ES: '20n',
  FI: '14n',
  FR: '10n11c2n',
  GB: '4a14n',
  GI: '4a15c',
  GR: '7n16c',
  HR: '17n',
  HU: '24n',
  IE: '4a14n',
  IS: '22n',
  IT: '1a10n12c',
  LI: '5n12c',
  LT: '16n',
  LU: '3n13c',
  LV: '4a13c',
  MC: '10n11c2n',
  MT: '4a5n18c',
  NL: '4a10n',
  NO: '11n',
  PL: '24n',
  PT: '21n',
  RO: '4a16c',
  SE: '20n',
  SI: '15n',
  SK: '20n',
  SM: '1a10n12c',
  VA: '18n',
};

const CLASS: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

/** '4a14n' → /^[A-Z]{4}[0-9]{14}$/ and its length (18). */
export function bbanPattern(format: string): { pattern: RegExp; length: number } {
  let source = '';
  let length = 0;
  for (const [, count = '0', kind = 'c'] of format.matchAll(/(\d+)([nac])/g)) {
    source += `${CLASS[kind]}{${count}}`;
    length += Number(count);
  }
  return { pattern: new RegExp(`^${source}$`), length };
}
