import { makeAutoObservable, observableRef } from 'mobx';
import { berlinDateOf, type Draw, type Show } from '../../../core/domain/draw';
import type { AddonIdentifier, LotteryIdentifier } from '../../../core/domain/lottery';
import { formatResultsDate } from '../../../core/domain/results-date';
import { focusedAddon } from '../../../core/domain/results-games';
import type { Temporal } from '../../../core/shared/temporal';

/** How many recent shows the date select offers (the archive has the rest): all the newest show's page names. */
export const RECENT_SHOWS = 30;
/** The newest shows a date's page names: its date select and the older neighbour of the last one there. */
export const SHOWS_NAMED = RECENT_SHOWS + 1;

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

/** What the route's loader found for the URL (results.view.tsx); plain data, sent from the server to the browser. */
export type ResultsData =
  | {
      readonly kind: 'found';
      readonly show: Show;
      readonly draw: Draw | null;
      readonly shows: readonly Show[];
      /** When the loader read them (ISO instant): what an offline copy of the page is as of. */
      readonly loadedAt?: string;
    }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'error' };

/** The shows the page needs of the archive: the recent ones for the select, and the shown one with its neighbours. */
export function showsAround(shows: readonly Show[], shown: Show): Show[] {
  const at = shows.findIndex((s) => s.id === shown.id);
  const keep = new Set<number>(shows.slice(0, RECENT_SHOWS + 1).map((_, i) => i));
  for (const i of [at - 1, at, at + 1]) if (i >= 0 && i < shows.length) keep.add(i);
  return [...keep].sort((a, b) => a - b).map((i) => shows[i]!);
}

/**
 * A lottery's numbers-and-odds page (spec/1 §2): the last show or the show of the URL's date,
 * with the shows around it for the date navigation. The route's loader finds them on the server
 * (for a navigation too: the browser asks for the route's data); the view model shapes them for the view.
 */
export class ResultsViewModel {
  status: 'ready' | 'error' | 'not_found' = 'not_found';
  lottery: LotteryIdentifier | null = null;
  focus: AddonIdentifier | null = null;
  date: Temporal.PlainDate | null = null;
  show: Show | null = null;
  draw: Draw | null = null;
  /** The shows around the shown one, newest first (showsAround). */
  shows: readonly Show[] = [];
  /** When the numbers were loaded (ISO instant), for "offline, as of …". */
  loadedAt: string | null = null;

  constructor() {
    makeAutoObservable(
      this,
      { date: observableRef, show: observableRef, draw: observableRef, shows: observableRef },
      { autoBind: true },
    );
  }

  /** Takes what the loader found for `lottery`; `identifier` (the query) may focus an add-on. */
  accept(lottery: LotteryIdentifier, data: ResultsData, identifier: string | null = null): void {
    this.lottery = lottery;
    this.focus = focusedAddon(lottery, identifier);
    if (data.kind !== 'found') {
      this.status = data.kind;
      return;
    }
    this.show = data.show;
    this.date = berlinDateOf(data.show.broadcastTime);
    this.draw = data.draw;
    this.shows = data.shows;
    this.loadedAt = data.loadedAt ?? null;
    this.status = 'ready';
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
