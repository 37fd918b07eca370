import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import type { Token } from '../../src/composition/token';
import {
  DEFAULT_RECEIPTS_FILTER,
  filterFromSearch,
  queryOf,
  searchWithFilter,
} from '../../src/features/account/receipts-query';
import { receiptModalSearch } from '../../src/features/account/receipt-modal-link';
import { eventsLabel, fieldTypeLabel, tierLabel } from '../../src/features/account/receipt-labels';
import { testPlatform, VERIFIED } from '../support/demo';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { SESSION } from '../../src/features/session/session.module';

/** The app in memory, logged in as the verified player (three seeded receipts), with a handle on the platform. */
async function app() {
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const session = resolve(container, SESSION.sessionViewModel);
  await session.init();
  await session.login({ ...VERIFIED, longLastingSession: false });
  return { platform, get: <T>(name: Token<T>) => resolve(container, name) };
}

describe('receipts query in the URL', () => {
  it('reads defaults from an empty or malformed query and writes none back', () => {
    expect(filterFromSearch(new URLSearchParams())).toEqual(DEFAULT_RECEIPTS_FILTER);
    expect(filterFromSearch(new URLSearchParams('seite=-3&lotterie=toto&sortierung=egal&gewonnen=ja'))).toEqual(
      DEFAULT_RECEIPTS_FILTER,
    );
    expect(searchWithFilter(new URLSearchParams(), DEFAULT_RECEIPTS_FILTER).toString()).toBe('');
  });

  it('round-trips every filter and keeps the modal keys', () => {
    const filter = { won: true, pending: true, lottery: 'eurojackpot' as const, sort: 'desc' as const, page: 3 };
    const search = searchWithFilter(
      new URLSearchParams('open-modal=lottery_ticket_receipt&receipt=TW-1&seite=9'),
      filter,
    );
    expect(search.toString()).toBe(
      'open-modal=lottery_ticket_receipt&receipt=TW-1&gewonnen=1&ausstehend=1&lotterie=eurojackpot&sortierung=neueste&seite=3',
    );
    expect(filterFromSearch(search)).toEqual(filter);
    expect(queryOf(filter)).toEqual({
      criteria: ['won', 'any_draws_pending'],
      lotteryIdentifiers: ['eurojackpot'],
      pageLimit: 10,
      pageOffset: 20,
      sortDirection: 'desc',
    });
  });

  it('links a receipt into the modal query', () => {
    expect(receiptModalSearch('TW-12345678', new URLSearchParams('gewonnen=1'))).toBe(
      'gewonnen=1&open-modal=lottery_ticket_receipt&receipt=TW-12345678',
    );
  });
});

describe('ReceiptsViewModel', () => {
  it('shows the history oldest first, filters won receipts and lotteries, sorts newest first', async () => {
    const { get } = await app();
    const vm = get(RECEIPTS.receiptsViewModel);
    await vm.show(DEFAULT_RECEIPTS_FILTER);
    expect(vm.receipts.map((r) => r.productIdentifier)).toEqual([
      'lotto6aus49_regular',
      'eurojackpot_regular',
      'lotto6aus49_regular',
    ]);
    await vm.show(vm.changed({ won: true }));
    expect(vm.receipts.map((r) => r.addonLotteries)).toEqual([['spiel77', 'super6']]);
    await vm.show(vm.changed({ won: false, lottery: 'eurojackpot' }));
    expect(vm.totalCount).toBe(1);
    await vm.show(vm.changed({ lottery: null, sort: 'desc' }));
    expect(vm.receipts[0]?.subscription).toEqual({
      active: true,
      subscriptionType: 'weekly',
      stoppedReason: null,
      stoppedAt: null,
    });
    expect(vm.filtered).toBe(false);
  });

  it('pages with a total count and notices a page beyond the end', async () => {
    const { get, platform } = await app();
    platform.seedReceiptHistory({ email: 'spieler@tippwerk.de', count: 22 });
    const vm = get(RECEIPTS.receiptsViewModel);
    await vm.show(DEFAULT_RECEIPTS_FILTER);
    expect([vm.totalCount, vm.pageNumber, vm.pageCount, vm.hasPrevious, vm.hasNext]).toEqual([25, 1, 3, false, true]);
    await vm.show(vm.pageFilter(3));
    expect(vm.receipts).toHaveLength(5);
    expect(vm.hasNext).toBe(false);
    expect(vm.pageFilter(9).page).toBe(3);
    await vm.show({ ...DEFAULT_RECEIPTS_FILTER, page: 7 });
    expect(vm.beyondLastPage).toBe(true);
  });

  it('drops an answer to a filter that was replaced meanwhile', async () => {
    const { get } = await app();
    const vm = get(RECEIPTS.receiptsViewModel);
    const first = vm.show({ ...DEFAULT_RECEIPTS_FILTER, lottery: 'keno' });
    const second = vm.show({ ...DEFAULT_RECEIPTS_FILTER, won: true });
    await Promise.all([first, second]);
    expect(vm.filter.won).toBe(true);
    expect(vm.totalCount).toBe(1);
  });
});

describe('ReceiptModalViewModel', () => {
  it('loads one receipt by number; unknown or missing numbers are not found', async () => {
    const { get } = await app();
    const list = get(RECEIPTS.receiptsViewModel);
    await list.show(DEFAULT_RECEIPTS_FILTER);
    const vm = get(RECEIPTS.receiptModalViewModel);
    await vm.load(list.receipts[0]?.number ?? '');
    expect(vm.status).toBe('ready');
    expect(vm.receipt?.winnings.map((w) => w.amount.fractional)).toEqual([600, 1700]);
    expect(vm.canStop).toBe(false);
    vm.askStop();
    expect(vm.confirmingStop).toBe(false);
    await vm.load('TW-00000000');
    expect(vm.status).toBe('not_found');
    await vm.load(null);
    expect(vm.status).toBe('not_found');
  });

  it('ends a subscription only after confirmation, then shows it ended in modal and list', async () => {
    const { get } = await app();
    const list = get(RECEIPTS.receiptsViewModel);
    await list.show({ ...DEFAULT_RECEIPTS_FILTER, sort: 'desc' });
    const vm = get(RECEIPTS.receiptModalViewModel);
    await vm.load(list.receipts[0]?.number ?? '');
    vm.askStop();
    expect(vm.confirmingStop).toBe(true);
    vm.cancelStop();
    expect([vm.confirmingStop, vm.receipt?.subscription?.active]).toEqual([false, true]);
    vm.askStop();
    await vm.confirmStop();
    expect([vm.stop, vm.confirmingStop, vm.receipt?.subscription?.active, vm.canStop]).toEqual([
      'stopped',
      false,
      false,
      false,
    ]);
    await list.show(list.filter, true);
    expect(list.receipts[0]?.subscription?.active).toBe(false);
  });
});

describe('receipt labels', () => {
  it('names field types, prize classes and draw days in German', () => {
    expect([
      fieldTypeLabel('normal'),
      fieldTypeLabel('system_009'),
      fieldTypeLabel('system_6_3'),
      fieldTypeLabel('keno_type_7'),
    ]).toEqual(['Normalfeld', 'System 009', 'System 6 + 3', 'KENO-Typ 7']);
    expect(tierLabel('lotto6aus49', 9, 'normal')).toBe('Klasse 9 (2 Richtige + Superzahl)');
    expect(tierLabel('eurojackpot', 2, 'normal')).toBe('Klasse 2 (5 + 1 Eurozahl)');
    expect(tierLabel('spiel77', 6, 'spiel77')).toBe('Klasse 6 (2 richtige Endziffern)');
    expect(tierLabel('super6', 6, 'super6')).toBe('Klasse 6 (1 richtige Endziffer)');
    expect(tierLabel('keno', 4, 'keno_type_5')).toBe('4 Richtige (Typ 5)');
    expect(eventsLabel(['wednesday', 'saturday'])).toBe('Mittwoch und Samstag');
  });
});
