import { describe, expect, it } from 'vitest';
import { compactIban, ibanRemainder, validIban } from '../../../core/domain/validation/iban';
import { IBAN_BBAN_FORMATS, bbanPattern } from '../../../core/domain/validation/iban-formats';

/** Example IBANs from the SWIFT IBAN registry, one per supported country. */
const REAL_IBANS = [
  'AD12 0001 2030 2003 5910 0100',
  'AT61 1904 3002 3457 3201',
  'BE68 5390 0754 7034',
  'BG80 BNBG 9661 1020 3456 78',
  'CH93 0076 2011 6238 5295 7',
  'CY17 0020 0128 0000 0012 0052 7600',
  'CZ65 0800 0000 1920 0014 5399',
  'DE89 3704 0044 0532 0130 00',
  'DK50 0040 0440 1162 43',
  'EE38 2200 2210 2014 5685',
  'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19',
  'GI75 NWBK 0000 0000 7099 453',
  'GR16 0110 1250 0000 0001 2300 695',
  'HR12 1001 0051 8630 0016 0',
  'HU42 1177 3016 1111 1018 0000 0000',
  'IE29 AIBK 9311 5212 3456 78',
  'IS14 0159 2600 7654 5510 7303 39',
  'IT60 X054 2811 1010 0000 0123 456',
  'LI21 0881 0000 2324 013A A',
  'LT12 1000 0111 0100 1000',
  'LU28 0019 4006 4475 0000',
  'LV80 BANK 0000 4351 9500 1',
  'MC58 1122 2000 0101 2345 6789 030',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947',
  'PL61 1090 1014 0000 0712 1981 2874',
  'PT50 0002 0123 1234 5678 9015 4',
  'RO49 AAAA 1B31 0075 9384 0000',
  'SE45 5000 0000 0583 9825 7466',
  'SI56 2633 0001 2039 086',
  'SK31 1200 0000 1987 4263 7541',
  'SM86 U032 2509 8000 0000 0270 100',
  'VA59 0011 2300 0012 3456 78',
];

const INVALID = { rule: 'validIban' };

describe('validIban', () => {
  it.each(REAL_IBANS)('accepts %s', (iban) => {
    expect(validIban(iban)).toBe(true);
  });

  it('has an example for every supported country', () => {
    expect(REAL_IBANS.map((iban) => iban.slice(0, 2)).sort()).toEqual(Object.keys(IBAN_BBAN_FORMATS).sort());
  });

  it('ignores case and whitespace', () => {
    expect(validIban('de89370400440532013000')).toBe(true);
    expect(validIban('  DE89 3704\t0044 0532 0130 00 ')).toBe(true);
    expect(validIban('gb29 nwbk 6016 1331 9268 19')).toBe(true);
  });

  it.each([
    ['wrong check digits', 'DE88 3704 0044 0532 0130 00'],
    ['one digit changed', 'DE89 3704 0044 0532 0130 01'],
    ['two digits swapped', 'DE89 3704 0044 0532 0103 00'],
    ['letter changed', 'GB29 NWBL 6016 1331 9268 19'],
    ['French checksum broken', 'FR14 2004 1010 0505 0001 3M02 607'],
    ['too short', 'DE89 3704 0044 0532 0130 0'],
    ['too long', 'DE89 3704 0044 0532 0130 000'],
    ['unsupported country', 'US12 3456 7890 1234 5678 90'],
    ['country outside SEPA', 'BR15 0000 0000 0000 1093 2840 814P2'],
    ['letter where the German bank code has digits', 'DE89 37O4 0044 0532 0130 00'],
    ['punctuation', 'DE89-3704-0044-0532-0130-00'],
    ['umlaut', 'DE89 3704 0044 0532 0130 0Ä'],
    ['check digits 00/01/99 are never issued', 'DE00 3704 0044 0532 0130 00'],
    ['only a country', 'DE'],
  ])('refuses %s', (_, iban) => {
    expect(validIban(iban)).toEqual(INVALID);
  });

  it('refuses check digits 00, 01 and 99 although they pass mod 97 as aliases of 97, 98 and 02', () => {
    const checkOf = (bban: string) => String(98 - ibanRemainder(`DE00${bban}`)).padStart(2, '0');
    // A German BBAN whose real check digits are 02, so 99 (= 02 + 97) satisfies mod 97 too.
    const bban = Array.from({ length: 200 }, (_, i) => `3704004405320${String(i).padStart(5, '0')}`).find(
      (b) => checkOf(b) === '02',
    );
    expect(bban).toBeDefined();
    expect(validIban(`DE02${bban}`)).toBe(true);
    expect(ibanRemainder(`DE99${bban}`)).toBe(1);
    expect(validIban(`DE99${bban}`)).toEqual(INVALID);
  });

  it('lets empty input pass (required judges that)', () => {
    expect(validIban('')).toBe(true);
  });

  it('refuses 00 and 01, the mod-97 aliases of the check digits 97 and 98', () => {
    // Check digits computed outside this code base (Python big integers, ISO 7064 mod 97-10).
    expect(validIban('DE97 3704 0044 0532 0130 50')).toBe(true);
    expect(validIban('DE00 3704 0044 0532 0130 50')).toEqual(INVALID);
    expect(validIban('DE98 3704 0044 0532 0130 32')).toBe(true);
    expect(validIban('DE01 3704 0044 0532 0130 32')).toEqual(INVALID);
  });

  it('refuses letters that only become Latin capitals when upper-cased (ſ → S, ı → I)', () => {
    expect(validIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(validIban('GB82 WEſT 1234 5698 7654 32')).toEqual(INVALID);
    expect(validIban('GB82 WEST 1234 5698 7654 32ı')).toEqual(INVALID);
  });

  it('refuses text longer than any IBAN (34 characters) before any pattern runs', () => {
    expect(validIban(`DE89370400440532013000${'0'.repeat(13)}`)).toEqual(INVALID);
    expect(validIban(`MT84MALT011000012345MTLCAST001S${'0'.repeat(4)}`)).toEqual(INVALID);
  });
});

describe('IBAN building blocks', () => {
  it('compacts to capitals without whitespace', () => {
    expect(compactIban(' de89 3704\n0044 ')).toBe('DE8937040044');
  });

  it('derives the pattern and length from the registry notation', () => {
    const { pattern, length } = bbanPattern('4a14n');
    expect(length).toBe(18);
    expect(pattern.test('NWBK60161331926819')).toBe(true);
    expect(pattern.test('NWBK6016133192681X')).toBe(false);
  });
});
