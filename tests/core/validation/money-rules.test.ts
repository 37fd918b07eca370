import { describe, expect, it } from 'vitest';
import { money } from '../../../core/domain/money';
import { maxFractionalValue, minFractionalValue } from '../../../core/domain/validation/money-rules';

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
