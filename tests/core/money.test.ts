import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
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
});
