import { describe, expect, it, vi } from 'vitest';
import { memoryWorld } from './support/memory-world';
import { VERIFIED } from '../support/demo';
import type { SessionEvent } from '../../core/domain/session';
import { loginRetryDelay } from '../../core/domain/session';
import { LoginUseCase } from '../../core/use-cases/login.use-case';
import { GatewayError } from '../../core/domain/errors';
import { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import type { PlayerGateway } from '../../ports/player-gateway.port';

async function session(longLastingSession = false) {
  const world = memoryWorld();
  const events: SessionEvent[] = [];
  world.keeper.subscribe((e) => events.push(e));
  world.keeper.start();
  const result = await world.login.execute({ ...VERIFIED, longLastingSession });
  if (!result.ok) throw new Error('login failed');
  world.keeper.loggedInNow();
  return { world, events };
}

describe('SessionKeeper (spec/1 §4)', () => {
  it('Login emits a login event and refreshes the access token every 60 s', async () => {
    const { world, events } = await session();
    expect(events).toEqual([{ type: 'login' }]);
    const refresh = vi.spyOn(world.gateways.players, 'refresh');
    const first = world.tokens.read()!.accessToken;
    await world.scheduler.advance(59_000);
    expect(refresh).not.toHaveBeenCalled();
    await world.scheduler.advance(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(world.tokens.read()!.accessToken).not.toBe(first);
    await world.scheduler.advance(120_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('A short session logs out after 1800 s without a click; a click restarts the count', async () => {
    const { world, events } = await session();
    await world.scheduler.advance(1_000_000);
    world.keeper.activity();
    await world.scheduler.advance(1_700_000);
    expect(world.keeper.loggedIn).toBe(true);
    await world.scheduler.advance(110_000);
    expect(world.keeper.loggedIn).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'inactivity' });
  });

  it("A long session ('long.' refresh token) never times out", async () => {
    const { world } = await session(true);
    expect(world.tokens.read()!.refreshToken.startsWith('long.')).toBe(true);
    // Twice the short session's 1800 s without a click, every refresh on the way included.
    await world.scheduler.advance(2 * 1_800_000 + 60_000);
    expect(world.keeper.loggedIn).toBe(true);
  });

  it('Logout calls the server, clears local data except the consent, and emits a logout event', async () => {
    const { world, events } = await session();
    world.local.consent = '{"optimization":true}';
    world.local.other.set('basket', '[]');
    const logout = vi.spyOn(world.gateways.players, 'logout');
    await world.keeper.logout();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(world.tokens.read()).toBeNull();
    expect(world.local.other.size).toBe(0);
    expect(world.local.consent).toBe('{"optimization":true}');
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'user' });
    await world.scheduler.advance(120_000);
    expect(world.scheduler.pending).toBe(0);
  });

  it('Logout without a refresh token only clears locally', async () => {
    const world = memoryWorld();
    const logout = vi.spyOn(world.gateways.players, 'logout');
    await world.keeper.logout();
    expect(logout).not.toHaveBeenCalled();
  });

  it('401 on refresh: local clear without a server call, logout event "unauthorized"', async () => {
    const { world, events } = await session();
    const tokens = world.tokens.read()!;
    world.platform.logout(tokens.refreshToken); // the platform forgot the session
    const logout = vi.spyOn(world.gateways.players, 'logout');
    await world.scheduler.advance(60_000);
    expect(world.tokens.read()).toBeNull();
    expect(logout).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'unauthorized' });
  });

  it('a refresh that fails without an answer keeps the session and is reported', async () => {
    const { world } = await session();
    vi.spyOn(world.gateways.players, 'refresh').mockRejectedValueOnce(new GatewayError(null, 'PUT', '/refresh'));
    await world.scheduler.advance(60_000);
    expect(world.keeper.loggedIn).toBe(true);
    expect(world.reporter.reports[0]?.source).toBe('session');
  });

  it('When both tokens disappear in another tab, a logout event fires; a login there is followed too', async () => {
    const { world, events } = await session();
    const tokens = world.tokens.read()!;
    world.tokens.changeFromOutside(null);
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'external' });
    expect(world.scheduler.pending).toBe(0);
    world.tokens.changeFromOutside(tokens);
    expect(events.at(-1)).toEqual({ type: 'login' });
  });

  it('concurrent refresh requests share one call', async () => {
    const { world } = await session();
    const refresh = vi.spyOn(world.gateways.players, 'refresh');
    const answers = await Promise.all([world.keeper.refresh(), world.keeper.refresh(), world.keeper.refresh()]);
    expect(answers).toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('Login retried with backoff (spec/2 §9)', () => {
  function flakyPlayers(failures: number, error = new GatewayError(503, 'POST', '/login')) {
    let calls = 0;
    const gateway = {
      login: vi.fn(() => {
        calls += 1;
        if (calls <= failures) return Promise.reject(error);
        return Promise.resolve({ ok: true as const, value: { accessToken: 'a', refreshToken: 'r' } });
      }),
    } as unknown as PlayerGateway;
    return { gateway, calls: () => calls };
  }

  it('retries transient failures with delays 250 ms × 1.5ⁿ and succeeds', async () => {
    const scheduler = new ManualScheduler();
    const { gateway, calls } = flakyPlayers(3);
    const login = new LoginUseCase(gateway, new MemoryTokenStore(), scheduler);
    const pending = login.execute({ username: 'a@b.de', password: 'x', longLastingSession: false });
    await scheduler.advance(0);
    expect(calls()).toBe(1);
    await scheduler.advance(249);
    expect(calls()).toBe(1);
    await scheduler.advance(1);
    expect(calls()).toBe(2);
    await scheduler.advance(375 + 563);
    expect((await pending).ok).toBe(true);
    expect(calls()).toBe(4);
    expect([1, 2, 3, 7].map(loginRetryDelay)).toEqual([250, 375, 563, 2848]);
  });

  it('gives up after 8 attempts', async () => {
    const scheduler = new ManualScheduler();
    const { gateway, calls } = flakyPlayers(100, new GatewayError(null, 'POST', '/login'));
    const login = new LoginUseCase(gateway, new MemoryTokenStore(), scheduler);
    const pending = login
      .execute({ username: 'a@b.de', password: 'x', longLastingSession: false })
      .catch((e: unknown) => e);
    await scheduler.advance(60_000);
    expect(await pending).toBeInstanceOf(GatewayError);
    expect(calls()).toBe(8);
  });

  it('never retries wrong credentials', async () => {
    const world = memoryWorld();
    const login = vi.spyOn(world.gateways.players, 'login');
    const result = await world.login.execute({
      username: VERIFIED.username,
      password: 'falsch',
      longLastingSession: false,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid_credentials' } });
    expect(login).toHaveBeenCalledTimes(1);
  });
});
