import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { PaymentTransactionQueryDto, VoucherQueryDto } from '../../adapters/http/wire/ledger.dto';
import type { FakePlatformApi } from '../platform/platform-api';
import { VOUCHER_PAGE_DEFAULT } from '../platform/ledger/voucher-query';
import type { LedgerAmountBodyDto, LedgerSeedBodyDto, LedgerVoucherBodyDto } from '../platform/ledger/ledger-dto';
import { bearerToken, readJson, respond } from './handler-support';

/** Whole non-negative numbers only; anything else reaches the platform as NaN and is refused there. */
const integerParam = (value: string | null, fallback: number) =>
  value === null || value === '' ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;

function voucherQueryOf(url: URL): VoucherQueryDto {
  const params = url.searchParams;
  return {
    // Missing kind reaches the platform as '' and is refused there, naming the field.
    kind: params.get('kind') ?? '',
    page_limit: integerParam(params.get('page_limit'), VOUCHER_PAGE_DEFAULT),
    page_offset: integerParam(params.get('page_offset'), 0),
    search: params.get('search'),
    sort_attribute: params.get('sort_attribute') || 'created_at',
    sort_direction: params.get('sort_direction') || 'desc',
  };
}

function paymentTransactionQueryOf(url: URL): PaymentTransactionQueryDto {
  const params = url.searchParams;
  return {
    psp_references: params.getAll('psp_references').flatMap((v) => v.split(',')),
    kind: params.get('kind') ?? '',
    page_limit: integerParam(params.get('page_limit'), VOUCHER_PAGE_DEFAULT),
    page_offset: integerParam(params.get('page_offset'), 0),
    sort_attribute: params.get('sort_attribute') || 'created_at',
    sort_direction: params.get('sort_direction') || 'desc',
  };
}

/** Wallet API bookings (spec/2 §7.2): GET /my/vouchers and GET /my/payment_transactions. */
export function ledgerHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.wallet}${p}`;
  return [
    http.get(path('/my/vouchers'), ({ request }) =>
      respond(() => platform.vouchers(bearerToken(request), voucherQueryOf(new URL(request.url)))),
    ),
    http.get(path('/my/payment_transactions'), ({ request }) =>
      respond(() =>
        platform.paymentTransactions(bearerToken(request), paymentTransactionQueryOf(new URL(request.url))),
      ),
    ),
  ];
}

/**
 * Ledger controls (never part of a real backend): back-office bookings on a player's wallet
 * and a bulk history for benchmarks. Each answers the bookings it made.
 */
export function ledgerControlHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.fakeControl}/ledger${p}`;
  const post = <B>(p: string, run: (body: B | null) => unknown) =>
    http.post(path(p), ({ request }) => respond(async () => run(await readJson<B | null>(request))));
  return [
    post<LedgerAmountBodyDto>('/goodwill', (b) => platform.ledgerGoodwill(b)),
    post<LedgerAmountBodyDto>('/correction', (b) => platform.ledgerCorrection(b)),
    post<LedgerVoucherBodyDto>('/chargeback', (b) => platform.ledgerChargeback(b)),
    post<LedgerVoucherBodyDto>('/withdrawal-cancellation', (b) => platform.ledgerCancelWithdrawal(b)),
    post<LedgerVoucherBodyDto>('/mark-for-refund', (b) => platform.ledgerMarkForRefund(b)),
    post<LedgerVoucherBodyDto>('/partial-refund', (b) => platform.ledgerPartialRefund(b)),
    post<LedgerSeedBodyDto>('/seed-history', (b) => platform.seedLedgerHistory(b)),
  ];
}
