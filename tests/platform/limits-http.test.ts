import { describe, expect, it } from 'vitest';
import { loginAs } from './platform-fixtures';
import { platformOverHttp } from './http-fixtures';
import { eur } from './limits-fixtures';

const { platform, call } = platformOverHttp();
const player = () => loginAs(platform, 'spieler@tippwerk.de');

describe('limits over HTTP', () => {
  it('GET /settings needs no player and answers max_limits', async () => {
    const answer = await call('GET', 'wallet', '/settings');
    expect(answer).toMatchObject({
      status: 200,
      body: { max_limits: { deposit: { legal: { verified: { amount: eur(100_000), interval: 'month' } } } } },
    });
  });

  it('GET /my/limits is 401 without a player', async () => {
    expect((await call('GET', 'wallet', '/my/limits')).status).toBe(401);
  });

  it('PUT and DELETE /my/purchase_limits/personal answer 204; GET /my/limits shows the limit and its pending removal', async () => {
    const token = player();
    expect(
      (await call('PUT', 'wallet', '/my/purchase_limits/personal', { amount: eur(2500), interval: 'day' }, token))
        .status,
    ).toBe(204);
    expect((await call('DELETE', 'wallet', '/my/purchase_limits/personal', undefined, token)).status).toBe(204);
    const limits = await call('GET', 'wallet', '/my/limits', undefined, token);
    expect(limits.body).toMatchObject({
      purchase_limits: {
        personal: {
          amount: eur(2500),
          remaining_amount: eur(2500),
          interval: 'day',
          pending_limit: { amount: null, interval: 'day', active_at: '2026-03-11T16:59:00Z' },
        },
      },
      deposit_limits: { personal: null },
    });
  });

  it('PUT /my/deposit_limits/personal over the maximum is 400 with the field error; unreadable bodies too', async () => {
    const token = player();
    expect(await call('PUT', 'wallet', '/my/deposit_limits/personal', { amount: eur(100_001) }, token)).toMatchObject({
      status: 400,
      body: { global_errors: [], attribute_errors: { amount: ['too_high'] } },
    });
    expect(await call('PUT', 'wallet', '/my/deposit_limits/personal', 'kaputt', token)).toMatchObject({
      status: 400,
      body: { attribute_errors: { amount: ['required'] } },
    });
  });

  it('PUT /my/lugas_limit lives on the player API', async () => {
    const token = player();
    expect((await call('PUT', 'player', '/my/lugas_limit', { amount: eur(30_000) }, token)).status).toBe(204);
    expect((await call('GET', 'wallet', '/my/limits', undefined, token)).body).toMatchObject({
      lugas_limit: { amount: eur(30_000) },
    });
  });

  it('autowithdrawal: 404 without one, then PUT 204, GET 200, DELETE 204', async () => {
    const token = player();
    expect(await call('GET', 'lotteryStore', '/my/autowithdrawal', undefined, token)).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect((await call('PUT', 'lotteryStore', '/my/autowithdrawal', { min_amount: eur(5000) }, token)).status).toBe(
      204,
    );
    expect(await call('GET', 'lotteryStore', '/my/autowithdrawal', undefined, token)).toMatchObject({
      status: 200,
      body: { min_amount: eur(5000) },
    });
    expect((await call('DELETE', 'lotteryStore', '/my/autowithdrawal', undefined, token)).status).toBe(204);
  });

  it('stakes and winnings: kind required; latest has the period; the confirmation is read and written', async () => {
    const token = player();
    expect(await call('GET', 'wallet', '/my/stakes_and_winnings?kind=common', undefined, token)).toMatchObject({
      status: 200,
      body: { amount_staked: expect.anything(), amount_won: expect.anything() },
    });
    expect(await call('GET', 'wallet', '/my/stakes_and_winnings', undefined, token)).toMatchObject({
      status: 400,
      body: { attribute_errors: { kind: ['required'] } },
    });
    expect(
      (await call('GET', 'wallet', '/my/stakes_and_winnings/latest?kind=common', undefined, token)).body,
    ).toMatchObject({ from: '2026-02-02T16:59:00Z', to: '2026-03-04T16:59:00Z' });
    expect((await call('GET', 'wallet', '/my/stakes_and_winnings/confirmation', undefined, token)).body).toEqual({
      should_be_confirmed: true,
      confirmed_at: null,
    });
    expect((await call('PUT', 'wallet', '/my/stakes_and_winnings/confirmation', undefined, token)).status).toBe(204);
    expect((await call('GET', 'wallet', '/my/stakes_and_winnings/confirmation', undefined, token)).body).toMatchObject({
      should_be_confirmed: false,
    });
  });

  it('the developer control switches the notice off; a body without enabled is 400', async () => {
    expect(await call('POST', 'fakeControl', '/stakes_and_winnings_notice', { enabled: false })).toMatchObject({
      status: 200,
      body: { enabled: false },
    });
    expect(
      (await call('GET', 'wallet', '/my/stakes_and_winnings/confirmation', undefined, player())).body,
    ).toMatchObject({ should_be_confirmed: false });
    expect((await call('POST', 'fakeControl', '/stakes_and_winnings_notice', {})).status).toBe(400);
  });
});
