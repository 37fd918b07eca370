import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { kenoAvailability, selfExclusionEnd } from '../../core/domain/oasis';
import { Temporal } from '../../core/shared/temporal';
import { LoadGamblingRestrictionsUseCase } from '../../core/use-cases/load-gambling-restrictions.use-case';
import { RequestSelfExclusionUseCase } from '../../core/use-cases/request-self-exclusion.use-case';
import { API_PATHS } from '../../adapters/http/api-config';
import { IN_PROCESS_ORIGIN, platformFetch } from '../../mocks/platform-fetch';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { TEST_NOW, VERIFIED } from '../support/demo';
import { lottoTicket, memoryWorld, type MemoryWorld } from './support/memory-world';

async function loggedIn(): Promise<MemoryWorld> {
  const world = memoryWorld();
  const result = await world.login.execute({ ...VERIFIED, longLastingSession: true });
  if (!result.ok) throw new Error('demo login failed');
  return world;
}

/** A `/__fake` control over the in-process fetch (what OASIS or LUGAS would tell the shop). */
async function control(platform: FakePlatformApi, path: string, body: unknown): Promise<void> {
  const response = await platformFetch(platform)(`${IN_PROCESS_ORIGIN}${API_PATHS.fakeControl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

async function basketWith(world: MemoryWorld, product: 'keno_regular' | 'lotto6aus49_regular') {
  world.basket.save([]);
  const ticket =
    product === 'keno_regular'
      ? await (async () => {
          const start = await world.startTicket.execute('keno_regular');
          return {
            ...start,
            config: world.quickTip.execute({ config: start.config, definition: start.definition, count: 1 }),
          };
        })()
      : await lottoTicket(world, 1);
  const added = await world.addToBasket.execute(ticket);
  if (!added.ok) throw new Error(`add failed: ${added.error.kind}`);
}

async function buy(world: MemoryWorld) {
  const { player, commonAccount } = await world.loadProfile.execute();
  return world.purchase.execute({ player, commonAccount, paymentTransactionId: null });
}

describe('selfExclusionEnd (core/domain/oasis.ts)', () => {
  it('lasts through the last Berlin day of 3 months, 6 months or a year; unbefristet has no end', () => {
    const now = Temporal.Instant.from(TEST_NOW); // Wed 18 Nov 2026, 10:00 in Berlin
    expect(selfExclusionEnd('3m', now)?.toString()).toBe('2027-02-18T23:00:00Z');
    expect(selfExclusionEnd('6m', now)?.toString()).toBe('2027-05-18T22:00:00Z');
    expect(selfExclusionEnd('1y', now)?.toString()).toBe('2027-11-18T23:00:00Z');
    expect(selfExclusionEnd('unlimited', now)).toBeNull();
  });
});

describe('RequestSelfExclusionUseCase over HTTP', () => {
  it('enters a Selbstsperre of 3 months in OASIS; KENO (and everything else) is then refused', async () => {
    const world = await loggedIn();
    const cache = { invalidate: vi.fn() };
    const request = new RequestSelfExclusionUseCase(world.api.limits, world.clock, cache);
    expect(await request.execute({ duration: '3m' })).toEqual({ ok: true, value: { till: '2027-02-18T23:00:00Z' } });
    expect(cache.invalidate).toHaveBeenCalled();
    const { keno, restrictions } = await new LoadGamblingRestrictionsUseCase(world.api.limits, world.clock).execute();
    expect(restrictions).toEqual({
      oasisLocked: true,
      selfExclusion: { since: TEST_NOW, till: '2027-02-18T23:00:00Z' },
      coolingOff: null,
    });
    expect(keno).toEqual({ kind: 'self_excluded', till: '2027-02-18T23:00:00Z' });

    await basketWith(world, 'lotto6aus49_regular');
    expect(await buy(world)).toMatchObject({
      ok: false,
      error: { kind: 'purchase_failed', modalCode: 'self_excluded' },
    });
    // A second one while it runs: a typed error.
    expect(await request.execute({ duration: 'unlimited' })).toEqual({
      ok: false,
      error: { kind: 'already_self_excluded' },
    });
  });

  it('the platform refuses less than 3 months by its own clock: the typed error too_short', async () => {
    const world = await loggedIn();
    // The shop's clock is two days behind the platform's: its "3 months" end two days early.
    const behind = new ManualClock('2026-11-16T09:00:00Z');
    const result = await new RequestSelfExclusionUseCase(world.api.limits, behind).execute({ duration: '3m' });
    expect(result).toEqual({ ok: false, error: { kind: 'too_short' } });
    const { restrictions } = await new LoadGamblingRestrictionsUseCase(world.api.limits, world.clock).execute();
    expect(restrictions.selfExclusion).toBeNull();
  });

  it('an unknown duration is refused before any call', async () => {
    const world = await loggedIn();
    const spy = vi.spyOn(world.api.limits, 'selfExclude');
    const result = await new RequestSelfExclusionUseCase(world.api.limits, world.clock).execute({
      duration: '1m' as never,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid_duration' } });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('OASIS and the 5-minute wait at purchase (PurchaseBasketUseCase over HTTP)', () => {
  it('a player in OASIS gets the oasis_locked modal for KENO and still buys LOTTO', async () => {
    const world = await loggedIn();
    await control(world.platform, '/oasis', { email: VERIFIED.username, registered: true });
    await basketWith(world, 'keno_regular');
    expect(await buy(world)).toMatchObject({
      ok: false,
      error: { kind: 'purchase_failed', modalCode: 'oasis_locked' },
    });
    expect((await new LoadGamblingRestrictionsUseCase(world.api.limits, world.clock).execute()).keno).toEqual({
      kind: 'oasis_locked',
    });
    await basketWith(world, 'lotto6aus49_regular');
    expect(await buy(world)).toMatchObject({ ok: true });
  });

  it('KENO after 30 minutes without activity: the cooling_off_inactivity modal with the instant play is allowed', async () => {
    const world = await loggedIn();
    await basketWith(world, 'keno_regular');
    world.platform.shiftClock(31);
    world.clock.advance(31 * 60_000);
    const result = await buy(world);
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'purchase_failed',
        modalCode: 'cooling_off_inactivity',
        coolingOff: { until: '2026-11-18T09:36:00Z', reason: 'inactivity' },
      },
    });
    // The basket stays; five minutes later the same basket is bought.
    expect(world.basket.load()).toHaveLength(1);
    world.platform.shiftClock(5);
    expect(await buy(world)).toMatchObject({ ok: true });
  });

  it('a provider switch: LoadGamblingRestrictions tells the time KENO becomes playable, and playable after it', async () => {
    const world = await loggedIn();
    await control(world.platform, '/lugas/provider_switch', { email: VERIFIED.username });
    const load = new LoadGamblingRestrictionsUseCase(world.api.limits, world.clock);
    const { keno, restrictions } = await load.execute();
    expect(keno).toEqual({ kind: 'cooling_off', until: '2026-11-18T09:05:00Z', reason: 'provider_switch' });
    // The shop's clock past the end: the same answer means playable.
    expect(kenoAvailability(restrictions, Temporal.Instant.from('2026-11-18T09:05:00Z'))).toEqual({ kind: 'playable' });
  });
});
