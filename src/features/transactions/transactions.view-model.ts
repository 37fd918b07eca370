import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AccountKind } from '../../../core/domain/player';
import type { PaymentTransactionInfo, Voucher, VoucherQuery } from '../../../core/domain/voucher';
import type {
  LoadTransactionsUseCase,
  TransactionsPage,
  TransactionsQuery,
} from '../../../core/use-cases/load-transactions.use-case';
import type { PlayerData } from '../../app/player-data';

export const TRANSACTION_SORTS = ['newest', 'oldest', 'amountDesc', 'amountAsc'] as const;
export type TransactionsSort = (typeof TRANSACTION_SORTS)[number];

const SORT_QUERY: Record<TransactionsSort, Pick<VoucherQuery, 'sortAttribute' | 'sortDirection'>> = {
  newest: { sortAttribute: 'createdAt', sortDirection: 'desc' },
  oldest: { sortAttribute: 'createdAt', sortDirection: 'asc' },
  amountDesc: { sortAttribute: 'amount', sortDirection: 'desc' },
  amountAsc: { sortAttribute: 'amount', sortDirection: 'asc' },
};

export const PAGE_SIZES = [10, 20, 50] as const;
export const ACCOUNT_KINDS: readonly AccountKind[] = ['common', 'games'];

/** The list a visit starts with: the common account's newest bookings, 20 a page. */
export const FIRST_PAGE: TransactionsQuery = {
  kind: 'common',
  pageLimit: 20,
  pageOffset: 0,
  search: '',
  ...SORT_QUERY.newest,
};

/** Transaktionen: the bookings of one account, paged, searchable and sortable. */
export class TransactionsViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  kind: AccountKind = 'common';
  sort: TransactionsSort = 'newest';
  pageSize: number = 20;
  pageOffset = 0;
  /** What the player types; `search` is what the list shows (set on submit). */
  searchInput = '';
  search = '';
  vouchers: readonly Voucher[] = [];
  totalCount = 0;
  payments: ReadonlyMap<string, PaymentTransactionInfo> = new Map();
  paymentsUnavailable = false;
  /** Only the newest request may fill the list (a slow old page must not overwrite a newer one). */
  private requestId = 0;

  constructor(private readonly loadTransactions: LoadTransactionsUseCase) {
    makeAutoObservable<this, 'loadTransactions' | 'requestId'>(
      this,
      { loadTransactions: false, requestId: false, vouchers: observableRef, payments: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const request = ++this.requestId;
    this.status = 'loading';
    try {
      const page = await this.loadTransactions.execute(this.query);
      if (request !== this.requestId) return;
      this.accept({ kind: 'ready', value: page });
    } catch {
      if (request !== this.requestId) return;
      runInAction(() => (this.status = 'error'));
    }
  }

  /** Takes a page of bookings (the route's clientLoader gives the first one; logged out it waits for the login). */
  accept(data: PlayerData<TransactionsPage>): void {
    if (data.kind === 'logged_out') return;
    if (data.kind === 'error') {
      this.status = 'error';
      return;
    }
    this.vouchers = data.value.vouchers;
    this.totalCount = data.value.totalCount;
    this.payments = data.value.payments;
    this.paymentsUnavailable = data.value.paymentsUnavailable;
    this.status = 'ready';
  }

  /** What the list shows now, as the use case's query. */
  get query(): TransactionsQuery {
    return {
      kind: this.kind,
      pageLimit: this.pageSize,
      pageOffset: this.pageOffset,
      search: this.search,
      ...SORT_QUERY[this.sort],
    };
  }

  setKind(kind: AccountKind): Promise<void> {
    if (kind === this.kind) return Promise.resolve();
    this.kind = kind;
    this.vouchers = [];
    return this.fromFirstPage();
  }

  setSort(sort: TransactionsSort): Promise<void> {
    this.sort = sort;
    return this.fromFirstPage();
  }

  setPageSize(size: number): Promise<void> {
    if (!(PAGE_SIZES as readonly number[]).includes(size)) return Promise.resolve();
    this.pageSize = size;
    return this.fromFirstPage();
  }

  setSearchInput(value: string): void {
    this.searchInput = value;
  }

  submitSearch(): Promise<void> {
    this.search = this.searchInput.trim().slice(0, 100);
    return this.fromFirstPage();
  }

  clearSearch(): Promise<void> {
    this.searchInput = '';
    this.search = '';
    return this.fromFirstPage();
  }

  nextPage(): Promise<void> {
    if (!this.hasNext) return Promise.resolve();
    this.pageOffset += this.pageSize;
    return this.load();
  }

  previousPage(): Promise<void> {
    if (!this.hasPrevious) return Promise.resolve();
    this.pageOffset = Math.max(0, this.pageOffset - this.pageSize);
    return this.load();
  }

  /** The payment behind a deposit booking, when the platform knows it. */
  paymentFor(voucher: Voucher): PaymentTransactionInfo | null {
    return voucher.voucherable.kind === 'deposit'
      ? (this.payments.get(voucher.voucherable.pspReference) ?? null)
      : null;
  }

  get hasNext(): boolean {
    return this.pageOffset + this.pageSize < this.totalCount;
  }

  get hasPrevious(): boolean {
    return this.pageOffset > 0;
  }

  get pageNumber(): number {
    return Math.floor(this.pageOffset / this.pageSize) + 1;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / this.pageSize));
  }

  private fromFirstPage(): Promise<void> {
    this.pageOffset = 0;
    return this.load();
  }
}
