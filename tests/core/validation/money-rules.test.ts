import { describe, expect, it } from 'vitest';
import { money } from '../../../core/domain/money';
import { euroAmount, maxFractionalValue, minFractionalValue } from '../../../core/domain/validation/money-rules';

const NBSP = '\u00a0';

describe('minFractionalValue and maxFractionalValue', () => {
  it('compare whole cents parsed from German input, bounds included', () => {
    const min = minFractionalValue(money(1000));
    expect(min('10,00')).toBe(true);
    expect(min('10')).toBe(true);
    expect(min('1.234,50 €')).toBe(true);
    expect(min('9,99')).toEqual({ rule: 'minFractionalValue', params: { amount: `10,00${NBSP}€` } });

    const max = maxFractionalValue(money(100_000));
    expect(max('1.000,00')).toBe(true);
    expect(max('1000.00')).toBe(true);
    expect(max('1.000,01')).toEqual({ rule: 'maxFractionalValue', params: { amount: `1.000,00${NBSP}€` } });
  });

  it('shows the bound in German format with grouping and cents', () => {
    expect(minFractionalValue(123_456_789)('1')).toEqual({
      rule: 'minFractionalValue',
      params: { amount: `1.234.567,89${NBSP}€` },
    });
    expect(maxFractionalValue(5)('0,06')).toEqual({ rule: 'maxFractionalValue', params: { amount: `0,05${NBSP}€` } });
  });

  it('is exact at the cent where floats would not be (0,1 + 0,2 style input)', () => {
    expect(minFractionalValue(30)('0,30')).toBe(true);
    expect(maxFractionalValue(30)('0,3')).toBe(true);
    expect(maxFractionalValue(29)('0,3')).not.toBe(true);
  });

  it('fails text that is no amount, with the bound still shown', () => {
    expect(minFractionalValue(1000)('zehn')).toEqual({
      rule: 'minFractionalValue',
      params: { amount: `10,00${NBSP}€` },
    });
    expect(maxFractionalValue(1000)('12,345')).toEqual({
      rule: 'maxFractionalValue',
      params: { amount: `10,00${NBSP}€` },
    });
  });

  it('uses the unspecific message when the bound cannot be shown as euros', () => {
    expect(minFractionalValue(Number.POSITIVE_INFINITY)('5')).toEqual({
      rule: 'minFractionalValue',
      variant: 'unspecific',
    });
    expect(maxFractionalValue(10.5)('0,10')).toBe(true);
    expect(maxFractionalValue(10.5)('0,11')).toEqual({ rule: 'maxFractionalValue', variant: 'unspecific' });
  });

  it('passes while no bound is known, and passes empty input', () => {
    expect(minFractionalValue(null)('1')).toBe(true);
    expect(maxFractionalValue(undefined)('999999')).toBe(true);
    expect(minFractionalValue(1000)('')).toBe(true);
  });

  it('takes Money input of the bound currency and refuses another currency', () => {
    expect(minFractionalValue(money(500))(money(500))).toBe(true);
    expect(minFractionalValue(money(500))(money(900, 'CHF'))).toEqual({
      rule: 'minFractionalValue',
      params: { amount: `5,00${NBSP}€` },
    });
  });

  it('handles negative bounds', () => {
    expect(minFractionalValue(-500)('-5,00')).toBe(true);
    expect(minFractionalValue(-500)('-5,01')).toEqual({
      rule: 'minFractionalValue',
      params: { amount: `-5,00${NBSP}€` },
    });
  });
});

describe('what the amount rules take as an amount', () => {
  const min = minFractionalValue(money(1000));
  const failed = { rule: 'minFractionalValue', params: { amount: `10,00${NBSP}€` } };

  it('takes a number as euros, like the text of its digits', () => {
    expect(min(10)).toBe(true);
    expect(min(9.99)).toEqual(failed);
    expect(maxFractionalValue(1000)(10.01)).toEqual({
      rule: 'maxFractionalValue',
      params: { amount: `10,00${NBSP}€` },
    });
  });

  it('refuses objects that only look like Money, and values that are no text', () => {
    expect(min({ fractional: '1500', currency: 'EUR' })).toEqual(failed);
    expect(min({ fractional: 1500 })).toEqual(failed);
    expect(min({ currency: 'EUR' })).toEqual(failed);
    expect(min({})).toEqual(failed);
    expect(min([])).toEqual(failed);
    expect(min(true)).toEqual(failed);
    expect(min(Number.POSITIVE_INFINITY)).toEqual(failed);
  });

  it('reads at most 40 characters of typed text', () => {
    const padded = (amount: string, length: number) => amount.padStart(length, ' ');
    expect(min(padded('25,00', 40))).toBe(true);
    expect(min(padded('25,00', 41))).toEqual(failed);
    expect(maxFractionalValue(1000)(padded('5', 41))).toEqual({
      rule: 'maxFractionalValue',
      params: { amount: `10,00${NBSP}€` },
    });
  });
});

describe('euroAmount', () => {
  it('passes amounts as players type them, and empty input', () => {
    for (const text of ['25', '25,50', '1.000', '1.000,5', '12.50', '-3', ' 7 €', '']) {
      expect(euroAmount(text), text).toBe(true);
    }
    expect(euroAmount(25)).toBe(true);
  });

  it('fails text that is no amount in whole cents', () => {
    for (const value of ['zwanzig', '12,345', '1,2,3', '€', '12.345.6', {}, Number.NaN]) {
      expect(euroAmount(value)).toEqual({ rule: 'euroAmount' });
    }
  });

  it('reads at most 40 characters', () => {
    expect(euroAmount('25'.padStart(40, ' '))).toBe(true);
    expect(euroAmount('25'.padStart(41, ' '))).toEqual({ rule: 'euroAmount' });
  });
});
