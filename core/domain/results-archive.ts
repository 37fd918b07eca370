import type { Temporal } from '../shared/temporal';

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
