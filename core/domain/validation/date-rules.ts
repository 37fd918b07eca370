import { normalizeDigits } from './number-rules';
import { failure, isBlank, textOf, textRule, type Rule } from './rule';

/** A calendar day; a Temporal.PlainDate fits this shape, so callers can pass one directly. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A bound: a CalendarDate, German 'DD.MM.YYYY' or ISO 'YYYY-MM-DD'. */
type DateBound = CalendarDate | string | null | undefined;

const GERMAN = /^([0-9]{2})\.([0-9]{2})\.([0-9]{4})$/;
const ISO = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const MAX_DATE_TEXT = 40; // a date with some surrounding spaces; longer text is no date

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysIn(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function realDate(year: number, month: number, day: number): CalendarDate | null {
  const whole = Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day);
  if (!whole || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return null;
  return { year, month, day };
}

/** 'DD.MM.YYYY' (Arabic-Indic digits allowed, spaces around ignored) → the day, or null if none. */
export function parseGermanDate(text: string): CalendarDate | null {
  if (text.length > MAX_DATE_TEXT) return null;
  const match = GERMAN.exec(normalizeDigits(text.trim()));
  return match ? realDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const formatGermanDate = (date: CalendarDate): string =>
  `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;

/** The wire's date-only form (spec/1 §5: the date of birth is sent as YYYY-MM-DD). */
export const toIsoDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** A real day in 'DD.MM.YYYY': 29.02.2024 is one, 29.02.2023 and 31.04.2024 are not. */
export const validDate: Rule = textRule('validDate', (text) => parseGermanDate(text) !== null);

function boundOf(bound: DateBound): CalendarDate | null {
  if (bound === null || bound === undefined) return null;
  if (typeof bound !== 'string') return realDate(bound.year, bound.month, bound.day);
  const iso = ISO.exec(bound);
  return iso ? realDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : parseGermanDate(bound);
}

const ordinal = (date: CalendarDate): number => date.year * 10_000 + date.month * 100 + date.day;

export interface MinMaxDateOptions {
  readonly min?: DateBound;
  readonly max?: DateBound;
  /** Whether the bounds themselves are allowed (default true). */
  readonly inclusive?: boolean;
}

/**
 * Between `min` and `max`. The failure carries the broken bound as {{date}} ('DD.MM.YYYY') and a
 * variant naming the direction: onOrAfter / after (too early), onOrBefore / before (too late).
 * Text that is no date fails without a date (validDate names that problem better); a bound
 * that is no real date is left out, as if not given.
 */
export function minMaxDate({ min, max, inclusive = true }: MinMaxDateOptions): Rule {
  const lower = boundOf(min);
  const upper = boundOf(max);
  return (value) => {
    if (isBlank(value)) return true;
    const text = textOf(value);
    const date = text === null ? null : parseGermanDate(text);
    if (!date) return failure('minMaxDate');
    const day = ordinal(date);
    if (lower && (inclusive ? day < ordinal(lower) : day <= ordinal(lower))) {
      return failure('minMaxDate', { date: formatGermanDate(lower) }, inclusive ? 'onOrAfter' : 'after');
    }
    if (upper && (inclusive ? day > ordinal(upper) : day >= ordinal(upper))) {
      return failure('minMaxDate', { date: formatGermanDate(upper) }, inclusive ? 'onOrBefore' : 'before');
    }
    return true;
  };
}
