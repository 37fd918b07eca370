import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/handlers/handlers';
import { FaultInjector } from '../../mocks/handlers/fault-injector';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { CachedLimitsGateway } from '../../adapters/cache/cached-limits-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { LoadLimitsUseCase } from '../../core/use-cases/load-limits.use-case';
import { SettingsLoadError } from '../../core/domain/limits';
import { API_PATHS } from '../../adapters/http/api-config';
import { testPlatform, VERIFIED } from '../support/demo';

const BASE = 'http://tippwerk.test';
const SETTINGS = `${API_PATHS.wallet}/settings`;
const server = setupServer();
const faults = new FaultInjector();
let calls = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function connect() {
  server.resetHandlers(...createHandlers(testPlatform(), BASE, faults));
  faults.clear();
  calls = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => void (new URL(request.url).pathname === SETTINGS && (calls += 1)));
  const tokens = new MemoryTokenStore();
  const http = new HttpClient(BASE, tokens);
  const login = await new HttpPlayerGateway(http).login({ ...VERIFIED, longLastingSession: false });
  if (!login.ok) throw new Error('login failed');
  tokens.write(login.value);
  return new HttpLimitsGateway(http);
}

describe('error catalogue: limits over HTTP', () => {
  beforeEach(() => faults.clear());

  it('Settings load failure → error page status 500: the page load fails with SettingsLoadError(500) after the one retry', async () => {
    const gateway = await connect();
    faults.add({ method: 'GET', path: SETTINGS, status: 503, times: 2 });
    const error = await new LoadLimitsUseCase(gateway).execute().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SettingsLoadError);
    expect((error as SettingsLoadError).status).toBe(500);
    expect(calls).toBe(2);
  });

  it('404 on autowithdrawal get → null, other statuses still fail', async () => {
    const gateway = await connect();
    expect(await gateway.autowithdrawal()).toBeNull();
    faults.add({ method: 'GET', path: `${API_PATHS.lotteryStore}/my/autowithdrawal`, status: 500, times: 2 });
    await expect(gateway.autowithdrawal()).rejects.toMatchObject({ status: 500 });
  });

  it('settings are cached for 30 minutes (spec/2 §9)', async () => {
    const clock = new ManualClock('2026-11-18T09:00:00Z');
    const gateway = new CachedLimitsGateway(await connect(), clock);
    await gateway.settings();
    await gateway.settings();
    expect(calls).toBe(1);
    clock.advance(30 * 60_000 - 1);
    await gateway.settings();
    expect(calls).toBe(1);
    clock.advance(1);
    await gateway.settings();
    expect(calls).toBe(2);
  });
});
