import { Temporal } from '../shared/temporal';
import { berlinDateOf } from './draw';
import { once } from '../shared/once';

/**
 * The date part of a numbers-and-odds URL (spec/1 §2): "a prefix plus day-month-year in four
 * dash-separated parts", here `ziehung-21-11-2026`. The show's date is its Berlin calendar day.
 */
const RESULTS_DATE_PREFIX = 'ziehung';

const DATE_PARAM = /^([a-z]+)-(\d{2})-(\d{2})-(\d{4})$/;

/** No date: the last show; a date: that Berlin calendar day; anything else is malformed (a 404). */
export type ResultsDateParam =
  | { readonly kind: 'latest' }
  | { readonly kind: 'date'; readonly date: Temporal.PlainDate }
  | { readonly kind: 'malformed' };

/** Reads the `:date` segment. Impossible days (31-02) and a wrong prefix are malformed. The prefix is matched case-insensitively, like the paths. */
export function parseResultsDate(param: string | undefined | null): ResultsDateParam {
  if (param === undefined || param === null || param === '') return { kind: 'latest' };
  const match = DATE_PARAM.exec(param.toLowerCase());
  if (!match || match[1] !== RESULTS_DATE_PREFIX) return { kind: 'malformed' };
  const [day, month, year] = [Number(match[2]), Number(match[3]), Number(match[4])];
  try {
    return { kind: 'date', date: Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' }) };
  } catch {
    return { kind: 'malformed' };
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** `ziehung-dd-MM-yyyy`, the one URL form the app links to. */
export const formatResultsDate = (date: Temporal.PlainDate): string =>
  `${RESULTS_DATE_PREFIX}-${two(date.day)}-${two(date.month)}-${String(date.year).padStart(4, '0')}`;

/** The URL date segment of a show (its Berlin calendar day). */
export const resultsDateOf = (instant: string): string => formatResultsDate(berlinDateOf(instant));

const weekdayFormat = once(() => new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' }));

/** "21.11.2026". */
export const germanDate = (date: Temporal.PlainDate): string => `${two(date.day)}.${two(date.month)}.${date.year}`;

/** "Samstag": the calendar day is already Berlin's, so it is named at UTC noon (no zone can shift it). */
export const germanWeekday = (date: Temporal.PlainDate): string =>
  weekdayFormat().format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)));

/** Spec/1 §2: [DATE] becomes dd.MM.yyyy and [WEEKDAY] the long weekday, wherever and however often they occur. */
export const fillTitleTemplate = (template: string, date: Temporal.PlainDate): string =>
  template.replaceAll('[DATE]', germanDate(date)).replaceAll('[WEEKDAY]', germanWeekday(date));

/** What the load found: the show (`found`), no show on the asked date (`no_show`), no shows at all (`no_shows`). */
export type ResultsLookup = 'found' | 'no_show' | 'no_shows';

/** What the page does (spec/1 §2, spec/2 §8). */
export type ResultsDecision = 'show' | 'not_found' | 'archive';

/**
 * Malformed date or no shows at all → 404; a date without a show → the lottery's archive;
 * otherwise the show (no date: the last one). Decide `malformed` before loading anything.
 */
export function decideResultsPage(param: ResultsDateParam, lookup: ResultsLookup): ResultsDecision {
  if (param.kind === 'malformed') return 'not_found';
  if (lookup === 'found') return 'show';
  if (lookup === 'no_shows') return 'not_found';
  return param.kind === 'date' ? 'archive' : 'not_found';
}
