import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../adapters/http/client';
import { HttpFakeBackendControl } from '../../adapters/http/http-fake-backend-control';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { AuthenticationError } from '../../core/domain/errors';
import { FaultInjector } from '../../mocks/handlers/fault-injector';
import { createHandlers } from '../../mocks/handlers/handlers';
import { testPlatform } from '../support/demo';

const BASE = 'http://tippwerk.test';
const TOKEN = 'geteilte-demo-0123456789';
const server = setupServer(...createHandlers(testPlatform(), BASE, new FaultInjector(), { controlToken: TOKEN }));
const authorizations: (string | null)[] = [];
server.events.on('request:start', ({ request }) => void authorizations.push(request.headers.get('authorization')));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the control panel adapter on a server with FAKE_CONTROL_TOKEN', () => {
  it('reads the demo players without the token, needs it for changes, and never sends the player token', async () => {
    const tokens = new MemoryTokenStore();
    tokens.write({ accessToken: 'spieler-access-token', refreshToken: 'spieler-refresh-token' });
    const control = new HttpFakeBackendControl(new HttpClient(BASE, tokens));

    expect((await control.status()).demoPlayers.map((p) => p.username)).toContain('spieler@tippwerk.de');
    await expect(control.shiftClock(60)).rejects.toBeInstanceOf(AuthenticationError);

    control.useControlToken(TOKEN);
    await control.shiftClock(60);
    expect((await control.status()).clockOffsetMinutes).toBe(60);
    expect(authorizations).not.toContain('Bearer spieler-access-token');
    expect(authorizations.at(-1)).toBe(`Bearer ${TOKEN}`);
  });
});
