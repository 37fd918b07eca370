import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { createMockServer } from '../../mocks/node';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { WEDNESDAY_1759 } from './platform-fixtures';

// spec/2 §7.1 and §4 session calls over HTTP; the platform-level rules are in sessions.test.ts.
const BASE = 'http://tippwerk.test';
const platform = createPlatform({
  clock: createPlatformClock({ fixed: WEDNESDAY_1759 }),
  storage: createMemoryStorage(null, { verifyJournal: true }),
});
const server = createMockServer(platform, BASE);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => platform.reset(4949));

const player = (path: string) => `${BASE}${API_PATHS.player}${path}`;
const control = (path: string) => `${BASE}${API_PATHS.fakeControl}${path}`;
const send = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function login(): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(
    player('/login'),
    send('POST', { username: 'spieler@tippwerk.de', password: DEMO_PASSWORD, long_lasting_session: false }),
  );
  return (await response.json()) as { access_token: string; refresh_token: string };
}
const refresh = (refreshToken: string) => fetch(player('/refresh'), send('PUT', { refresh_token: refreshToken }));
const meStatus = async (token: string) =>
  (await fetch(player('/me'), { headers: { Authorization: `Bearer ${token}` } })).status;
const logout = (refreshToken: string) =>
  fetch(`${player('/logout')}?token=${encodeURIComponent(refreshToken)}`, { method: 'DELETE' });

describe('PUT /refresh', () => {
  it('answers a new access token each time and keeps the refresh token and older access tokens valid', async () => {
    const tokens = await login();
    const first = (await (await refresh(tokens.refresh_token)).json()) as { access_token: string };
    const second = (await (await refresh(tokens.refresh_token)).json()) as { access_token: string };
    expect(new Set([tokens.access_token, first.access_token, second.access_token]).size).toBe(3);
    expect(await Promise.all([tokens.access_token, first.access_token, second.access_token].map(meStatus))).toEqual([
      200, 200, 200,
    ]);
  });

  it('answers 401 for an unknown or missing refresh token', async () => {
    expect((await refresh('unknown')).status).toBe(401);
    expect((await fetch(player('/refresh'), send('PUT', {}))).status).toBe(401);
  });
});

describe('DELETE /logout', () => {
  it('invalidates the refresh token and every access token of the session', async () => {
    const tokens = await login();
    const refreshed = ((await (await refresh(tokens.refresh_token)).json()) as { access_token: string }).access_token;
    expect((await logout(tokens.refresh_token)).status).toBe(204);
    expect(await meStatus(tokens.access_token)).toBe(401);
    expect(await meStatus(refreshed)).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('answers an unknown token with a silent 204', async () => {
    expect((await logout('unknown')).status).toBe(204);
  });
});

describe('access-token lifetime', () => {
  it('answers 401 with a Bearer challenge after 15 platform minutes; a refresh recovers', async () => {
    const tokens = await login();
    await fetch(control('/clock'), send('POST', { shift_minutes: 14 }));
    expect(await meStatus(tokens.access_token)).toBe(200);
    await fetch(control('/clock'), send('POST', { shift_minutes: 1 }));
    const expired = await fetch(player('/me'), { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
    const renewed = (await (await refresh(tokens.refresh_token)).json()) as { access_token: string };
    expect(await meStatus(renewed.access_token)).toBe(200);
  });

  it('is set through POST /__fake/sessions and restored by reset', async () => {
    const changed = await fetch(control('/sessions'), send('POST', { access_token_ttl_seconds: 60 }));
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ access_token_ttl_seconds: 60 });
    const tokens = await login();
    await fetch(control('/clock'), send('POST', { shift_minutes: 1 }));
    expect(await meStatus(tokens.access_token)).toBe(401);

    const reset = await (await fetch(control('/reset'), send('POST', {}))).json();
    expect(reset).toMatchObject({ access_token_ttl_seconds: 900 });
  });

  it('refuses a missing or invalid lifetime with 400', async () => {
    const missing = await fetch(control('/sessions'), send('POST', {}));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      global_errors: ['invalid_request'],
      attribute_errors: { access_token_ttl_seconds: ['required'] },
    });
    expect((await fetch(control('/sessions'), send('POST', { access_token_ttl_seconds: 0 }))).status).toBe(400);
    expect((await fetch(control('/sessions'), send('POST', { access_token_ttl_seconds: '60' }))).status).toBe(400);
  });
});
