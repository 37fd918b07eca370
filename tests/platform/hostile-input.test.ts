import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FaultInjector, MAX_FAULTS } from '../../mocks/handlers/fault-injector';
import { createHandlers } from '../../mocks/handlers/handlers';
import { MAX_LINE_ITEMS } from '../../mocks/platform/orders';
import { registration, savedState } from './account-fixtures';
import { loginAs, lottoLine, orderOf, platformAt, platformError } from './platform-fixtures';

const BASE = 'http://tippwerk.test';
const PLAYER_API = '/player/public/api/v1';

function overHandlers() {
  const test = platformAt();
  const handlers = createHandlers(test.platform, BASE, new FaultInjector());
  const post = async (path: string, body: string) => {
    const response = (await getResponse(
      handlers,
      new Request(`${BASE}${path}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }),
      { baseUrl: BASE, quiet: true },
    )) as Response;
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { ...test, post };
}

describe('hostile JSON', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('refuses a "%s" key anywhere in a body with 400', async (key) => {
    const { post } = overHandlers();
    const nested = `{"username":"spieler@tippwerk.de","password":"x","deep":{"a":[{"${key}":{"admin":true}}]}}`;
    for (const body of [`{"${key}":{"polluted":true},"username":"a","password":"b"}`, nested]) {
      const answer = await post(`${PLAYER_API}/login`, body);
      expect(answer).toEqual({
        status: 400,
        body: { global_errors: ['invalid_json'], attribute_errors: { body: ['forbidden_key'] } },
      });
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses deeply nested JSON with 400 instead of overflowing the stack', async () => {
    const { post } = overHandlers();
    for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(41)}`]) {
      const answer = await post(`${PLAYER_API}/register`, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ attribute_errors: { body: ['too_deeply_nested'] } });
    }
    // Brackets inside strings are text, not nesting.
    expect(
      (await post(`${PLAYER_API}/login`, JSON.stringify({ username: '['.repeat(5000), password: 'x' }))).status,
    ).toBe(401);
  });
});

describe('length limits and control characters', () => {
  it('refuses over-long and control-character names, places and e-mails at registration', () => {
    const { platform, storage } = platformAt();
    const attempts = [
      { first_name: 'A'.repeat(10_000) },
      { first_name: 'Anna\u202Eredoc' },
      { last_name: 'Müller\nDROP' },
      { street: 'Hauptstraße\t1' },
      { city: 'Berlin\u0000' },
      { email: `${'a'.repeat(250)}@example.de` },
      { email: 'anna\u0007@example.de' },
    ];
    for (const overrides of attempts) {
      const error = platformError(() => platform.register(registration(overrides)));
      expect(error.status, JSON.stringify(overrides).slice(0, 40)).toBe(400);
    }
    expect(savedState(storage).players).toHaveLength(5);
  });

  it('keeps tracking parameters to flat, short string pairs', () => {
    const { platform, storage } = platformAt();
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
    for (const tracking of [
      { a: { b: 'c' } },
      { a: ['x'] },
      { a: 'x'.repeat(501) },
      { ['k'.repeat(65)]: 'v' },
      tooMany,
      'x',
    ])
      expect(
        platformError(() => platform.register(registration({ tracking_parameters: tracking }))).body.attribute_errors,
      ).toEqual({ tracking_parameters: ['invalid'] });
    platform.register(registration({ tracking_parameters: { utm_source: 'newsletter', utm_campaign: 'herbst' } }));
    expect(savedState(storage).players.at(-1)?.player.tracking_parameters).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'herbst',
    });
  });

  it('refuses SEPA account holder names with control characters or beyond 100 characters', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    const store = (first_name: string, last_name: string) =>
      platformError(() =>
        platform.storeSepaAccount(token, { account_holder: { first_name, last_name }, iban: 'DE89370400440532013000' }),
      ).body.attribute_errors;
    expect(store('Lena\u202E', 'Neumann')).toEqual({ 'account_holder.first_name': ['invalid'] });
    expect(store('Lena', 'Neu\r\nmann')).toEqual({ 'account_holder.last_name': ['invalid'] });
    expect(store('L'.repeat(101), 'Neumann')).toEqual({ 'account_holder.first_name': ['too_long'] });
  });

  it('refuses orders with long ids, nested tracking parameters or too many lines, and keeps only a digest of the body', () => {
    const { platform, storage } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    const line = lottoLine(platform, 'l-1');
    const refused = (order: object) => platformError(() => platform.placeOrder(token, order as never)).status;
    expect(refused(orderOf('o'.repeat(101), [line]))).toBe(400);
    expect(refused({ ...orderOf('o-1', [line]), tracking_parameters: { deep: { deeper: 'x' } } })).toBe(400);
    expect(
      refused(
        orderOf(
          'o-1',
          Array.from({ length: MAX_LINE_ITEMS + 1 }, () => line),
        ),
      ),
    ).toBe(400);
    expect(refused(orderOf('o-1', [{ ...line, id: 'x'.repeat(101) }]))).toBe(400);
    platform.placeOrder(token, { ...orderOf('o-1', [line]), tracking_parameters: { utm_source: 'test' } });
    const saved = savedState(storage);
    expect(saved.orders.at(-1)?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.receipts.at(-1)?.tracking_parameters).toEqual({ utm_source: 'test' });
  });

  it('caps the fault list and the size of a canned answer', () => {
    const faults = new FaultInjector();
    expect(() => faults.add({ path: '/x', status: 500, body: { text: 'x'.repeat(70_000) } })).toThrow(/at most/);
    for (let i = 0; i < MAX_FAULTS; i += 1) faults.add({ path: `/p${i}`, status: 503 });
    expect(() => faults.add({ path: '/one-more', status: 503 })).toThrow(/at most 100 faults/);
  });
});
