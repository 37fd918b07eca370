import { berlinDateOf, type Draw, type Show } from '../domain/draw';
import { LOTTERY_IDENTIFIERS, type LotteryIdentifier } from '../domain/lottery';
import { archiveShows, archiveShowsLimit } from '../domain/results-archive';
import { Temporal } from '../shared/temporal';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { DEFAULT_SHOWS_LIMIT, MAX_SHOWS_LIMIT } from '../../ports/draws-gateway.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';

/** The numbers page of one date (spec/1 "/{date}"): the show and its draws, or why there is none. */
export type ResultsForDate =
  | {
      readonly kind: 'found';
      readonly show: Show;
      readonly date: Temporal.PlainDate;
      readonly draws: readonly Draw[];
      readonly draw: Draw | null;
      /** The shows it was found among, newest first (forDate). */
      readonly shows: readonly Show[];
    }
  /** The date matches no show: spec/2 §8 redirects to the lottery's archive. */
  | { readonly kind: 'no_show' }
  /** The lottery has no shows at all: 404. */
  | { readonly kind: 'no_shows' };

interface ArchiveEntry {
  readonly show: Show;
  readonly date: Temporal.PlainDate;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
  /** The show's draw of this lottery (with its numbers); null if it could not be loaded. */
  readonly draw: Draw | null;
}

export interface ArchivePage {
  readonly entries: readonly ArchiveEntry[];
  /** Shows of the last two years in all. */
  readonly totalCount: number;
  /** Every show of the last two years, newest first (the archive lists them all, numbers load per page). */
  readonly shows: readonly Show[];
}

export interface LotteryResult {
  readonly lottery: LotteryIdentifier;
  /** null when the lottery has not drawn yet or could not be asked (reported). */
  readonly draw: Draw | null;
}

const ARCHIVE_PAGE_SIZE = 20;

/** Winning numbers and odds (spec/1: /lotto/lottozahlen-quoten and the like, their /{date} and /archiv pages). */
export class LoadResultsUseCase {
  constructor(
    private readonly draws: DrawsGateway,
    private readonly reporter: ErrorReporter | null = null,
  ) {}

  /**
   * The show of `date` (Berlin calendar date), or the newest show when `date` is null, with the
   * shows a numbers page names: the newest `count` (spec/2 §9: 7 by default), and for a date older
   * than those (or the oldest of them, whose older neighbour the page links) every show of the two
   * years down to it, in a second call. A page never asks for more shows than it shows.
   */
  async forDate(
    lottery: LotteryIdentifier,
    date: Temporal.PlainDate | null,
    count = DEFAULT_SHOWS_LIMIT,
  ): Promise<ResultsForDate> {
    const onDate = (s: Show) => date !== null && berlinDateOf(s.broadcastTime).equals(date);
    let shows = archiveShows(await this.draws.pastDrawDates(lottery, count));
    if (shows.length === 0) return { kind: 'no_shows' };
    let at = date === null ? 0 : shows.findIndex(onDate);
    const oldest = shows[shows.length - 1]!;
    const beyond =
      date !== null &&
      (at === shows.length - 1 || (at < 0 && Temporal.PlainDate.compare(date, berlinDateOf(oldest.broadcastTime)) < 0));
    if (beyond && shows.length >= count) {
      shows = await this.shows(lottery);
      at = shows.findIndex(onDate);
    }
    const show = shows[at];
    if (!show) return { kind: 'no_show' };
    const draws = (await this.draws.showDraws(show.id)).filter((d) => d.lotteryIdentifier === lottery);
    return { kind: 'found', show, date: berlinDateOf(show.broadcastTime), draws, draw: draws[0] ?? null, shows };
  }

  /** The last two years of shows, newest first, a page at a time with each show's numbers. */
  async archive(
    lottery: LotteryIdentifier,
    page: { offset: number; limit: number } = { offset: 0, limit: ARCHIVE_PAGE_SIZE },
  ): Promise<ArchivePage> {
    const shows = await this.shows(lottery);
    const slice = shows.slice(Math.max(0, page.offset), Math.max(0, page.offset) + Math.max(0, page.limit));
    const answers = await Promise.allSettled(slice.map((s) => this.draws.showDraws(s.id)));
    const entries = slice.map((show, i): ArchiveEntry => {
      const answer = answers[i];
      if (answer?.status === 'rejected')
        this.reporter?.report({ source: 'lottery', message: `Show ${show.id} could not be loaded` });
      const draw =
        answer?.status === 'fulfilled' ? (answer.value.find((d) => d.lotteryIdentifier === lottery) ?? null) : null;
      const date = berlinDateOf(show.broadcastTime);
      return { show, date, weekday: date.dayOfWeek, draw };
    });
    return { entries, totalCount: shows.length, shows };
  }

  /** The last draw of every lottery (the results overview); a lottery that fails is null and reported. */
  async overview(lotteries: readonly LotteryIdentifier[] = LOTTERY_IDENTIFIERS): Promise<LotteryResult[]> {
    const answers = await Promise.allSettled(lotteries.map((l) => this.draws.lastDraw(l)));
    return lotteries.map((lottery, i) => {
      const answer = answers[i];
      if (answer?.status === 'rejected')
        this.reporter?.report({ source: 'lottery', message: `Last draw of ${lottery} could not be loaded` });
      return { lottery, draw: answer?.status === 'fulfilled' ? answer.value : null };
    });
  }

  /** Shows of the last two years before the newest one, newest first (one call for no more than two years hold, cached by the gateway). */
  private async shows(lottery: LotteryIdentifier): Promise<Show[]> {
    return archiveShows(await this.draws.pastDrawDates(lottery, archiveShowsLimit(lottery, MAX_SHOWS_LIMIT)));
  }
}
