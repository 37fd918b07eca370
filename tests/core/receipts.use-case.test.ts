import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../core/domain/errors';
import { money } from '../../core/domain/money';
import {
  hitsIn,
  receiptOutcome,
  totalWon,
  type Page,
  type Receipt,
  type ReceiptQuery,
} from '../../core/domain/receipt';
import { LoadReceiptsUseCase } from '../../core/use-cases/load-receipts.use-case';
import { StopSubscriptionUseCase } from '../../core/use-cases/stop-subscription.use-case';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import { VERIFIED } from '../support/demo';
import { memoryWorld } from './support/memory-world';

async function loggedIn() {
  const world = memoryWorld();
  const result = await world.login.execute({ ...VERIFIED, longLastingSession: false });
  if (!result.ok) throw new Error('demo login failed');
  const loadReceipts = new LoadReceiptsUseCase(world.gateways.lotteryStore);
  return { world, loadReceipts, stop: new StopSubscriptionUseCase(world.gateways.lotteryStore, loadReceipts) };
}

/** A gateway that records what it is asked and answers from a fixed list. */
function recordingStore(items: Receipt[] = [], stop: (id: string) => Promise<void> = () => Promise.resolve()) {
  const queries: ReceiptQuery[] = [];
  const stopped: string[] = [];
  const store = {
    receipts: (query: ReceiptQuery): Promise<Page<Receipt>> => {
      queries.push(query);
      const matching = items.filter((r) => !query.number || r.number === query.number);
      return Promise.resolve({ items: matching, totalCount: matching.length });
    },
    stopSubscription: async (id: string) => {
      stopped.push(id);
      await stop(id);
    },
  } as unknown as LotteryStoreGateway;
  return { store, queries, stopped };
}

describe('LoadReceipts', () => {
  it('normalises page, offset, criteria and lotteries before asking', async () => {
    const { store, queries } = recordingStore();
    const load = new LoadReceiptsUseCase(store);
    await load.execute({
      pageLimit: 0,
      pageOffset: -20,
      criteria: ['won', 'won', 'lost' as 'won'],
      lotteryIdentifiers: ['keno', 'keno'],
      number: '  ',
    });
    await load.execute({
      pageLimit: 500,
      pageOffset: Number.NaN,
      sortDirection: 'sideways' as 'asc',
      number: ' TW-1 ',
    });
    expect(queries).toEqual([
      { criteria: ['won'], lotteryIdentifiers: ['keno'], pageLimit: 1, pageOffset: 0, sortDirection: 'asc' },
      { criteria: [], lotteryIdentifiers: [], number: 'TW-1', pageLimit: 100, pageOffset: 0, sortDirection: 'asc' },
    ]);
  });

  it('loads the seeded history with filters over the memory platform', async () => {
    const { loadReceipts } = await loggedIn();
    const all = await loadReceipts.execute();
    expect(all.totalCount).toBe(3);
    const won = await loadReceipts.execute({ criteria: ['won'], lotteryIdentifiers: ['lotto6aus49'] });
    expect(won.items).toHaveLength(1);
    expect(totalWon(won.items[0] as Receipt)).toEqual(money(2300));
    expect((await loadReceipts.execute({ lotteryIdentifiers: ['keno'] })).totalCount).toBe(0);
  });

  it('finds one receipt by number, or null', async () => {
    const { loadReceipts } = await loggedIn();
    const [first] = (await loadReceipts.execute()).items;
    expect((await loadReceipts.byNumber(first?.number ?? ''))?.id).toBe(first?.id);
    expect(await loadReceipts.byNumber('TW-00000000')).toBeNull();
    expect(await loadReceipts.byNumber('')).toBeNull();
  });
});

describe('StopSubscription', () => {
  it('stops the running Dauerschein and answers it stopped with the reloaded list', async () => {
    const { loadReceipts, stop } = await loggedIn();
    const [dauerschein] = (await loadReceipts.execute({ sortDirection: 'desc', pageLimit: 1 })).items;
    const result = await stop.execute(dauerschein as Receipt, { sortDirection: 'desc' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.receipt.subscription).toMatchObject({
      active: false,
      subscriptionType: 'weekly',
      stoppedReason: 'player',
    });
    expect(result.value.page?.items[0]?.subscription?.active).toBe(false);
  });

  it('refuses a receipt without subscription and asks nothing for a stopped one', async () => {
    const { loadReceipts } = await loggedIn();
    const [lotto, , dauerschein] = (await loadReceipts.execute()).items as Receipt[];
    const stoppedOne = {
      ...(dauerschein as Receipt),
      subscription: { active: false, subscriptionType: 'weekly', stoppedReason: 'player', stoppedAt: null },
    };
    const { store, stopped } = recordingStore([stoppedOne]);
    const stop = new StopSubscriptionUseCase(store, new LoadReceiptsUseCase(store));
    expect(await stop.execute(lotto as Receipt)).toEqual({ ok: false, error: { kind: 'no_subscription' } });
    expect(await stop.execute(stoppedOne)).toMatchObject({ ok: true, value: { receipt: stoppedOne, page: null } });
    expect(stopped).toEqual([]);
  });

  it('turns a 404 into subscription_not_found and lets other faults through', async () => {
    const { loadReceipts } = await loggedIn();
    const [, , dauerschein] = (await loadReceipts.execute()).items as Receipt[];
    const missing = recordingStore([], () =>
      Promise.reject(new NotFoundError(404, 'PATCH', '/my/subscriptions/x/stop')),
    );
    expect(
      await new StopSubscriptionUseCase(missing.store, new LoadReceiptsUseCase(missing.store)).execute(
        dauerschein as Receipt,
      ),
    ).toEqual({
      ok: false,
      error: { kind: 'subscription_not_found' },
    });
    const broken = recordingStore([], () => Promise.reject(new Error('boom')));
    await expect(
      new StopSubscriptionUseCase(broken.store, new LoadReceiptsUseCase(broken.store)).execute(dauerschein as Receipt),
    ).rejects.toThrow('boom');
  });
});

describe('receipt outcome and hits', () => {
  it('tells won, pending, awaiting result and lost apart and finds the hits of a field', async () => {
    const { loadReceipts } = await loggedIn();
    const [lotto, eurojackpot] = (await loadReceipts.execute()).items as Receipt[];
    expect(receiptOutcome(lotto as Receipt)).toBe('won');
    expect(receiptOutcome(eurojackpot as Receipt)).toBe('lost');
    const draw = lotto?.draws[0];
    if (!lotto || !draw) throw new Error('draw expected');
    expect(hitsIn(lotto.numberFields[0] as Receipt['numberFields'][number], draw).main).toHaveLength(2);
    const pending = { ...lotto, winnings: [], draws: [{ ...draw, status: 'pending' as const, result: null }] };
    expect(receiptOutcome(pending)).toBe('pending');
    expect(receiptOutcome({ ...pending, draws: [{ ...draw, result: null }] })).toBe('awaiting_result');
    expect(hitsIn(lotto.numberFields[0] as Receipt['numberFields'][number], { ...draw, result: null })).toEqual({
      main: [],
      extra: [],
    });
  });
});
