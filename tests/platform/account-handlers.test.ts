import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { loginAs } from './platform-fixtures';
import { NEW_PASSWORD, registration, tokenOf } from './account-fixtures';
import { platformOverHttp } from './http-fixtures';

const { platform, call } = platformOverHttp();
const mailLink = async (address: string): Promise<string> => {
  const mails = (await call('GET', 'fakeControl', `/mailbox?address=${encodeURIComponent(address)}`)).body as {
    link: string;
  }[];
  return mails[0]?.link ?? '';
};

describe('registration and zip codes over HTTP', () => {
  it('POST /register: 200 with the player, then the same credentials log in; 400 names the fields', async () => {
    const created = await call('POST', 'player', '/register', registration());
    expect(created).toMatchObject({
      status: 200,
      body: { email: 'joerg@example.de', verification_status: 'unverified' },
    });
    const login = await call('POST', 'player', '/login', {
      username: 'joerg@example.de',
      password: 'Geheim123',
      long_lasting_session: false,
    });
    expect(login.status).toBe(200);
    expect(await call('POST', 'player', '/register', registration({ date_of_birth: '2010-01-01' }))).toMatchObject({
      status: 400,
      body: { global_errors: [], attribute_errors: { date_of_birth: ['too_young'] } },
    });
    expect((await call('POST', 'player', '/register', 'kaputt')).status).toBe(400);
  });

  it('GET /zip_codes: entries for two digits or more, 400 required without', async () => {
    const found = await call('GET', 'player', '/zip_codes?starting_with=506');
    expect(found).toEqual({
      status: 200,
      headers: expect.anything(),
      body: [{ zipcode: '50667', city: 'Köln', state: 'Nordrhein-Westfalen', district: 'Köln', municipality: 'Köln' }],
    });
    expect(await call('GET', 'player', '/zip_codes')).toMatchObject({
      status: 400,
      body: { attribute_errors: { starting_with: ['required'] } },
    });
    expect((await call('GET', 'player', '/zip_codes?starting_with=5')).status).toBe(400);
  });
});

describe('recovery over HTTP', () => {
  it('POST /start_recovery answers 204 for known and unknown addresses alike', async () => {
    expect((await call('POST', 'player', '/start_recovery', { email: 'niemand@tippwerk.de' })).status).toBe(204);
    expect((await call('POST', 'player', '/start_recovery', { email: 'spieler@tippwerk.de' })).status).toBe(204);
    expect(await mailLink('niemand@tippwerk.de')).toBe('');
    expect(await mailLink('spieler@tippwerk.de')).toMatch(/^\/passwort-zuruecksetzen\?token=/);
  });

  it('follows the mailbox link: validate, reset with PUT /password, log in with the new password', async () => {
    await call('POST', 'player', '/start_recovery', { email: 'spieler@tippwerk.de' });
    const token = tokenOf(await mailLink('spieler@tippwerk.de'));
    expect(
      (await call('GET', 'player', `/validate_password_recovery_token?password_recovery_token=${token}`)).body,
    ).toEqual({ valid: true });
    expect(
      (await call('PUT', 'player', '/password', { password_recovery_token: token, password: NEW_PASSWORD })).status,
    ).toBe(204);
    expect(
      (await call('GET', 'player', `/validate_password_recovery_token?password_recovery_token=${token}`)).body,
    ).toEqual({ valid: false });
    expect(
      await call('PUT', 'player', '/password', { password_recovery_token: token, password: NEW_PASSWORD }),
    ).toMatchObject({ status: 400, body: { global_errors: ['invalid_token'] } });
    expect(
      (
        await call('POST', 'player', '/login', {
          username: 'spieler@tippwerk.de',
          password: NEW_PASSWORD,
          long_lasting_session: false,
        })
      ).status,
    ).toBe(200);
  });

  it('GET /validate_password_recovery_token needs its parameter', async () => {
    expect(await call('GET', 'player', '/validate_password_recovery_token')).toMatchObject({
      status: 400,
      body: { attribute_errors: { password_recovery_token: ['required'] } },
    });
  });
});

describe('personal data over HTTP', () => {
  it('PUT /me answers the player; 400 for a taken e-mail', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    const body = {
      birth_name: 'Neumann',
      birthplace: 'Potsdam',
      street: 'Lindenallee',
      house_number: '3a',
      zip_code: '10115',
      city: 'Berlin',
      email: 'neu@tippwerk.de',
      phone_number: '',
    };
    expect(await call('PUT', 'player', '/me', body, token)).toMatchObject({
      status: 200,
      body: { personal_data: { birth_name: 'Neumann', birthplace: 'Potsdam' } },
    });
    expect(await call('PUT', 'player', '/me', { ...body, email: 'spieler@tippwerk.de' }, token)).toMatchObject({
      status: 400,
      body: { attribute_errors: { email: ['taken'] } },
    });
  });

  it('PUT /me/change_password: 204, or 400 wrong_password', async () => {
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(
      await call('PUT', 'player', '/me/change_password', { old_password: 'falsch', new_password: NEW_PASSWORD }, token),
    ).toMatchObject({
      status: 400,
      body: { attribute_errors: { old_password: ['wrong_password'] } },
    });
    expect(
      (
        await call(
          'PUT',
          'player',
          '/me/change_password',
          { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
          token,
        )
      ).status,
    ).toBe(204);
  });

  it('POST /me/lock_temporary: 204 and the lock shows on /me; 400 for the past', async () => {
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect((await call('POST', 'player', '/me/lock_temporary', { till: '2026-03-11T16:59:00Z' }, token)).status).toBe(
      204,
    );
    expect((await call('GET', 'player', '/me', undefined, token)).body).toMatchObject({
      locks: { addiction_locked: true, addiction_lock: { expires_at: '2026-03-11T16:59:00Z' } },
    });
    expect((await call('POST', 'player', '/me/lock_temporary', { till: '2020-01-01T00:00:00Z' }, token)).status).toBe(
      400,
    );
  });

  it('POST /me/disable: 204, the session ends and logging in answers 401 invalid_credentials', async () => {
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect((await call('POST', 'player', '/me/disable', undefined, token)).status).toBe(204);
    expect((await call('GET', 'player', '/me', undefined, token)).status).toBe(401);
    expect(
      await call('POST', 'player', '/login', {
        username: 'spieler@tippwerk.de',
        password: DEMO_PASSWORD,
        long_lasting_session: false,
      }),
    ).toMatchObject({
      status: 401,
      body: { code: 'invalid_credentials' },
    });
  });
});

describe('notification service over HTTP', () => {
  it('GET and PATCH /my/recipient/settings; service messages stay on', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect((await call('GET', 'notification', '/my/recipient/settings', undefined, token)).body).toMatchObject({
      email: { service_messages: { active: true, mutable: false } },
    });
    expect(
      (
        await call(
          'PATCH',
          'notification',
          '/my/recipient/settings',
          { jackpots: { active: true }, discounts: { active: false } },
          token,
        )
      ).status,
    ).toBe(204);
    expect((await call('GET', 'notification', '/my/recipient/settings', undefined, token)).body).toMatchObject({
      email: { jackpots: { active: true, mutable: true } },
    });
    expect(
      await call('PATCH', 'notification', '/my/recipient/settings', { service_messages: { active: false } }, token),
    ).toMatchObject({
      status: 400,
      body: { attribute_errors: { service_messages: ['not_mutable'] } },
    });
  });

  it('confirms the e-mail with the mailbox link and resends one on request', async () => {
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(
      (await call('POST', 'notification', '/my/recipient/resend_confirmation_email', undefined, token)).status,
    ).toBe(204);
    const link = await mailLink('neu@tippwerk.de');
    expect(link).toMatch(/^\/confirm_email\?token=/);
    expect(
      (await call('PATCH', 'notification', '/my/recipient/confirm_email', { token: 'falsch' }, token)).status,
    ).toBe(400);
    expect(
      (await call('PATCH', 'notification', '/my/recipient/confirm_email', { token: tokenOf(link) }, token)).status,
    ).toBe(204);
    expect((await call('GET', 'notification', '/my/recipient', undefined, token)).body).toEqual({
      email_confirmed: true,
    });
    expect(
      await call('POST', 'notification', '/my/recipient/resend_confirmation_email', undefined, token),
    ).toMatchObject({ status: 400, body: { global_errors: ['already_confirmed'] } });
  });
});

describe('authentication', () => {
  it.each([
    ['PUT', 'player', '/me'],
    ['PUT', 'player', '/me/change_password'],
    ['POST', 'player', '/me/disable'],
    ['POST', 'player', '/me/lock_temporary'],
    ['GET', 'notification', '/my/recipient/settings'],
    ['PATCH', 'notification', '/my/recipient/settings'],
    ['PATCH', 'notification', '/my/recipient/confirm_email'],
    ['POST', 'notification', '/my/recipient/resend_confirmation_email'],
    ['POST', 'player', '/my/micro_deposit_verification'],
    ['PATCH', 'player', '/my/micro_deposit_verification/confirm'],
    ['POST', 'player', '/my/nect_robo_ident_case/start'],
  ] as const)('%s %s %s answers 401 with a Bearer challenge without a token', async (method, api, path) => {
    const answer = await call(method, api, path, {});
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });
});
