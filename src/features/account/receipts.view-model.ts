import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Receipt } from '../../../core/domain/receipt';
import type { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';

const PAGE_SIZE = 10;

/** Spielhistorie: the player's receipts, paged, oldest first by default (newest first offered). */
export class ReceiptsViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  receipts: readonly Receipt[] = [];
  totalCount = 0;
  pageOffset = 0;
  sortDirection: 'asc' | 'desc' = 'asc';

  constructor(private readonly loadReceipts: LoadReceiptsUseCase) {
    makeAutoObservable<this, 'loadReceipts'>(this, { loadReceipts: false, receipts: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const page = await this.loadReceipts.execute({ pageLimit: PAGE_SIZE, pageOffset: this.pageOffset, sortDirection: this.sortDirection });
      runInAction(() => {
        this.receipts = page.items;
        this.totalCount = page.totalCount;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  setSortDirection(direction: 'asc' | 'desc'): Promise<void> {
    this.sortDirection = direction;
    this.pageOffset = 0;
    return this.load();
  }

  nextPage(): Promise<void> {
    if (!this.hasNext) return Promise.resolve();
    this.pageOffset += PAGE_SIZE;
    return this.load();
  }

  previousPage(): Promise<void> {
    if (!this.hasPrevious) return Promise.resolve();
    this.pageOffset = Math.max(0, this.pageOffset - PAGE_SIZE);
    return this.load();
  }

  get hasNext(): boolean {
    return this.pageOffset + PAGE_SIZE < this.totalCount;
  }

  get hasPrevious(): boolean {
    return this.pageOffset > 0;
  }

  get pageNumber(): number {
    return Math.floor(this.pageOffset / PAGE_SIZE) + 1;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / PAGE_SIZE));
  }
}
