import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/handlers/handlers';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryLocalData } from '../../adapters/memory/memory-local-data';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { LoginUseCase } from '../../core/use-cases/login.use-case';
import { LogoutUseCase } from '../../core/use-cases/logout.use-case';
import { SessionKeeper } from '../../core/use-cases/keep-session.use-case';
import { AuthenticationError } from '../../core/domain/errors';
import type { SessionEvent } from '../../core/domain/session';
import { testPlatform, VERIFIED } from '../support/demo';

const BASE = 'http://tippwerk.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function loggedInOverHttp() {
  const platform = testPlatform();
  server.resetHandlers(...createHandlers(platform, BASE));
  const tokens = new MemoryTokenStore();
  const http = new HttpClient(BASE, tokens, new MemoryErrorReporter());
  const players = new HttpPlayerGateway(http);
  const local = new MemoryLocalData();
  const clock = new ManualClock();
  const scheduler = new ManualScheduler(clock);
  const keeper = new SessionKeeper(
    players,
    tokens,
    local,
    new LogoutUseCase(players, tokens, local),
    scheduler,
    clock,
    new MemoryErrorReporter(),
  );
  http.onUnauthorized(() => keeper.refresh());
  const events: SessionEvent[] = [];
  keeper.subscribe((e) => events.push(e));
  const login = await new LoginUseCase(players, tokens, scheduler).execute({ ...VERIFIED, longLastingSession: false });
  if (!login.ok) throw new Error('login failed');
  keeper.loggedInNow();
  const refreshes = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/refresh')) refreshes.count += 1;
  });
  return { platform, tokens, players, wallet: new HttpWalletGateway(http), keeper, events, refreshes };
}

describe('session over HTTP', () => {
  it('Concurrent 401s trigger exactly one refresh, and every call then succeeds', async () => {
    const s = await loggedInOverHttp();
    s.tokens.write({ ...s.tokens.read()!, accessToken: 'expired-access-token' });
    const answers = await Promise.all([
      s.players.me(),
      s.wallet.account('common'),
      s.wallet.availablePaymentMethods(),
      s.players.me(),
    ]);
    expect(answers).toHaveLength(4);
    expect(s.refreshes.count).toBe(1);
    expect(s.tokens.read()!.accessToken).not.toBe('expired-access-token');
  });

  it('a 401 mid-session whose refresh is refused logs the player out (logout event "unauthorized")', async () => {
    const s = await loggedInOverHttp();
    s.platform.logout(s.tokens.read()!.refreshToken);
    await expect(s.players.me()).rejects.toBeInstanceOf(AuthenticationError);
    expect(s.tokens.read()).toBeNull();
    expect(s.events.at(-1)).toEqual({ type: 'logout', reason: 'unauthorized' });
    expect(s.refreshes.count).toBe(1);
  });
});
