import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { createMockServer } from '../../mocks/node';
import { createPlatform } from '../../mocks/platform/platform';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { kenoLine, lottoLine, orderOf, priceRequest, WEDNESDAY_1759 } from './platform-fixtures';

const BASE = 'http://tippwerk.test';
const clock = createPlatformClock({ fixed: WEDNESDAY_1759 });
const platform: FakePlatformApi = createPlatform({
  clock,
  storage: createMemoryStorage(null, { verifyJournal: true }),
});
const server = createMockServer(platform, BASE);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => platform.reset(4949));

const url = (api: keyof typeof API_PATHS, path: string) => `${BASE}${API_PATHS[api]}${path}`;
const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const auth = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

async function login(username = 'spieler@tippwerk.de', longSession = false) {
  const response = await fetch(
    url('player', '/login'),
    json('POST', { username, password: 'Tippwerk2026!', long_lasting_session: longSession }),
  );
  return (await response.json()) as { access_token: string; refresh_token: string };
}

describe('player API over HTTP', () => {
  it('logs in, reads /me, refreshes and logs out', async () => {
    const tokens = await login('spieler@tippwerk.de', true);
    expect(tokens.refresh_token).toMatch(/^long\./);
    const me = await fetch(url('player', '/me'), auth(tokens.access_token));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'spieler@tippwerk.de', personal_data: { last_name: 'Mustermann' } });

    const refreshed = await fetch(url('player', '/refresh'), json('PUT', { refresh_token: tokens.refresh_token }));
    expect(await refreshed.json()).toEqual({ access_token: expect.any(String) });

    const logout = await fetch(`${url('player', '/logout')}?token=${encodeURIComponent(tokens.refresh_token)}`, {
      method: 'DELETE',
    });
    expect(logout.status).toBe(204);
    expect((await fetch(url('player', '/refresh'), json('PUT', { refresh_token: tokens.refresh_token }))).status).toBe(
      401,
    );
  });

  it('answers wrong credentials with 401 and the error body', async () => {
    const response = await fetch(
      url('player', '/login'),
      json('POST', { username: 'spieler@tippwerk.de', password: 'x', long_lasting_session: false }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'invalid_credentials', global_errors: ['invalid_credentials'] });
  });

  it('answers /me without a token with 401 and a Bearer challenge', async () => {
    const response = await fetch(url('player', '/me'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('requires the token query parameter on logout', async () => {
    expect((await fetch(url('player', '/logout'), { method: 'DELETE' })).status).toBe(400);
  });
});

describe('wallet API over HTTP', () => {
  it('reads accounts by kind and refuses unknown kinds', async () => {
    const { access_token } = await login();
    const common = await fetch(`${url('wallet', '/my/account')}?kind=common`, auth(access_token));
    // 50 € in all; the seeded history's 23 € winning is payoutable (mocks/platform/draws/demo-history.ts).
    expect(await common.json()).toMatchObject({
      kind: 'common',
      payoutable_balance: { fractional: 2300, currency: 'EUR' },
      not_payoutable_balance: { fractional: 2700, currency: 'EUR' },
    });
    expect((await fetch(`${url('wallet', '/my/account')}?kind=bonus`, auth(access_token))).status).toBe(400);
  });

  it('lists payment methods', async () => {
    const { access_token } = await login();
    const methods = (await (
      await fetch(url('wallet', '/my/available_payment_methods'), auth(access_token))
    ).json()) as { label: string }[];
    expect(methods.map((m) => m.label)).toEqual(['sepa_direct_debit', 'paypal', 'adyen_credit_card']);
  });

  it('validates and places orders with 204, and reports line errors with 400', async () => {
    const { access_token } = await login();
    const order = orderOf('o-1', [lottoLine(platform, 'a'), kenoLine(platform, 'b')]);
    expect((await fetch(url('wallet', '/my/orders/validate'), json('POST', order, access_token))).status).toBe(204);
    expect((await fetch(url('wallet', '/my/orders'), json('POST', order, access_token))).status).toBe(204);

    const broken = orderOf('o-2', [
      lottoLine(platform, 'a'),
      { ...lottoLine(platform, 'b'), price: { fractional: 1, currency: 'EUR' } },
    ]);
    const response = await fetch(url('wallet', '/my/orders/validate'), json('POST', broken, access_token));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      global_errors: [],
      attribute_errors: { 'line_items.1.price': ['price_changed'] },
    });
  });

  it('answers orders without a token with 401, even with a broken body', async () => {
    const response = await fetch(url('wallet', '/my/orders'), { method: 'POST', body: '{ nope' });
    expect(response.status).toBe(401);
  });
});

describe('lottery store API over HTTP', () => {
  it('serves product definitions and 404 for unknown products', async () => {
    expect((await fetch(url('lotteryStore', '/product_definitions/keno_regular'))).status).toBe(200);
    const missing = await fetch(url('lotteryStore', '/product_definitions/toto_regular'));
    expect(missing.status).toBe(404);
    expect((await fetch(url('lotteryStore', '/product_definitions/toto_regular/current_draws'))).status).toBe(404);
  });

  it('serves the current draws', async () => {
    const draws = (await (
      await fetch(url('lotteryStore', '/product_definitions/lotto6aus49_regular/current_draws'))
    ).json()) as { drawing_time: string }[];
    expect(draws.map((d) => d.drawing_time)).toEqual(['2026-03-04T17:25:00Z', '2026-03-07T18:25:00Z']);
  });

  it('prices a ticket and refuses an invalid request with 400', async () => {
    const ok = await fetch(
      url('lotteryStore', '/price'),
      json('POST', priceRequest({ number_fields: [{ type: 'normal', quantity: 2 }] })),
    );
    expect(await ok.json()).toEqual({
      stake: { fractional: 480, currency: 'EUR' },
      total: { fractional: 530, currency: 'EUR' },
    });
    const bad = await fetch(url('lotteryStore', '/price'), json('POST', priceRequest({ repetition_quantity: 99 })));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      global_errors: ['invalid_price_request'],
      attribute_errors: { repetition_quantity: ['not_offered'] },
    });
    expect((await fetch(url('lotteryStore', '/price'), { method: 'POST', body: 'nope' })).status).toBe(400);
  });

  it('lists receipts with repeated criteria[], comma-joined lotteries and paging', async () => {
    const { access_token } = await login();
    platform.placeOrder(access_token, orderOf('o-1', [lottoLine(platform, 'a'), kenoLine(platform, 'b')]));
    const query =
      'criteria[]=any_draws_pending&lottery_identifiers=keno,eurojackpot&page_limit=5&page_offset=0&sort_direction=desc&sort_attribute=created_at&include_draws=false';
    const response = await fetch(`${url('lotteryStore', '/my/lottery_receipts')}?${query}`, auth(access_token));
    const body = (await response.json()) as {
      lottery_receipts: { wager: { lottery_identifier: string }; draws: unknown[] }[];
      page_info: { total_count: number };
    };
    expect(body.page_info).toEqual({ total_count: 1 });
    expect(body.lottery_receipts[0]).toMatchObject({ wager: { lottery_identifier: 'keno' }, draws: [] });
    const invalid = await fetch(`${url('lotteryStore', '/my/lottery_receipts')}?page_limit=abc`, auth(access_token));
    expect(invalid.status).toBe(400);
  });
});

describe('control API over HTTP', () => {
  it('reports status, shifts the clock and resets', async () => {
    const status = await (await fetch(url('fakeControl', '/status'))).json();
    expect(status).toMatchObject({ seed: 4949, now: WEDNESDAY_1759, clock_offset_minutes: 0 });
    const shifted = await (await fetch(url('fakeControl', '/clock'), json('POST', { shift_minutes: 30 }))).json();
    expect(shifted).toMatchObject({ now: '2026-03-04T17:29:00Z', clock_offset_minutes: 30 });
    expect((await fetch(url('fakeControl', '/clock'), json('POST', {}))).status).toBe(400);
    const reset = await (await fetch(url('fakeControl', '/reset'), json('POST', { seed: 5 }))).json();
    expect(reset).toMatchObject({ seed: 5, clock_offset_minutes: 0 });
  });
});
