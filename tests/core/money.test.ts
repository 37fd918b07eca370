import { describe, expect, it } from 'vitest';
import {
  add,
  atLeast,
  compare,
  equals,
  formatJackpot,
  formatMoney,
  money,
  MoneyError,
  parseEuros,
  subtract,
  sum,
  times,
  toWholeCents,
} from '../../core/domain/money';
import { amountToPay as amountToPayFloor } from '../../core/domain/basket';

const NBSP = '\u00a0';

describe('Money', () => {
  it('keeps integer cents and defaults to EUR', () => {
    expect(money(1250)).toEqual({ fractional: 1250, currency: 'EUR' });
    expect(() => money(12.5)).toThrow(MoneyError);
  });

  it('adds, subtracts, multiplies and sums without floats', () => {
    expect(add(money(120), money(250)).fractional).toBe(370);
    expect(subtract(money(100), money(250)).fractional).toBe(-150);
    expect(times(money(120), 12).fractional).toBe(1440);
    expect(sum([money(10), money(20), money(30)]).fractional).toBe(60);
    expect(() => times(money(120), 1.5)).toThrow(MoneyError);
  });

  it("refuses mixed currencies with 'Money objects have mixed currencies'", () => {
    expect(() => add(money(1), money(1, 'CHF'))).toThrow('Money objects have mixed currencies');
    expect(() => compare(money(1), money(1, 'CHF'))).toThrow('Money objects have mixed currencies');
  });

  it('converts to whole cents within a 0.01 rounding difference and fails above it', () => {
    expect(toWholeCents(0.1 * 3 * 100).fractional).toBe(30);
    expect(toWholeCents(1234.009).fractional).toBe(1234);
    expect(() => toWholeCents(1234.5)).toThrow(MoneyError);
    expect(() => toWholeCents(1234.02)).toThrow(/Rounding difference/);
  });

  it('formats like "1.234,50 €" in German', () => {
    expect(formatMoney(money(123450))).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney(money(5))).toBe(`0,05${NBSP}€`);
    expect(formatMoney(money(-1999))).toBe(`-19,99${NBSP}€`);
    expect(formatMoney(money(100_000_000_00))).toBe(`100.000.000,00${NBSP}€`);
  });

  it('abbreviates jackpots from 1 Mio. € and shows smaller ones as whole euros', () => {
    expect(formatJackpot(money(1_200_000_000))).toBe(`12${NBSP}Mio.${NBSP}€`);
    expect(formatJackpot(money(1_250_000_000))).toBe(`12,5${NBSP}Mio.${NBSP}€`);
    expect(formatJackpot(money(100_000_000))).toBe(`1${NBSP}Mio.${NBSP}€`);
    expect(formatJackpot(money(99_999_999))).toBe(`999.999${NBSP}€`);
  });

  it('parses German and plain euro input into cents', () => {
    expect(parseEuros('1.234,50')?.fractional).toBe(123450);
    expect(parseEuros('12,5 €')?.fractional).toBe(1250);
    expect(parseEuros('12.50')?.fractional).toBe(1250);
    expect(parseEuros('0,1')?.fractional).toBe(10);
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
  });

  it('never lets the amount to pay drop below zero', () => {
    expect(amountToPayFloor(money(500), money(5000)).fractional).toBe(0);
    expect(amountToPayFloor(money(5000), money(1200)).fractional).toBe(3800);
  });
  it('names the bad amount or factor when it refuses one', () => {
    expect(() => money(12.5)).toThrow('Money needs integer minor units, got 12.5');
    expect(() => money(2 ** 53)).toThrow(MoneyError);
    expect(() => times(money(120), 1.5)).toThrow('Money can only be multiplied by whole numbers, got 1.5');
    const error = (() => {
      try {
        money(0.5);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.name).toBe('MoneyError');
  });

  it('compares amounts by their sign: below, equal, above', () => {
    expect(compare(money(100), money(250))).toBe(-1);
    expect(compare(money(250), money(250))).toBe(0);
    expect(compare(money(250), money(100))).toBe(1);
    expect(compare(money(-300), money(100))).toBe(-1);
  });

  it('two amounts are equal only in the same currency and to the cent', () => {
    expect(equals(money(500), money(500))).toBe(true);
    expect(equals(money(500), money(500, 'CHF'))).toBe(false);
    expect(equals(money(500), money(501))).toBe(false);
  });

  it('atLeast keeps an amount above the floor and lifts one below it', () => {
    expect(atLeast(money(700), money(0)).fractional).toBe(700);
    expect(atLeast(money(-200), money(0)).fractional).toBe(0);
  });

  it('refuses an amount that is not a finite number, and allows exactly 0.01 cents of noise', () => {
    expect(() => toWholeCents(Number.NaN)).toThrow('Not a finite amount: NaN');
    expect(() => toWholeCents(Number.POSITIVE_INFINITY)).toThrow('Not a finite amount: Infinity');
    expect(toWholeCents(0.01).fractional).toBe(0);
  });

  it('shows zero without a minus sign and a currency without a symbol by its code', () => {
    expect(formatMoney(money(0))).toBe(`0,00${NBSP}€`);
    expect(formatMoney(money(1250, 'CHF'))).toBe(`12,50${NBSP}CHF`);
    expect(formatJackpot(money(2_000_000_000, 'CHF'))).toBe(`20${NBSP}Mio.${NBSP}CHF`);
  });

  it('parses German thousands of any length, with or without cents, and negative amounts', () => {
    expect(parseEuros('12.345,00')?.fractional).toBe(1_234_500);
    expect(parseEuros('1.234.567,89')?.fractional).toBe(123_456_789);
    expect(parseEuros('1.234')?.fractional).toBe(123_400);
    expect(parseEuros('-12,50')?.fractional).toBe(-1250);
    expect(parseEuros('- 5 €')?.fractional).toBe(-500);
    expect(parseEuros('12,5', 'CHF')).toEqual({ fractional: 1250, currency: 'CHF' });
    expect(parseEuros('1234,5.6')).toBeNull();
    expect(parseEuros('99999999999999999')).toBeNull();
  });
});
