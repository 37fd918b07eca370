import { describe, expect, it } from 'vitest';
import { bbanPattern, IBAN_BBAN_FORMATS } from '../../../core/domain/validation/iban-formats';

// Without iban.ts, which builds every country's pattern when it loads: a broken pattern fails here as a test.
describe('bbanPattern', () => {
  it('n is a digit, a a capital letter, c either', () => {
    const { pattern, length } = bbanPattern('2n2a2c');
    expect(length).toBe(6);
    expect(pattern.test('12ABC3')).toBe(true);
    expect(pattern.test('12AB3C')).toBe(true);
    expect(pattern.test('1AAB3C')).toBe(false);
    expect(pattern.test('121B3C')).toBe(false);
    expect(pattern.test('12aB3C')).toBe(false);
    expect(pattern.test('12AB3-')).toBe(false);
    expect(pattern.test('12AB3C4')).toBe(false);
    expect(pattern.test('012AB3C')).toBe(false);
  });

  it('gives every supported country a pattern as long as its format says', () => {
    for (const [country, format] of Object.entries(IBAN_BBAN_FORMATS)) {
      const { pattern, length } = bbanPattern(format);
      const sum = [...format.matchAll(/\d+/g)].reduce((total, [count]) => total + Number(count), 0);
      expect(length, country).toBe(sum);
      expect(pattern.test('0'.repeat(length)), country).toBe(!format.includes('a'));
    }
  });
});
