import { describe, expect, it } from 'vitest';
import { Temporal } from '../../../core/shared/temporal';
import {
  formatGermanDate,
  minMaxDate,
  parseGermanDate,
  toIsoDate,
  validDate,
} from '../../../core/domain/validation/date-rules';

describe('validDate (DD.MM.YYYY that is a real day)', () => {
  it.each([
    ['29.02.2024'],
    ['29.02.2000'],
    ['28.02.2023'],
    ['31.12.1999'],
    ['01.01.1900'],
    [' 24.12.1990 '],
    ['٢٤.١٢.١٩٩٠'],
  ])('passes %j', (value) => {
    expect(validDate(value)).toBe(true);
  });

  it.each([
    ['29.02.2023', 'no leap year'],
    ['29.02.1900', 'century, no leap year'],
    ['31.04.2024', 'April has 30 days'],
    ['32.01.2024', 'no 32nd'],
    ['00.01.2024', 'no day 0'],
    ['15.13.2024', 'no 13th month'],
    ['1.1.2024', 'day and month need two digits'],
    ['2024-01-15', 'ISO is not the German format'],
    ['15/01/2024', 'wrong separator'],
    ['15.01.24', 'two-digit year'],
    ['15.01.0000', 'no year 0'],
    ['15.01.2024x', 'trailing text'],
  ])('fails %s (%s)', (value) => {
    expect(validDate(value)).toEqual({ rule: 'validDate' });
  });

  it('lets empty input pass', () => {
    expect(validDate('')).toBe(true);
  });
});

describe('date helpers', () => {
  it('parses, formats and converts for the wire', () => {
    const day = parseGermanDate('05.03.1987');
    expect(day).toEqual({ year: 1987, month: 3, day: 5 });
    expect(formatGermanDate(day!)).toBe('05.03.1987');
    expect(toIsoDate(day!)).toBe('1987-03-05');
    expect(parseGermanDate('31.02.1987')).toBeNull();
  });
});

describe('minMaxDate', () => {
  // 18 years before 15.06.2026, inclusive; built in each test, so a broken rule fails the test, not the file's load.
  const adult = (value: unknown) => minMaxDate({ max: '2008-06-15' })(value);

  it('includes the bounds by default and carries the bound as DD.MM.YYYY', () => {
    expect(adult('15.06.2008')).toBe(true);
    expect(adult('14.06.2008')).toBe(true);
    expect(adult('16.06.2008')).toEqual({ rule: 'minMaxDate', params: { date: '15.06.2008' }, variant: 'onOrBefore' });
  });

  it('excludes the bounds when asked', () => {
    const strict = minMaxDate({ min: '01.01.2024', max: '31.12.2024', inclusive: false });
    expect(strict('02.01.2024')).toBe(true);
    expect(strict('01.01.2024')).toEqual({ rule: 'minMaxDate', params: { date: '01.01.2024' }, variant: 'after' });
    expect(strict('31.12.2024')).toEqual({ rule: 'minMaxDate', params: { date: '31.12.2024' }, variant: 'before' });
  });

  it('checks a lower bound inclusively', () => {
    const from1900 = minMaxDate({ min: '01.01.1900' });
    expect(from1900('01.01.1900')).toBe(true);
    expect(from1900('31.12.1899')).toEqual({
      rule: 'minMaxDate',
      params: { date: '01.01.1900' },
      variant: 'onOrAfter',
    });
  });

  it('takes Temporal.PlainDate bounds (e.g. 18 years before today from the Clock)', () => {
    const today = Temporal.PlainDate.from('2024-02-29');
    const rule = minMaxDate({ max: today.subtract({ years: 18 }) });
    expect(rule('28.02.2006')).toBe(true);
    expect(rule('01.03.2006')).toEqual({ rule: 'minMaxDate', params: { date: '28.02.2006' }, variant: 'onOrBefore' });
  });

  it('fails text that is no date without a date, and ignores bounds that are no real date', () => {
    expect(adult('31.02.2000')).toEqual({ rule: 'minMaxDate' });
    expect(minMaxDate({ min: '31.02.2000' })('01.01.1000')).toBe(true);
    expect(minMaxDate({ max: { year: 2000, month: 13, day: 1 } })('01.01.3000')).toBe(true);
    expect(adult('')).toBe(true);
  });
});

describe('what counts as a date and as a bound', () => {
  it('reads a date with surrounding spaces up to 40 characters', () => {
    expect(validDate('01.01.2000'.padStart(40, ' '))).toBe(true);
    expect(validDate('01.01.2000'.padStart(41, ' '))).toEqual({ rule: 'validDate' });
  });

  it('refuses more digits before the day or after the year', () => {
    expect(validDate('101.01.2000')).toEqual({ rule: 'validDate' });
    expect(validDate('01.01.20001')).toEqual({ rule: 'validDate' });
  });

  it('takes the years 0001 to 9999 and refuses month 0', () => {
    expect(validDate('01.01.0001')).toBe(true);
    expect(validDate('31.12.9999')).toBe(true);
    expect(validDate('01.01.0000')).toEqual({ rule: 'validDate' });
    expect(validDate('01.00.2000')).toEqual({ rule: 'validDate' });
  });

  it('leaves out bounds given as ISO text with more digits around them', () => {
    expect(minMaxDate({ min: '12000-01-01' })('01.01.1990')).toBe(true);
    expect(minMaxDate({ min: '2000-01-011' })('01.01.1990')).toBe(true);
    expect(minMaxDate({ min: '2000-01-01' })('01.01.1990')).toEqual({
      rule: 'minMaxDate',
      params: { date: '01.01.2000' },
      variant: 'onOrAfter',
    });
  });

  it('leaves out bounds that are no whole day or lie past the year 9999', () => {
    const late = '01.01.3000';
    expect(minMaxDate({ max: { year: 2000.5, month: 1, day: 1 } })(late)).toBe(true);
    expect(minMaxDate({ max: { year: 2000, month: 1.5, day: 1 } })(late)).toBe(true);
    expect(minMaxDate({ max: { year: 2000, month: 1, day: 1.5 } })(late)).toBe(true);
    expect(minMaxDate({ min: { year: 10_000, month: 1, day: 1 } })(late)).toBe(true);
    expect(minMaxDate({ max: { year: 2000, month: 1, day: 1 } })(late)).toEqual({
      rule: 'minMaxDate',
      params: { date: '01.01.2000' },
      variant: 'onOrBefore',
    });
  });

  it('works with only one bound, or none given (null or missing)', () => {
    expect(minMaxDate({ max: '31.12.2000' })('01.01.1000')).toBe(true);
    expect(minMaxDate({ min: '01.01.2000' })('01.01.3000')).toBe(true);
    expect(minMaxDate({ min: null, max: null })('01.01.3000')).toBe(true);
    expect(minMaxDate({})('01.01.3000')).toBe(true);
  });

  it('fails values that are no text', () => {
    expect(minMaxDate({ min: '01.01.2000' })({})).toEqual({ rule: 'minMaxDate' });
    expect(minMaxDate({})([])).toEqual({ rule: 'minMaxDate' });
  });
});
