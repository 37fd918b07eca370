import { describe, expect, it } from 'vitest';
import { double, isValidPhoneNumber, normalizeDigits, numeric } from '../../../core/domain/validation/number-rules';

describe('numeric', () => {
  it.each([['0123456789'], ['٠١٢٣٤٥٦٧٨٩'], ['۰۱۲۳۴۵۶۷۸۹'], ['12٣'], [42]])('passes %j', (value) => {
    expect(numeric(value)).toBe(true);
  });

  it.each([['12a'], ['1 2'], ['-1'], ['1,5'], ['１２'], ['१२'], ['²'], [3.5]])('fails %j', (value) => {
    expect(numeric(value)).toEqual({ rule: 'numeric' });
  });

  it('lets empty input pass', () => {
    expect(numeric('')).toBe(true);
  });
});

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Extended Arabic-Indic digits into ASCII and keeps the rest', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('PLZ ١٠١١٥ Berlin')).toBe('PLZ 10115 Berlin');
  });
});

describe('double', () => {
  it.each([
    [{ separator: ',' as const, decimals: 2 }, '12,50', true],
    [{ separator: ',' as const, decimals: 2 }, '12,5', true],
    [{ separator: ',' as const, decimals: 2 }, '12', true],
    [{ separator: ',' as const, decimals: 2 }, '12.50', false],
    [{ separator: ',' as const, decimals: 2 }, '12,505', false],
    [{ separator: ',' as const, decimals: 2 }, '12,', false],
    [{ separator: ',' as const, decimals: 2 }, ',5', false],
    [{ separator: ',' as const, decimals: 2 }, '1.234,50', false],
    [{ separator: '.' as const, decimals: 3 }, '0.125', true],
    [{ separator: '.' as const, decimals: 3 }, '0,125', false],
    [{ separator: 'both' as const, decimals: 1 }, '7,5', true],
    [{ separator: 'both' as const, decimals: 1 }, '7.5', true],
    [{ separator: 'both' as const, decimals: 1 }, '7.55', false],
    [{ decimals: 2 }, '-3,20', false],
    [{ decimals: 2, allowNegative: true }, '-3,20', true],
    [{ decimals: 2, allowNegative: true }, '--3', false],
    [{ decimals: 2 }, '+3', false],
    [{ decimals: 2 }, '1e3', false],
  ])('%j: %s → %s', (options, value, valid) => {
    expect(double(options)(value) === true).toBe(valid);
  });

  it('names the decimals in the failure, or asks for a whole number', () => {
    expect(double({ decimals: 2 })('1,234')).toEqual({ rule: 'double', params: { decimals: '2' } });
    expect(double({ decimals: 0 })('1,5')).toEqual({ rule: 'double', variant: 'integer' });
    expect(double({ decimals: 0 })('15')).toBe(true);
  });
});

describe('isValidPhoneNumber (optional +, then 2 to 15 digits; spaces between digits allowed)', () => {
  it.each([['+4917012345678'], ['017012345678'], ['+49 170 1234567'], ['12'], ['+123456789012345'], [' 0301234567 ']])(
    'passes %j',
    (value) => {
      expect(isValidPhoneNumber(value)).toBe(true);
    },
  );

  it.each([
    ['1'],
    ['+1'],
    ['1234567890123456'],
    ['++49170'],
    ['49+170'],
    ['+49-170-1234567'],
    ['(030) 1234567'],
    ['0170/1234567'],
    ['+ 49 170'],
    ['٠١٧٠١٢٣'],
  ])('fails %j', (value) => {
    expect(isValidPhoneNumber(value)).toEqual({ rule: 'isValidPhoneNumber' });
  });
});

describe('isValidPhoneNumber on pasted text', () => {
  it('reads at most 40 characters, spaces included', () => {
    expect(isValidPhoneNumber(`0170${' '.repeat(32)}1234`)).toBe(true);
    expect(isValidPhoneNumber(`0170${' '.repeat(33)}1234`)).toEqual({ rule: 'isValidPhoneNumber' });
  });
});
