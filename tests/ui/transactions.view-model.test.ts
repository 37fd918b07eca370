import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../core/domain/errors';
import type { LoadTransactionsUseCase, TransactionsPage } from '../../core/use-cases/load-transactions.use-case';
import { TransactionsViewModel } from '../../src/features/transactions/transactions.view-model';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { testPlatform, VERIFIED } from '../support/demo';
import { SESSION } from '../../src/features/session/session.module';
import { TRANSACTIONS } from '../../src/features/transactions/transactions.module';

/** The app in memory (as memoryApp starts it), keeping the platform so tests can book on it. */
async function loggedIn() {
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const session = resolve(container, SESSION.sessionViewModel);
  await session.init();
  await session.login({ ...VERIFIED, longLastingSession: false });
  return { platform, get: () => resolve(container, TRANSACTIONS.transactionsViewModel) };
}

describe('transactions (/kundenkonto/transaktionen)', () => {
  it('loads the Lotterie-Konto newest first, 20 a page, with the payment of each deposit', async () => {
    const app = await loggedIn();
    const { platform } = app;
    platform.seedLedgerHistory({ email: VERIFIED.username, count: 60 });
    const vm = app.get();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.kind).toBe('common');
    expect(vm.vouchers).toHaveLength(20);
    expect(vm.totalCount).toBeGreaterThan(60);
    expect(vm.pageCount).toBe(Math.ceil(vm.totalCount / 20));
    const times = vm.vouchers.map((v) => Date.parse(v.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    vm.setSearchInput('Einzahlung per SEPA');
    await vm.submitSearch();
    const deposit = vm.vouchers.find((v) => v.voucherable.kind === 'deposit' && v.externalReference !== null);
    expect(deposit).toBeDefined();
    expect(vm.paymentFor(deposit!)?.storedPaymentMethod).toMatchObject({
      type: 'sepa_direct_debit',
      accountHolder: 'Max Mustermann',
    });
  });

  it('pages forward and back, and starts again at page 1 when sort, size, search or account change', async () => {
    const app = await loggedIn();
    const { platform } = app;
    platform.seedLedgerHistory({ email: VERIFIED.username, count: 45 });
    const vm = app.get();
    await vm.load();
    const first = vm.vouchers.map((v) => v.id);
    await vm.nextPage();
    expect(vm.pageNumber).toBe(2);
    expect(vm.vouchers.some((v) => first.includes(v.id))).toBe(false);
    await vm.previousPage();
    expect(vm.vouchers.map((v) => v.id)).toEqual(first);
    expect(vm.hasPrevious).toBe(false);

    await vm.nextPage();
    await vm.setSort('amountDesc');
    expect(vm.pageNumber).toBe(1);
    const amounts = vm.vouchers.map((v) => v.amount.fractional);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);

    await vm.setPageSize(50);
    expect(vm.vouchers).toHaveLength(Math.min(50, vm.totalCount));
    await vm.setPageSize(7);
    expect(vm.pageSize).toBe(50);

    await vm.setKind('games');
    expect(vm.totalCount).toBe(0);
    expect(vm.vouchers).toEqual([]);
    expect(vm.status).toBe('ready');
  });

  it('searches on submit only, shows the hits, and clears the search', async () => {
    const app = await loggedIn();
    const { platform } = app;
    const [goodwill] = platform.ledgerGoodwill({
      email: VERIFIED.username,
      amount_cents: 1000,
      reason: 'Kulanz',
    }).vouchers;
    const vm = app.get();
    await vm.load();
    const all = vm.totalCount;
    vm.setSearchInput(`  ${goodwill!.number.toLowerCase()} `);
    expect(vm.search).toBe('');
    await vm.submitSearch();
    expect(vm.search).toBe(goodwill!.number.toLowerCase());
    expect(vm.vouchers.map((v) => v.id)).toEqual([goodwill!.id]);
    expect(vm.vouchers[0]!.voucherable.kind).toBe('goodwillCredit');
    await vm.clearSearch();
    expect(vm.searchInput).toBe('');
    expect(vm.totalCount).toBe(all);
  });

  it('shows an error it can retry, and never lets a slow old page overwrite a newer one', async () => {
    const empty = (marker: string): TransactionsPage => ({
      vouchers: [],
      totalCount: marker.length,
      payments: new Map(),
      paymentsUnavailable: false,
    });
    const answers: ((page: TransactionsPage | Error) => void)[] = [];
    const load = {
      execute: () =>
        new Promise<TransactionsPage>((resolve, reject) =>
          answers.push((page) => (page instanceof Error ? reject(page) : resolve(page))),
        ),
    } as unknown as LoadTransactionsUseCase;
    const vm = new TransactionsViewModel(load);

    const failing = vm.load();
    answers[0]!(new GatewayError(503, 'GET', '/my/vouchers'));
    await failing;
    expect(vm.status).toBe('error');

    const slow = vm.load();
    const fast = vm.setSort('oldest');
    answers[2]!(empty('new'));
    await fast;
    answers[1]!(empty('stale-old-answer'));
    await slow;
    expect(vm.status).toBe('ready');
    expect(vm.totalCount).toBe(3);
  });
});
