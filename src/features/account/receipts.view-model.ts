import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Page, Receipt } from '../../../core/domain/receipt';
import { templateOfReceipt } from '../../../core/domain/ticket-template';
import type { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import type { HandOverTicketUseCase } from '../../../core/use-cases/hand-over-ticket.use-case';
import type { PlayerData } from '../../app/player-data';
import { handoverPath } from '../ticket/ticket-handover.module';
import { DEFAULT_RECEIPTS_FILTER, filterKey, queryOf, RECEIPTS_PAGE_SIZE, type ReceiptsFilter } from './receipts-query';

/**
 * Spielhistorie: the player's receipts with filters (won, draws pending, lottery), sort (oldest
 * first by default, spec/2 §9) and pages. The view keeps the filter in the URL: the route's
 * clientLoader loads the page a visit's URL asks for (`accept`), a later filter the view hands in
 * with `show`; answers to an older filter are dropped.
 */
export class ReceiptsViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  receipts: readonly Receipt[] = [];
  totalCount = 0;
  filter: ReceiptsFilter = DEFAULT_RECEIPTS_FILTER;
  private request = 0;

  constructor(
    private readonly loadReceipts: LoadReceiptsUseCase,
    private readonly handOver: HandOverTicketUseCase,
  ) {
    makeAutoObservable<this, 'loadReceipts' | 'handOver' | 'request'>(
      this,
      { loadReceipts: false, handOver: false, request: false, receipts: observableRef, filter: observableRef },
      { autoBind: true },
    );
  }

  /** Shows the list for `filter`; the same filter again only reloads when asked to. */
  show(filter: ReceiptsFilter, force = false): Promise<void> {
    if (!force && this.status !== 'error' && this.request > 0 && filterKey(filter) === filterKey(this.filter))
      return Promise.resolve();
    this.filter = filter;
    return this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    try {
      const page = await this.loadReceipts.execute(queryOf(this.filter));
      if (request !== this.request) return;
      runInAction(() => this.fill(page));
    } catch {
      if (request === this.request) runInAction(() => (this.status = 'error'));
    }
  }

  /**
   * Takes the page the route's clientLoader loaded for `filter` (the URL's); an answer to an older
   * filter still under way is dropped. Logged out it waits for the login (the loader runs again).
   */
  accept(data: PlayerData<Page<Receipt>>, filter: ReceiptsFilter): void {
    this.filter = filter;
    if (data.kind === 'logged_out') return;
    this.request++;
    if (data.kind === 'error') this.status = 'error';
    else this.fill(data.value);
  }

  private fill(page: Page<Receipt>): void {
    this.receipts = page.items;
    this.totalCount = page.totalCount;
    this.status = 'ready';
  }

  /**
   * "Erneut spielen": the ticket screen of the receipt's product, opening with its numbers,
   * add-ons, draw days and duration (a Dauerschein's too, but as a one-off: docs/decisions.md).
   */
  replay(receipt: Receipt): string | null {
    return handoverPath(receipt.productIdentifier, this.handOver.execute(templateOfReceipt(receipt)));
  }

  /** The filter after a change (applied to `from`, the one shown by default): a new filter or sort starts again on page 1. */
  changed(patch: Partial<Omit<ReceiptsFilter, 'page'>>, from: ReceiptsFilter = this.filter): ReceiptsFilter {
    return { ...from, ...patch, page: 1 };
  }

  pageFilter(page: number): ReceiptsFilter {
    return { ...this.filter, page: Math.min(Math.max(1, page), this.pageCount) };
  }

  get pageNumber(): number {
    return this.filter.page;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / RECEIPTS_PAGE_SIZE));
  }

  get hasNext(): boolean {
    return this.filter.page < this.pageCount;
  }

  get hasPrevious(): boolean {
    return this.filter.page > 1;
  }

  get filtered(): boolean {
    return this.filter.won || this.filter.pending || this.filter.lottery !== null;
  }

  /** A page past the end (an old link, fewer receipts now): the view moves to the last page. */
  get beyondLastPage(): boolean {
    return this.status === 'ready' && this.filter.page > this.pageCount;
  }
}
