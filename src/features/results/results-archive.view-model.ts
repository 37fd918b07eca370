import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { berlinDateOf, type Draw, type Show } from '../../../core/domain/draw';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { groupByYearAndMonth, type ArchiveYear } from '../../../core/domain/results-archive';
import { formatResultsDate } from '../../../core/domain/results-date';
import type { Temporal } from '../../../core/shared/temporal';

/** A show in the archive: its Berlin day and the URL date segment of its page. */
export interface ArchiveRow {
  readonly show: Show;
  readonly date: Temporal.PlainDate;
  readonly param: string;
}
import type { LoadResultsUseCase } from '../../../core/use-cases/load-results.use-case';

/** A month of the archive and where its shows sit in the newest-first list (its numbers load as one page). */
export interface ArchiveMonthRange {
  readonly key: string;
  readonly offset: number;
  readonly rows: readonly ArchiveRow[];
}

/** Every month of a list of shows, newest first, with where its shows sit in the list. */
function archiveMonths(years: readonly ArchiveYear<ArchiveRow>[]): Map<string, ArchiveMonthRange> {
  const ranges = new Map<string, ArchiveMonthRange>();
  let offset = 0;
  for (const year of years) {
    for (const month of year.months) {
      const key = monthKey(year.year, month.month);
      ranges.set(key, { key, offset, rows: month.items });
      offset += month.items.length;
    }
  }
  return ranges;
}

const rowsOf = (shows: readonly Show[]): ArchiveRow[] =>
  shows.map((show) => {
    const date = berlinDateOf(show.broadcastTime);
    return { show, date, param: formatResultsDate(date) };
  });

/**
 * What the archive's loader finds: the list of shows and the numbers of the newest month (null
 * when they could not be had: the browser asks again); not_found without any show (spec/2 §8).
 */
export type ArchiveData =
  | {
      readonly kind: 'ready';
      readonly shows: readonly Show[];
      readonly newest: {
        readonly key: string;
        readonly draws: readonly { readonly showId: string; readonly draw: Draw | null }[];
      } | null;
    }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'error' };

export async function loadArchive(loadResults: LoadResultsUseCase, lottery: LotteryIdentifier): Promise<ArchiveData> {
  let shows: readonly Show[];
  try {
    shows = (await loadResults.archive(lottery, { offset: 0, limit: 0 })).shows;
  } catch {
    return { kind: 'error' };
  }
  if (shows.length === 0) return { kind: 'not_found' };
  // The newest month is on screen first: its numbers come with the list.
  const first = archiveMonths(groupByYearAndMonth(rowsOf(shows), (row) => row.date))
    .values()
    .next();
  if (first.done) return { kind: 'ready', shows, newest: null };
  try {
    const page = await loadResults.archive(lottery, { offset: first.value.offset, limit: first.value.rows.length });
    const draws = page.entries.map((entry) => ({ showId: entry.show.id, draw: entry.draw }));
    return { kind: 'ready', shows, newest: { key: first.value.key, draws } };
  } catch {
    return { kind: 'ready', shows, newest: null };
  }
}

/**
 * The archive of a lottery (/…/archiv): every show of the last two years by year and month,
 * each a link to its date page. The list comes with one call; the drawn numbers come a month at
 * a time when the player gets there (a month is one page of the use case), so two years of KENO
 * never mean 730 requests up front.
 */
export class ResultsArchiveViewModel {
  status: 'loading' | 'ready' | 'error' | 'not_found' = 'loading';
  lottery: LotteryIdentifier | null = null;
  shows: readonly Show[] = [];
  /** Drawn numbers by show id; null: could not be loaded. Absent: not asked yet. */
  draws: ReadonlyMap<string, Draw | null> = new Map();
  /** Months whose numbers failed to load, by key. */
  failedMonths: ReadonlySet<string> = new Set();
  /** Month loads by key: one request per month, and one month at a time, in the order asked. */
  private readonly loads = new Map<string, Promise<void>>();
  private queue: Promise<void> = Promise.resolve();
  private requestId = 0;

  constructor(private readonly loadResults: LoadResultsUseCase) {
    makeAutoObservable<this, 'loadResults' | 'loads' | 'queue' | 'requestId'>(
      this,
      {
        loadResults: false,
        loads: false,
        queue: false,
        requestId: false,
        shows: observableRef,
        draws: observableRef,
        failedMonths: observableRef,
      },
      { autoBind: true },
    );
  }

  async load(lottery: LotteryIdentifier): Promise<void> {
    const request = ++this.requestId;
    this.lottery = lottery;
    this.status = 'loading';
    const data = await loadArchive(this.loadResults, lottery);
    if (request === this.requestId) this.accept(lottery, data);
  }

  /** Takes what the loader found: the list, and the newest month's numbers when they came with it. */
  accept(lottery: LotteryIdentifier, data: ArchiveData): void {
    this.requestId += 1;
    this.lottery = lottery;
    this.loads.clear();
    this.queue = Promise.resolve();
    this.failedMonths = new Set();
    this.shows = data.kind === 'ready' ? data.shows : [];
    const newest = data.kind === 'ready' ? data.newest : null;
    this.draws = new Map(newest?.draws.map(({ showId, draw }) => [showId, draw]));
    if (newest) this.loads.set(newest.key, Promise.resolve());
    this.status = data.kind;
  }

  /** Every show once with its date (the time-zone conversion is the costly part, so it runs once per list). */
  get rows(): readonly ArchiveRow[] {
    return rowsOf(this.shows);
  }

  /** Years (newest first) with their months. */
  get years(): readonly ArchiveYear<ArchiveRow>[] {
    return groupByYearAndMonth(this.rows, (row) => row.date);
  }

  /** Months in list order with their offsets, by `yyyy-mm` key. */
  get months(): ReadonlyMap<string, ArchiveMonthRange> {
    return archiveMonths(this.years);
  }

  /**
   * Loads a month's numbers once (again after a failure). Months load one after another in the
   * order asked (the newest first, then as the player scrolls), so the month on screen never
   * waits behind a burst of requests for months below it.
   */
  loadMonth(key: string): Promise<void> {
    const existing = this.loads.get(key);
    if (existing) return existing;
    const range = this.months.get(key);
    const lottery = this.lottery;
    if (!range || !lottery) return Promise.resolve();
    const request = this.requestId;
    const run = this.queue.then(() =>
      request === this.requestId ? this.fetchMonth(lottery, range, request) : undefined,
    );
    this.queue = run;
    this.loads.set(key, run);
    return run;
  }

  private async fetchMonth(lottery: LotteryIdentifier, range: ArchiveMonthRange, request: number): Promise<void> {
    const { key } = range;
    try {
      const page = await this.loadResults.archive(lottery, { offset: range.offset, limit: range.rows.length });
      if (request !== this.requestId) return;
      runInAction(() => {
        const draws = new Map(this.draws);
        for (const entry of page.entries) draws.set(entry.show.id, entry.draw);
        this.draws = draws;
        if (this.failedMonths.has(key)) this.failedMonths = new Set([...this.failedMonths].filter((k) => k !== key));
      });
    } catch {
      if (request !== this.requestId) return;
      this.loads.delete(key);
      runInAction(() => (this.failedMonths = new Set([...this.failedMonths, key])));
    }
  }
}

export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;
