import { isLotteryIdentifier, type LotteryIdentifier } from '../../../core/domain/lottery';
import type { ReceiptCriterion, ReceiptQuery } from '../../../core/domain/receipt';

export const RECEIPTS_PAGE_SIZE = 10;

/** What the Spielhistorie shows; lives in the URL query so reload and back keep it. */
export interface ReceiptsFilter {
  readonly won: boolean;
  readonly pending: boolean;
  readonly lottery: LotteryIdentifier | null;
  readonly sort: 'asc' | 'desc';
  /** From 1. */
  readonly page: number;
}

export const DEFAULT_RECEIPTS_FILTER: ReceiptsFilter = {
  won: false,
  pending: false,
  lottery: null,
  sort: 'asc',
  page: 1,
};

/** The query keys this page owns; everything else in the URL (open-modal, receipt) is left alone. */
const RECEIPTS_SEARCH_KEYS = ['gewonnen', 'ausstehend', 'lotterie', 'sortierung', 'seite'] as const;

/** Reads the filter from the URL; anything unknown or malformed falls back to the default. */
export function filterFromSearch(params: URLSearchParams): ReceiptsFilter {
  const lottery = params.get('lotterie');
  const page = Number(params.get('seite'));
  return {
    won: params.get('gewonnen') === '1',
    pending: params.get('ausstehend') === '1',
    lottery: lottery !== null && isLotteryIdentifier(lottery) ? lottery : null,
    sort: params.get('sortierung') === 'neueste' ? 'desc' : 'asc',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query for a filter (defaults left out), keeping the other keys of `current`. */
export function searchWithFilter(current: URLSearchParams, filter: ReceiptsFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of RECEIPTS_SEARCH_KEYS) next.delete(key);
  if (filter.won) next.set('gewonnen', '1');
  if (filter.pending) next.set('ausstehend', '1');
  if (filter.lottery) next.set('lotterie', filter.lottery);
  if (filter.sort === 'desc') next.set('sortierung', 'neueste');
  if (filter.page > 1) next.set('seite', String(filter.page));
  return next;
}

/** A stable key of the filter part of a URL: the list reloads only when it changes. */
export const filterKey = (filter: ReceiptsFilter): string => searchWithFilter(new URLSearchParams(), filter).toString();

export function queryOf(filter: ReceiptsFilter): Partial<ReceiptQuery> {
  const criteria: ReceiptCriterion[] = [];
  if (filter.won) criteria.push('won');
  if (filter.pending) criteria.push('any_draws_pending');
  return {
    criteria,
    lotteryIdentifiers: filter.lottery ? [filter.lottery] : [],
    pageLimit: RECEIPTS_PAGE_SIZE,
    pageOffset: (filter.page - 1) * RECEIPTS_PAGE_SIZE,
    sortDirection: filter.sort,
  };
}
