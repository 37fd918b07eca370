import type { VoucherListDto, VoucherQueryDto } from '../../../adapters/http/wire/ledger.dto';
import { addError, hasErrors, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import type { AccountKind, PlatformState, VoucherRecord } from '../state';
import { voucherDto } from './voucher-view';
import { recordsWhere } from '../record-index';

/** GET /my/vouchers paging (docs/decisions.md "Ledger"): 20 by default, at most 100 per page. */
export const VOUCHER_PAGE_DEFAULT = 20;
export const VOUCHER_PAGE_MAX = 100;
const SEARCH_MAX_LENGTH = 100;
const SORT_ATTRIBUTES = ['created_at', 'amount', 'number'] as const;
type SortAttribute = (typeof SORT_ATTRIBUTES)[number];

const ACCOUNT_KINDS: readonly string[] = ['common', 'games'];

/** Checks the paging and sorting every wallet list shares; kind is required (spec/2 §5). */
export function checkListQuery(
  query: { kind: string; page_limit: number; page_offset: number; sort_attribute: string; sort_direction: string },
  sortAttributes: readonly string[],
  errors: AttributeErrors = {},
): asserts query is typeof query & { kind: AccountKind } {
  if (!query.kind) addError(errors, 'kind', 'required');
  else if (!ACCOUNT_KINDS.includes(query.kind)) addError(errors, 'kind', 'invalid');
  if (!Number.isSafeInteger(query.page_limit) || query.page_limit < 1 || query.page_limit > VOUCHER_PAGE_MAX)
    addError(errors, 'page_limit', 'invalid');
  if (!Number.isSafeInteger(query.page_offset) || query.page_offset < 0) addError(errors, 'page_offset', 'invalid');
  if (!sortAttributes.includes(query.sort_attribute)) addError(errors, 'sort_attribute', 'invalid');
  if (query.sort_direction !== 'asc' && query.sort_direction !== 'desc') addError(errors, 'sort_direction', 'invalid');
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: ['invalid_query'], attribute_errors: errors });
}

/** Everything a search may hit, lower-cased: number, comment, transaction number, references, receipt numbers. */
function searchText(v: VoucherRecord): string {
  const parts = [v.number, v.comment ?? '', v.transaction_number, v.external_reference ?? ''];
  const s = v.voucherable;
  if (s.type === 'deposit') parts.push(s.psp_reference);
  if (s.type === 'purchase') parts.push(...s.receipt_numbers);
  if (s.type === 'lottery_winning') parts.push(s.receipt_number);
  return parts.join('\n').toLowerCase();
}

function sortKey(v: VoucherRecord, attribute: SortAttribute): number {
  if (attribute === 'amount') return v.amount.fractional;
  if (attribute === 'created_at') return Date.parse(v.created_at);
  return 0;
}

/**
 * GET /my/vouchers. Newest first by default; ties (and `number` itself) order by the voucher
 * number, which grows with every booking, so pages never overlap. One linear pass plus one sort
 * of the player's bookings: fast enough for tens of thousands.
 */
export function queryVouchers(state: PlatformState, playerId: string, query: VoucherQueryDto): VoucherListDto {
  const errors: AttributeErrors = {};
  const search = (query.search ?? '').trim().toLowerCase();
  if (search.length > SEARCH_MAX_LENGTH) addError(errors, 'search', 'too_long');
  checkListQuery(query, SORT_ATTRIBUTES, errors);
  const attribute = query.sort_attribute as SortAttribute;
  const direction = query.sort_direction === 'asc' ? 1 : -1;

  const matching: { voucher: VoucherRecord; key: number }[] = [];
  for (const voucher of recordsWhere(state.vouchers, 'player_id', playerId)) {
    if (voucher.kind !== query.kind) continue;
    if (search && !searchText(voucher).includes(search)) continue;
    matching.push({ voucher, key: sortKey(voucher, attribute) });
  }
  matching.sort(
    (a, b) =>
      direction *
      (a.key - b.key || (a.voucher.number < b.voucher.number ? -1 : a.voucher.number > b.voucher.number ? 1 : 0)),
  );
  const page = matching.slice(query.page_offset, query.page_offset + query.page_limit).map((m) => m.voucher);

  const reversedIds = new Set(
    page.flatMap((v) => (v.voucherable.type === 'reversal' ? [v.voucherable.reversed_voucher_id] : [])),
  );
  const numbers = new Map<string, string>();
  if (reversedIds.size > 0) for (const v of state.vouchers) if (reversedIds.has(v.id)) numbers.set(v.id, v.number);
  return {
    vouchers: page.map((v) => voucherDto(v, (id) => numbers.get(id))),
    page_info: { total_count: matching.length },
  };
}
