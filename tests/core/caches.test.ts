import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../../adapters/cache/ttl-cache';
import { CACHE_POLICY } from '../../core/domain/cache-policy';
import { CachedWalletGateway } from '../../adapters/cache/cached-wallet-gateway';
import { CachedLotteryStoreGateway } from '../../adapters/cache/cached-lottery-store-gateway';
import { CachedDrawsGateway, serverDrawsStore } from '../../adapters/cache/cached-draws-gateway';
import type { Draw } from '../../core/domain/draw';
import { money } from '../../core/domain/money';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { memoryWorld } from './support/memory-world';
import { VERIFIED } from '../support/demo';

describe('cache policies (spec/2 §9)', () => {
  it('match the spec exactly', () => {
    const min = 60_000;
    expect(CACHE_POLICY.settings).toEqual({ ttlMs: 30 * min, maxEntries: 50 });
    expect(CACHE_POLICY.wallet).toEqual({ ttlMs: 2 * min, maxEntries: 200 });
    expect(CACHE_POLICY.content).toEqual({ ttlMs: 30 * min, maxEntries: 500 });
    expect(CACHE_POLICY.drawsAndShows.maxEntries).toBe(300);
    expect(CACHE_POLICY.price.ttlMs).toBe(60_000);
    expect(CACHE_POLICY.seo.ttlMs).toBe(30 * min);
    expect(CACHE_POLICY.localeMessages.ttlMs).toBe(24 * 60 * min);
  });
});

describe('TtlCache', () => {
  it('serves entries within their lifetime and loads again after it', async () => {
    let now = 0;
    const cache = new TtlCache<number>(() => now, 1000, 10);
    const load = vi.fn(() => Promise.resolve(now));
    expect(await cache.getOrLoad('a', load)).toBe(0);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(0);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(() => 0, null, 2);
    await cache.getOrLoad('a', () => Promise.resolve('A'));
    await cache.getOrLoad('b', () => Promise.resolve('B'));
    await cache.getOrLoad('a', () => Promise.resolve('never'));
    await cache.getOrLoad('c', () => Promise.resolve('C'));
    expect(await cache.getOrLoad('a', () => Promise.resolve('never'))).toBe('A');
    expect(await cache.getOrLoad('c', () => Promise.resolve('never'))).toBe('C');
    const reload = vi.fn(() => Promise.resolve('B2'));
    expect(await cache.getOrLoad('b', reload)).toBe('B2');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(2);
  });

  it('keeps a null answer, and answers but drops one that is good for no time at all', async () => {
    const now = 5_000;
    const cache = new TtlCache<string | null>(() => now, null, 10);
    const none = vi.fn(() => Promise.resolve(null));
    expect(await cache.getOrLoad('none', none)).toBeNull();
    expect(await cache.getOrLoad('none', none)).toBeNull();
    expect(none).toHaveBeenCalledTimes(1);
    const stale = vi.fn(() => Promise.resolve('x'));
    expect(await cache.getOrLoad('stale', stale, () => now)).toBe('x');
    expect(await cache.getOrLoad('stale', stale, () => now)).toBe('x');
    expect(stale).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });

  it('shares identical loads in flight; a clear meanwhile keeps the late answer out', async () => {
    const cache = new TtlCache<number>(() => 0, null, 10);
    let release: (v: number) => void = () => undefined;
    const load = vi.fn(() => new Promise<number>((r) => (release = r)));
    const first = cache.getOrLoad('k', load);
    const second = cache.getOrLoad('k', load);
    // The library loads with the first lookup; the load starts once it is there.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    cache.clear();
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing from lookups that began before a clear, even while the library was still loading', async () => {
    const cache = new TtlCache<number>(() => 0, null, 10);
    const load = vi.fn(() => Promise.resolve(1));
    const early = cache.getOrLoad('k', load);
    cache.clear();
    expect(await early).toBe(1);
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });
});

describe('cached gateways', () => {
  it('wallet reads are cached for 2 minutes and dropped by invalidate()', async () => {
    const world = memoryWorld();
    await world.login.execute({ ...VERIFIED, longLastingSession: false });
    const clock = new ManualClock();
    const account = vi.spyOn(world.gateways.wallet, 'account');
    const cached = new CachedWalletGateway(world.gateways.wallet, clock);
    await cached.account('common');
    await cached.account('common');
    expect(account).toHaveBeenCalledTimes(1);
    clock.advance(120_000);
    await cached.account('common');
    expect(account).toHaveBeenCalledTimes(2);
    cached.invalidate();
    await cached.account('common');
    expect(account).toHaveBeenCalledTimes(3);
  });

  it('current draws are kept until the first sale stop among them passes', async () => {
    const world = memoryWorld();
    const clock = new ManualClock('2026-11-18T09:00:00Z');
    const draws = vi.spyOn(world.gateways.lotteryStore, 'currentDraws');
    const cached = new CachedLotteryStoreGateway(world.gateways.lotteryStore, clock);
    const first = await cached.currentDraws('lotto6aus49_regular');
    clock.set('2026-11-18T16:59:00Z');
    await cached.currentDraws('lotto6aus49_regular');
    expect(draws).toHaveBeenCalledTimes(1);
    clock.set(first[0]!.saleStopTime);
    await cached.currentDraws('lotto6aus49_regular');
    expect(draws).toHaveBeenCalledTimes(2);
  });

  it("the server's draws store asks for a final show once for every request, and a younger one again after a minute", async () => {
    const clock = new ManualClock('2026-11-18T09:00:00Z');
    const drawn = (drawingTime: string, odds: Draw['odds']): Draw => ({
      id: `draw-${drawingTime}`,
      lotteryIdentifier: 'lotto6aus49',
      drawingTime,
      saleStopTime: drawingTime,
      jackpot: null,
      drawnNumbers: { main: [1, 2, 3, 4, 5, 6], extra: [], superNumber: 7, tickets: [] },
      odds,
      recurringDrawEventIdentifier: 'saturday',
      stake: null,
    });
    const quota = [{ fieldType: 'normal', tier: 9, winningsAmount: money(1_100), winningsQuantity: 1_000 }];
    const shows: Record<string, Draw[]> = {
      // Quotas final: drawn more than 72 hours ago, with quotas.
      old: [drawn('2026-11-14T18:25:00Z', quota)],
      // Drawn yesterday: its quotas may still be completed.
      young: [drawn('2026-11-17T18:25:00Z', quota)],
      // Drawn long ago but still without quotas.
      unquoted: [drawn('2026-11-11T17:25:00Z', [])],
    };
    const showDraws = vi.fn((id: string) => Promise.resolve(shows[id]!));
    const inner = { showDraws } as unknown as DrawsGateway;
    const store = serverDrawsStore(() => clock.now().epochMilliseconds);
    // Two requests, each with a gateway of its own, over the process's one store.
    const requests = [new CachedDrawsGateway(inner, clock, store), new CachedDrawsGateway(inner, clock, store)];
    for (const request of requests) for (const id of Object.keys(shows)) await request.showDraws(id);
    expect(showDraws.mock.calls.map(([id]) => id)).toEqual(['old', 'young', 'unquoted']);
    clock.set('2026-11-18T09:01:01Z');
    for (const id of Object.keys(shows)) await requests[0]!.showDraws(id);
    expect(showDraws.mock.calls.map(([id]) => id)).toEqual(['old', 'young', 'unquoted', 'young', 'unquoted']);
    // A browser tab keeps a drawn show for good (its cache lives as long as the tab).
    const tab = new CachedDrawsGateway(inner, clock);
    await tab.showDraws('young');
    clock.set('2026-11-18T10:00:00Z');
    await tab.showDraws('young');
    expect(showDraws).toHaveBeenCalledTimes(6);
  });

  it('Player-specific caches are dropped at login, logout and after a purchase', async () => {
    const world = memoryWorld();
    const cache = { invalidate: vi.fn() };
    const { SessionKeeper } = await import('../../core/use-cases/keep-session.use-case');
    const keeper = new SessionKeeper(
      world.gateways.players,
      world.tokens,
      world.local,
      world.logout,
      world.scheduler,
      world.clock,
      world.reporter,
      cache,
    );
    await world.login.execute({ ...VERIFIED, longLastingSession: false });
    keeper.loggedInNow();
    await keeper.logout();
    expect(cache.invalidate).toHaveBeenCalledTimes(2);
    const { PurchaseBasketUseCase } = await import('../../core/use-cases/purchase-basket.use-case');
    const { SequenceIdGenerator } = await import('../../adapters/memory/seeded-random');
    await world.login.execute({ ...VERIFIED, longLastingSession: false });
    const start = await world.startTicket.execute('lotto6aus49_regular');
    await world.addToBasket.execute({
      ...start,
      config: world.quickTip.execute({ config: start.config, definition: start.definition, count: 1 }),
    });
    const profile = await world.loadProfile.execute();
    const purchase = new PurchaseBasketUseCase(
      world.gateways.orders,
      world.basket,
      new SequenceIdGenerator(),
      world.clock,
      cache,
    );
    expect(
      (
        await purchase.execute({
          player: profile.player,
          commonAccount: profile.commonAccount,
          paymentTransactionId: null,
        })
      ).ok,
    ).toBe(true);
    expect(cache.invalidate).toHaveBeenCalledTimes(3);
  });
});
