import { BERLIN, Temporal } from '../shared/temporal';
import { berlinDateOf, type Show } from './draw';
import type { LotteryIdentifier } from './lottery';

export interface ArchiveMonth<T> {
  /** 1–12. */
  readonly month: number;
  readonly items: readonly T[];
}

export interface ArchiveYear<T> {
  readonly year: number;
  readonly months: readonly ArchiveMonth<T>[];
  readonly count: number;
}

/**
 * Groups shows by year and month of their (Berlin) calendar day, newest first: the archive reads
 * from the latest show back. Shows on the same day keep their order. `dateOf` is asked once per item.
 */
export function groupByYearAndMonth<T>(items: readonly T[], dateOf: (item: T) => Temporal.PlainDate): ArchiveYear<T>[] {
  const dated = items.map((item, index) => {
    const date = dateOf(item);
    return { item, index, date, key: date.year * 10_000 + date.month * 100 + date.day };
  });
  dated.sort((a, b) => b.key - a.key || a.index - b.index);
  const years: { year: number; months: { month: number; items: T[] }[]; count: number }[] = [];
  for (const { item, date } of dated) {
    let year = years.at(-1);
    if (year?.year !== date.year) years.push((year = { year: date.year, months: [], count: 0 }));
    let month = year.months.at(-1);
    if (month?.month !== date.month) year.months.push((month = { month: date.month, items: [] }));
    month.items.push(item);
    year.count += 1;
  }
  return years;
}

/** How far back the archive reaches (the results pages and the Gewinnabfrage alike). */
const ARCHIVE_YEARS = 2;

/** Shows a week (LOTTERY-RULES §2): LOTTO Wednesday and Saturday, Eurojackpot Tuesday and Friday, GlücksSpirale Saturday, KENO daily. */
const SHOWS_PER_WEEK: Readonly<Record<LotteryIdentifier, number>> = {
  lotto6aus49: 2,
  eurojackpot: 2,
  gluecksspirale: 1,
  keno: 7,
};

/**
 * How many shows the one call that lists the archive asks for (spec/2 §7.3 knows a limit, no date
 * range): the most the two years can hold by the lottery's draw days, so a page never asks for
 * more shows than it shows (LOTTO 210 for its 208 to 210, KENO 731), and no more than the API allows.
 */
export function archiveShowsLimit(lottery: LotteryIdentifier, maxLimit: number): number {
  // The archive's days: after the day two years before the newest show, up to it (730, or 731 over a 29 February).
  const days = 365 * ARCHIVE_YEARS + 1;
  const perWeek = SHOWS_PER_WEEK[lottery];
  return Math.min(maxLimit, Math.floor(days / 7) * perWeek + Math.min(days % 7, perWeek));
}

/**
 * The archive's shows: those of the two years before the newest one, newest first. A show of an
 * older day has no results page, so nothing links to it.
 */
export function archiveShows(shows: readonly Show[]): Show[] {
  // Each instant is read once (a page renders on the server per request, KENO has ~730 shows).
  const all = shows.map((show) => ({ show, at: epochMillisOf(show.broadcastTime) })).sort((a, b) => b.at - a.at);
  const newest = all[0];
  if (!newest) return [];
  // Shows after the Berlin day two years before the newest one: from the start of the next day on.
  const after = berlinDateOf(newest.show.broadcastTime).subtract({ years: ARCHIVE_YEARS }).add({ days: 1 });
  const from = after.toZonedDateTime({ timeZone: BERLIN }).epochMilliseconds;
  return all.filter((s) => s.at >= from).map((s) => s.show);
}

/** An ISO instant's epoch milliseconds: the engine's own parser for the usual form, Temporal for the rest. */
function epochMillisOf(instant: string): number {
  const fast = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(instant)
    ? Date.parse(instant)
    : NaN;
  return Number.isNaN(fast) ? Temporal.Instant.from(instant).epochMilliseconds : fast;
}
