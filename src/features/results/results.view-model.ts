import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { berlinDateOf, type Draw, type Show } from '../../../core/domain/draw';
import type { AddonIdentifier, LotteryIdentifier } from '../../../core/domain/lottery';
import { decideResultsPage, formatResultsDate, parseResultsDate } from '../../../core/domain/results-date';
import { focusedAddon } from '../../../core/domain/results-games';
import type { Temporal } from '../../../core/shared/temporal';
import type { LoadResultsUseCase } from '../../../core/use-cases/load-results.use-case';
import type { ErrorReporter } from '../../../ports/error-reporter.port';

/** How many recent shows the date select offers (the archive has the rest). */
const RECENT_SHOWS = 30;

export interface ShowLink {
  readonly show: Show;
  /** The show's Berlin calendar day. */
  readonly date: Temporal.PlainDate;
  /** The URL date segment, `ziehung-dd-MM-yyyy`. */
  readonly param: string;
}

const linkTo = (show: Show): ShowLink => {
  const date = berlinDateOf(show.broadcastTime);
  return { show, date, param: formatResultsDate(date) };
};

/**
 * A lottery's numbers-and-odds page (spec/1 §2): the last show or the show of the URL's date,
 * with the shows around it for the date navigation. A malformed date or no shows at all are a
 * 404 (`not_found`), a date without a show sends the player to the archive (`archive`).
 */
export class ResultsViewModel {
  status: 'loading' | 'ready' | 'error' | 'not_found' | 'archive' = 'loading';
  lottery: LotteryIdentifier | null = null;
  focus: AddonIdentifier | null = null;
  date: Temporal.PlainDate | null = null;
  show: Show | null = null;
  draw: Draw | null = null;
  /** Every show of the archive period, newest first. */
  shows: readonly Show[] = [];
  private dateParam: string | undefined = undefined;
  /** Only the newest navigation may fill the page (a slow earlier date must not overwrite it). */
  private requestId = 0;

  constructor(
    private readonly loadResults: LoadResultsUseCase,
    private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'loadResults' | 'reporter' | 'requestId' | 'dateParam'>(
      this,
      {
        loadResults: false,
        reporter: false,
        requestId: false,
        dateParam: false,
        date: observableRef,
        show: observableRef,
        draw: observableRef,
        shows: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Shows `lottery` on the URL's `dateParam` (none: the last show); `identifier` (the query) may focus an add-on. */
  async load(
    lottery: LotteryIdentifier,
    dateParam: string | undefined,
    identifier: string | null = null,
  ): Promise<void> {
    const request = ++this.requestId;
    this.lottery = lottery;
    this.dateParam = dateParam;
    this.focus = focusedAddon(lottery, identifier);
    const param = parseResultsDate(dateParam);
    if (param.kind === 'malformed') {
      this.status = 'not_found';
      return;
    }
    this.status = 'loading';
    try {
      // The archive call with no page is only the list of shows (cached with the lookup's list).
      const [found, archive] = await Promise.all([
        this.loadResults.forDate(lottery, param.kind === 'date' ? param.date : null),
        this.loadResults.archive(lottery, { offset: 0, limit: 0 }),
      ]);
      if (request !== this.requestId) return;
      runInAction(() => {
        const decision = decideResultsPage(param, found.kind);
        if (decision !== 'show' || found.kind !== 'found') {
          this.status = decision === 'archive' ? 'archive' : 'not_found';
          return;
        }
        this.show = found.show;
        this.date = found.date;
        this.draw = found.draw;
        this.shows = archive.shows;
        this.status = 'ready';
      });
    } catch (error) {
      if (request !== this.requestId) return;
      // spec/2 §8 "Other date-page errors: reported with 500"; the player gets a retry.
      this.reporter.report({
        message: error instanceof Error ? error.message : String(error),
        source: 'results',
        context: { status: 500, lottery, date: dateParam ?? null },
      });
      runInAction(() => (this.status = 'error'));
    }
  }

  retry(): Promise<void> {
    return this.lottery ? this.load(this.lottery, this.dateParam, this.focus) : Promise.resolve();
  }

  private get index(): number {
    const id = this.show?.id;
    return id === undefined ? -1 : this.shows.findIndex((s) => s.id === id);
  }

  /** The show before this one (older), for "vorherige Ziehung". */
  get previous(): ShowLink | null {
    const show = this.index >= 0 ? this.shows[this.index + 1] : undefined;
    return show ? linkTo(show) : null;
  }

  /** The show after this one (newer). */
  get next(): ShowLink | null {
    const show = this.index > 0 ? this.shows[this.index - 1] : undefined;
    return show ? linkTo(show) : null;
  }

  /** The recent shows for the date select; the shown one is always among them. */
  get recent(): readonly ShowLink[] {
    const recent = this.shows.slice(0, RECENT_SHOWS);
    if (this.show && this.index >= RECENT_SHOWS) recent.push(this.show);
    return recent.map(linkTo);
  }

  /** The URL date segment of the shown show. */
  get currentParam(): string | null {
    return this.date ? formatResultsDate(this.date) : null;
  }
}
