import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ControlGuardOptions } from '../../mocks/handlers/control-guard';
import { createHandlers } from '../../mocks/handlers/handlers';
import { isLocalOrigin, isLoopbackHost } from '../../mocks/server/response-headers';
import { commonBalance, loginAs, platformAt } from './platform-fixtures';

const BASE = 'http://127.0.0.1:4173';
const TOKEN = 'geteilte-demo-0123456789';
const WINNING = JSON.stringify({ email: 'spieler@tippwerk.de', amount_cents: 100_000 });

function controls(options: ControlGuardOptions = {}) {
  const test = platformAt();
  const handlers = createHandlers(test.platform, BASE, undefined, { allowHost: isLoopbackHost, ...options });
  const send = (path: string, init: RequestInit = {}) =>
    getResponse(handlers, new Request(`${BASE}${path}`, init), { baseUrl: BASE, quiet: true }) as Promise<Response>;
  const balance = () => commonBalance(test.platform, loginAs(test.platform, 'spieler@tippwerk.de'));
  return { ...test, send, balance };
}

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/json', ...headers },
});

describe('the control API is not a cross-site door', () => {
  it('refuses a cross-site text/plain form post with 415 and books nothing', async () => {
    const { send, balance } = controls();
    const before = balance();
    const response = await send('/__fake/wallet/winning', {
      method: 'POST',
      body: WINNING,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://boese.example' },
    });
    expect([403, 415]).toContain(response.status);
    const plain = await send('/__fake/wallet/winning', {
      method: 'POST',
      body: WINNING,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ code: 'unsupported_media_type' });
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])
      expect(
        (await send('/__fake/reset', { method: 'POST', body: '{}', headers: { 'Content-Type': type } })).status,
      ).toBe(415);
    expect(balance()).toBe(before);
  });

  it('refuses a JSON request from a foreign origin with 403', async () => {
    const { send, balance } = controls();
    const before = balance();
    const response = await send('/__fake/wallet/winning', json(WINNING, { Origin: 'https://boese.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'foreign_origin' });
    const sneaky = await send('/__fake/wallet/winning', json(WINNING, { 'Sec-Fetch-Site': 'cross-site' }));
    expect(sneaky.status).toBe(403);
    expect((await send('/__fake/mailbox', { headers: { Origin: 'null' } })).status).toBe(403);
    expect(balance()).toBe(before);
  });

  it('refuses a page whose DNS name was pointed at the server (DNS rebinding)', async () => {
    const { platform } = platformAt();
    const handlers = createHandlers(platform, 'http://boese.example:4173', undefined, { allowHost: isLoopbackHost });
    const response = (await getResponse(
      handlers,
      new Request('http://boese.example:4173/__fake/mailbox', { headers: { Origin: 'http://boese.example:4173' } }),
    )) as Response;
    expect(response.status).toBe(403);
  });

  it('answers JSON requests of its own origin, and body-less ones without a content type', async () => {
    const { send, balance } = controls();
    const before = balance();
    const booked = await send(
      '/__fake/wallet/winning',
      json(WINNING, { Origin: BASE, 'Sec-Fetch-Site': 'same-origin' }),
    );
    expect(booked.status).toBe(200);
    expect(balance()).toBe(before + 100_000);
    expect((await send('/__fake/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await send('/__fake/status')).status).toBe(200);
    const charset = await send(
      '/__fake/clock',
      json('{"shift_minutes":1}', { 'Content-Type': 'application/json; charset=utf-8' }),
    );
    expect(charset.status).toBe(200);
  });

  it('lets the local dev servers of `npm run api` in when told so, and nobody else', async () => {
    const { send } = controls({ allowOrigin: isLocalOrigin });
    expect((await send('/__fake/status', { headers: { Origin: 'http://localhost:5173' } })).status).toBe(200);
    expect((await send('/__fake/status', { headers: { Origin: 'http://localhost.boese.example' } })).status).toBe(403);
  });
});

describe('FAKE_CONTROL_TOKEN', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('makes every control that changes or reveals the world need the bearer token', async () => {
    const { send, balance } = controls({ controlToken: TOKEN });
    const before = balance();
    const missing = await send('/__fake/wallet/winning', json(WINNING));
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.json()).toEqual({ code: 'control_token_required' });
    expect((await send('/__fake/wallet/winning', json(WINNING, bearer(`${TOKEN}x`)))).status).toBe(401);
    expect((await send('/__fake/wallet/winning', json(WINNING, bearer(TOKEN.slice(0, -1))))).status).toBe(401);
    expect((await send('/__fake/mailbox')).status).toBe(401);
    expect((await send('/__fake/bank-statement')).status).toBe(401);
    expect((await send('/__fake/reset', json('{}'))).status).toBe(401);
    expect(balance()).toBe(before);
    expect((await send('/__fake/wallet/winning', json(WINNING, bearer(TOKEN)))).status).toBe(200);
    expect(balance()).toBe(before + 100_000);
  });

  it('keeps the demo-player list and the stand-ins for bank, PayPal, ident and game provider open', async () => {
    const { send } = controls({ controlToken: TOKEN });
    const status = await send('/__fake/status');
    expect(status.status).toBe(200);
    expect(((await status.json()) as { demo_players: unknown[] }).demo_players).toHaveLength(5);
    expect((await send('/__fake/psp/test_cards')).status).toBe(200);
    // Unknown references: the stand-ins answer for themselves (404/400), not the token check.
    expect((await send('/__fake/psp/3ds', json('{"transaction_id":"t-1","approve":true}'))).status).toBe(404);
    expect((await send('/__fake/ident/unbekannt')).status).toBe(404);
  });
});
