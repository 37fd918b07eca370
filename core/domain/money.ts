import { once } from '../shared/once';

/** Money in integer minor units (cents). No float arithmetic on amounts, ever. */
export interface Money {
  readonly fractional: number;
  readonly currency: string;
}

export const DEFAULT_CURRENCY = 'EUR';

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export function money(fractional: number, currency: string = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(fractional)) {
    throw new MoneyError(`Money needs integer minor units, got ${fractional}`);
  }
  return { fractional, currency };
}

export const zero = (currency: string = DEFAULT_CURRENCY): Money => money(0, currency);

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new MoneyError('Money objects have mixed currencies');
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.fractional + b.fractional, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.fractional - b.fractional, a.currency);
}

export function times(a: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor))
    throw new MoneyError(`Money can only be multiplied by whole numbers, got ${factor}`);
  return money(a.fractional * factor, a.currency);
}

export function sum(amounts: readonly Money[], currency: string = DEFAULT_CURRENCY): Money {
  return amounts.reduce(add, zero(currency));
}

export function compare(a: Money, b: Money): number {
  sameCurrency(a, b);
  return Math.sign(a.fractional - b.fractional);
}

export const equals = (a: Money, b: Money): boolean => a.currency === b.currency && a.fractional === b.fractional;

/** max(a, b): used for "amount to pay never below zero". */
export const atLeast = (a: Money, floor: Money): Money => (compare(a, floor) < 0 ? floor : a);

/**
 * Turns a computed minor-unit value (which may carry binary noise such as 1234.0000001)
 * into whole cents. A difference above 0.01 cents means a real fraction of a cent, which fails.
 */
export function toWholeCents(value: number, currency: string = DEFAULT_CURRENCY): Money {
  if (!Number.isFinite(value)) throw new MoneyError(`Not a finite amount: ${value}`);
  const rounded = Math.round(value);
  if (Math.abs(value - rounded) > 0.01) {
    throw new MoneyError(`Rounding difference above 0.01 when converting ${value} to whole cents`);
  }
  return money(rounded, currency);
}

/** Parses a German or plain decimal string ("1.234,50", "12,5", "12.50") into cents, with strings only. */
export function parseEuros(input: string, currency: string = DEFAULT_CURRENCY): Money | null {
  const text = input.trim().replace(/\s|€/g, '');
  const german = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  const plain = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  const match = german ?? plain;
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replace(/\./g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return money(sign === '-' ? -cents : cents, currency);
}

const groupFormat = once(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
const NBSP = '\u00a0';
const SYMBOLS: Record<string, string> = { EUR: '€' };

/** de-DE formatting with integers only: 123450 → "1.234,50 €". */
export function formatMoney(amount: Money): string {
  const negative = amount.fractional < 0;
  const abs = Math.abs(amount.fractional);
  const euros = groupFormat().format(Math.trunc(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${euros},${cents}${NBSP}${SYMBOLS[amount.currency] ?? amount.currency}`;
}

const JACKPOT_ABBREVIATION_FROM = 100_000_000; // 1 Mio. € in cents

/** Jackpots of 1 Mio. € or more read "12 Mio. €" (one decimal when needed); smaller ones as whole euros. */
export function formatJackpot(amount: Money): string {
  const symbol = SYMBOLS[amount.currency] ?? amount.currency;
  if (amount.fractional >= JACKPOT_ABBREVIATION_FROM) {
    const tenthsOfMillion = Math.floor(amount.fractional / 10_000_000);
    const whole = Math.trunc(tenthsOfMillion / 10);
    const tenth = tenthsOfMillion % 10;
    return `${groupFormat().format(whole)}${tenth ? `,${tenth}` : ''}${NBSP}Mio.${NBSP}${symbol}`;
  }
  return `${groupFormat().format(Math.trunc(amount.fractional / 100))}${NBSP}${symbol}`;
}
