import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import type { LineItemDto } from '../../adapters/http/wire/wallet.dto';
import { IN_PROCESS_ORIGIN, platformFetch } from '../../mocks/platform-fetch';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PlatformState } from '../../mocks/platform/state';
import {
  ALL_RECEIPTS,
  commonBalance,
  kenoLine,
  lineFor,
  loginAs,
  lottoLine,
  orderOf,
  platformAt,
  platformError,
  priceRequest,
} from './platform-fixtures';

/** A Wednesday morning in Berlin: every lottery is on sale. */
const MORNING = '2026-11-18T09:00:00Z';
const VERIFIED = 'spieler@tippwerk.de';

function eurojackpotLine(platform: FakePlatformApi, id: string): LineItemDto {
  return lineFor(
    platform,
    id,
    {
      product_identifier: 'eurojackpot_regular',
      ticket_numbers: ['1234567'],
      number_fields: [{ type_identifier: 'normal', main_tips: [3, 11, 25, 38, 44], extra_tips: [2, 9] }],
      recurring_draw_event_identifiers: ['friday'],
      repetition_quantity: 1,
      addon_lotteries: [],
      repetition_frequency: { quantity: 1, unit: 'week' },
      field_stake: null,
    },
    priceRequest({
      product_identifier: 'eurojackpot_regular',
      number_fields: [{ type: 'normal', quantity: 1 }],
      recurring_draw_event_identifiers: ['friday'],
    }),
  );
}

function spiraleLine(platform: FakePlatformApi, id: string): LineItemDto {
  return lineFor(
    platform,
    id,
    {
      product_identifier: 'gluecksspirale_regular',
      ticket_numbers: ['1234567'],
      number_fields: [],
      recurring_draw_event_identifiers: ['saturday'],
      repetition_quantity: 1,
      addon_lotteries: [],
      repetition_frequency: { quantity: 1, unit: 'week' },
      field_stake: null,
    },
    priceRequest({
      product_identifier: 'gluecksspirale_regular',
      number_fields: [],
      recurring_draw_event_identifiers: ['saturday'],
    }),
  );
}

/** The platform's HTTP face in this process: the MSW handlers, controls included. */
function http(platform: FakePlatformApi) {
  const fetch = platformFetch(platform);
  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${IN_PROCESS_ORIGIN}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  return {
    control: (path: string, body: unknown) => send('POST', `${API_PATHS.fakeControl}${path}`, body),
    restrictions: (token: string) => send('GET', `${API_PATHS.player}/me/gambling_restrictions`, undefined, token),
    selfExclude: (token: string, body: unknown) => send('POST', `${API_PATHS.player}/me/self_exclusion`, body, token),
  };
}

const globalErrorsOf = (call: () => unknown) => platformError(call).body.global_errors;

describe('OASIS in the fake platform (LOTTERY-RULES §7)', () => {
  it('refuses a KENO order of a player in OASIS with oasis_locked; LOTTO, Eurojackpot and GlücksSpirale are still sold', async () => {
    const { platform } = platformAt(MORNING);
    const token = loginAs(platform, VERIFIED);
    const registered = await http(platform).control('/oasis', { email: VERIFIED, registered: true });
    expect(registered).toMatchObject({
      status: 200,
      body: { email: VERIFIED, oasis_locked: true, self_exclusion: null },
    });

    const before = commonBalance(platform, token);
    expect(globalErrorsOf(() => platform.placeOrder(token, orderOf('o-keno', [kenoLine(platform, 'k')])))).toEqual([
      'oasis_locked',
    ]);
    // A basket with KENO and LOTTO is refused as a whole: nothing is booked.
    expect(
      globalErrorsOf(() =>
        platform.placeOrder(token, orderOf('o-mixed', [lottoLine(platform, 'l'), kenoLine(platform, 'k2')])),
      ),
    ).toEqual(['oasis_locked']);
    expect(commonBalance(platform, token)).toBe(before);

    platform.placeOrder(token, orderOf('o-lotto', [lottoLine(platform, 'l1')]));
    platform.placeOrder(token, orderOf('o-ej', [eurojackpotLine(platform, 'e1')]));
    platform.placeOrder(token, orderOf('o-gs', [spiraleLine(platform, 'g1')]));
    expect(commonBalance(platform, token)).toBeLessThan(before);

    // Removed from the register (the control), KENO sells again.
    const removed = await http(platform).control('/oasis', { email: VERIFIED, registered: false });
    expect(removed.body).toMatchObject({ oasis_locked: false });
    expect(() => platform.placeOrder(token, orderOf('o-keno-2', [kenoLine(platform, 'k3')]))).not.toThrow();
  });

  it('the OASIS control names a known player and a boolean, else 400', async () => {
    const { platform } = platformAt(MORNING);
    const api = http(platform);
    expect(await api.control('/oasis', { email: 'niemand@example.de', registered: true })).toMatchObject({
      status: 400,
      body: { attribute_errors: { email: ['unknown'] } },
    });
    expect(await api.control('/oasis', { email: VERIFIED, registered: 'ja' })).toMatchObject({
      status: 400,
      body: { attribute_errors: { registered: ['invalid'] } },
    });
  });
});

describe('Selbstsperre (POST /me/self_exclusion)', () => {
  it('refuses less than 3 months, a missing or broken end, and answers 401 without a session', async () => {
    const { platform } = platformAt(MORNING);
    const token = loginAs(platform, VERIFIED);
    const api = http(platform);
    // 18 Nov + 3 months is 18 Feb in Berlin; one minute short is too short.
    expect(await api.selfExclude(token, { till: '2027-02-18T08:59:00Z' })).toMatchObject({
      status: 400,
      body: { attribute_errors: { till: ['too_short'] } },
    });
    expect((await api.selfExclude(token, {})).body).toMatchObject({ attribute_errors: { till: ['required'] } });
    expect((await api.selfExclude(token, { till: 'morgen' })).body).toMatchObject({
      attribute_errors: { till: ['invalid'] },
    });
    expect((await api.selfExclude('', { till: null })).status).toBe(401);
    expect((await api.restrictions(token)).body).toEqual({
      oasis_locked: false,
      self_exclusion: null,
      cooling_off: null,
    });
  });

  it('enters the player in OASIS for at least 3 months; all play and deposits stop here; it cannot be requested again or shortened', async () => {
    const { platform } = platformAt(MORNING);
    const token = loginAs(platform, VERIFIED);
    const api = http(platform);
    expect((await api.selfExclude(token, { till: '2027-02-19T23:00:00Z' })).status).toBe(204);
    expect((await api.restrictions(token)).body).toEqual({
      oasis_locked: true,
      self_exclusion: { since: MORNING, till: '2027-02-19T23:00:00Z' },
      cooling_off: null,
    });
    expect(globalErrorsOf(() => platform.placeOrder(token, orderOf('o-lotto', [lottoLine(platform, 'l')])))).toEqual([
      'self_excluded',
    ]);
    expect(globalErrorsOf(() => platform.placeOrder(token, orderOf('o-keno', [kenoLine(platform, 'k')])))).toEqual([
      'self_excluded',
    ]);
    expect(
      globalErrorsOf(() =>
        platform.chargeSepa(token, {
          transaction_id: 'tx-1',
          amount: { fractional: 2000, currency: 'EUR' },
          kind: 'common',
        }),
      ),
    ).toEqual(['addiction_locked']);
    expect(await api.selfExclude(token, { till: null })).toMatchObject({
      status: 400,
      body: { global_errors: ['already_self_excluded'] },
    });
    // It ends after its last day, by itself.
    platform.shiftClock(94 * 24 * 60);
    expect((await api.restrictions(loginAs(platform, VERIFIED))).body).toMatchObject({
      oasis_locked: false,
      self_exclusion: null,
    });
  });

  it('unbefristet (till null) has no end', async () => {
    const { platform } = platformAt(MORNING);
    const token = loginAs(platform, VERIFIED, true);
    const api = http(platform);
    expect((await api.selfExclude(token, { till: null })).status).toBe(204);
    platform.shiftClock(5 * 365 * 24 * 60);
    expect((await api.restrictions(loginAs(platform, VERIFIED))).body).toMatchObject({
      oasis_locked: true,
      self_exclusion: { since: MORNING, till: null },
    });
  });
});

describe('the 5-minute wait for KENO (cooling_off)', () => {
  it('starts when the player resumes after 30 minutes without activity, carries the instant play is allowed, and ends 5 minutes later', () => {
    const { platform } = platformAt(MORNING);
    platform.placeOrder(loginAs(platform, VERIFIED), orderOf('o-1', [kenoLine(platform, 'k1')]));
    // 29 minutes without a call are no pause (access tokens live 15 minutes: a new login).
    platform.shiftClock(29);
    platform.placeOrder(loginAs(platform, VERIFIED), orderOf('o-2', [kenoLine(platform, 'k2')]));
    platform.shiftClock(30);
    const first = loginAs(platform, VERIFIED);
    const error = platformError(() => platform.placeOrder(first, orderOf('o-3', [kenoLine(platform, 'k3')])));
    expect(error.body).toEqual({
      global_errors: ['cooling_off'],
      attribute_errors: {},
      play_allowed_from: '2026-11-18T10:04:00Z',
      cooling_off_reason: 'inactivity',
    });
    // Other lotteries are not covered: LOTTO sells during the wait.
    platform.placeOrder(first, orderOf('o-lotto', [lottoLine(platform, 'l1')]));
    platform.shiftClock(4);
    expect(
      platformError(() => platform.placeOrder(first, orderOf('o-4', [kenoLine(platform, 'k4')]))).body,
    ).toMatchObject({
      global_errors: ['cooling_off'],
    });
    platform.shiftClock(1);
    expect(() => platform.placeOrder(first, orderOf('o-5', [kenoLine(platform, 'k5')]))).not.toThrow();
  });

  it('a fresh world has no previous activity: the first login buys KENO at once', () => {
    const { platform } = platformAt(MORNING);
    platform.shiftClock(24 * 60);
    const token = loginAs(platform, VERIFIED);
    expect(() => platform.placeOrder(token, orderOf('o-1', [kenoLine(platform, 'k1')]))).not.toThrow();
  });

  it('keeps the last activity on the player record, to the minute, one entry per player', () => {
    const { platform, storage } = platformAt(MORNING);
    const token = loginAs(platform, VERIFIED);
    platform.me(token);
    platform.shiftClock(3);
    platform.me(token);
    const state = storage.load() as PlatformState;
    const active = state.players.filter((p) => p.last_active_at);
    expect(active.map((p) => [p.player.email, p.last_active_at])).toEqual([[VERIFIED, '2026-11-18T09:03:00Z']]);
  });

  it('a provider switch (LUGAS, the control) starts the wait at once; it answers the end', async () => {
    const { platform } = platformAt(MORNING);
    const token = loginAs(platform, VERIFIED);
    const switched = await http(platform).control('/lugas/provider_switch', { email: VERIFIED });
    expect(switched).toMatchObject({
      status: 200,
      body: { email: VERIFIED, cooling_off: { until: '2026-11-18T09:05:00Z', reason: 'provider_switch' } },
    });
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [kenoLine(platform, 'k1')]))).body,
    ).toMatchObject({
      global_errors: ['cooling_off'],
      play_allowed_from: '2026-11-18T09:05:00Z',
      cooling_off_reason: 'provider_switch',
    });
    expect((await http(platform).restrictions(token)).body).toMatchObject({
      cooling_off: { until: '2026-11-18T09:05:00Z', reason: 'provider_switch' },
    });
    platform.shiftClock(5);
    expect(() => platform.placeOrder(token, orderOf('o-2', [kenoLine(platform, 'k2')]))).not.toThrow();
  });
});

describe('KENO Dauerschein renewals', () => {
  it('renew without the 5-minute wait (the platform books them, not the player) and end once the player is in OASIS', async () => {
    const { platform } = platformAt(MORNING);
    const line = kenoLine(platform, 'abo', 1);
    line.product_data.subscription = { payment_method_label: 'sepa_direct_debit', subscription_type: 'daily' };
    platform.placeOrder(loginAs(platform, VERIFIED), orderOf('o-abo', [line]));
    const periods = () =>
      platform
        .receipts(loginAs(platform, VERIFIED), { ...ALL_RECEIPTS, page_limit: 100 })
        .lottery_receipts.filter((r) => r.lottery_product_selection_id === 'abo-selection')
        .map((r) => r.lottery_subscription_info);
    // 19:08 in Berlin, two minutes before the draw: LUGAS reports a provider switch (a wait until 19:13).
    platform.shiftClock(9 * 60 + 8);
    await http(platform).control('/lugas/provider_switch', { email: VERIFIED });
    // The draw at 19:10 ends the period; the next day is booked during the wait all the same.
    platform.shiftClock(3);
    expect(periods().map((info) => info?.active)).toEqual([true, true]);
    await http(platform).control('/oasis', { email: VERIFIED, registered: true });
    platform.shiftClock(24 * 60);
    expect(periods().map((info) => [info?.active, info?.stopped_reason])).toEqual([
      [false, 'oasis_locked'],
      [false, 'oasis_locked'],
    ]);
  });
});
