import { recipient } from '../../mocks/platform/account/notification-settings';
import { describe, expect, it } from 'vitest';
import type { UpdatePlayerRequestDto } from '../../adapters/http/wire/player.dto';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { loginAs, lottoLine, orderOf, platformAt, platformError } from './platform-fixtures';
import { latestMail, tokenOf } from './account-fixtures';

const update = (overrides: Partial<Record<keyof UpdatePlayerRequestDto, unknown>> = {}): UpdatePlayerRequestDto =>
  ({
    birth_name: 'Neumann',
    birthplace: 'Potsdam',
    street: 'Unter den Linden',
    house_number: '5',
    zip_code: '10117',
    city: 'Berlin',
    email: 'neu@tippwerk.de',
    phone_number: '+49301234567',
    ...overrides,
  }) as UpdatePlayerRequestDto;

describe('PUT /me', () => {
  it('updates address, phone and birth data and answers the player', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    const player = platform.updatePersonalData(token, update());
    expect(player).toMatchObject({
      phone_number: '+49301234567',
      address: { street: 'Unter den Linden', house_number: '5', zip_code: '10117', city: 'Berlin', state: 'Berlin' },
      personal_data: { first_name: 'Lena', birth_name: 'Neumann', birthplace: 'Potsdam' },
    });
    expect(platform.me(token)).toEqual(player);
  });

  it('treats the phone number as optional: empty removes it', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(
      platform.updatePersonalData(token, update({ email: 'spieler@tippwerk.de', phone_number: '' })).phone_number,
    ).toBeNull();
  });

  it.each([
    ['phone_number', '+1', 'invalid'],
    ['phone_number', '0221 123', 'invalid'],
    ['phone_number', `+${'1'.repeat(16)}`, 'invalid'],
    ['zip_code', '1234', 'invalid'],
    ['email', 'kaputt', 'invalid'],
    ['email', 'SPIELER@tippwerk.de', 'taken'],
    ['street', '', 'required'],
    ['house_number', 'x', 'invalid'],
    ['city', '', 'required'],
    ['birth_name', 'B4ker', 'invalid'],
    ['birthplace', 'Ort;', 'invalid'],
  ])('refuses %s %j with %s and changes nothing', (field, value, code) => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    const before = platform.me(token);
    const error = platformError(() => platform.updatePersonalData(token, update({ [field]: value })));
    expect(error.body).toEqual({ global_errors: [], attribute_errors: { [field]: [code] } });
    expect(platform.me(token)).toEqual(before);
  });

  it('accepts phone numbers with 2 and 15 digits', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(platform.updatePersonalData(token, update({ phone_number: '12' })).phone_number).toBe('12');
    expect(platform.updatePersonalData(token, update({ phone_number: `+${'4'.repeat(15)}` })).phone_number).toBe(
      `+${'4'.repeat(15)}`,
    );
  });

  it('makes a new e-mail unconfirmed, mails a link there and logs in with it from then on', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(recipient(platform.runtime, token).email_confirmed).toBe(true);
    platform.updatePersonalData(token, update({ email: 'max@example.de' }));
    expect(recipient(platform.runtime, token).email_confirmed).toBe(false);
    const mail = latestMail(platform, 'max@example.de');
    expect(mail.kind).toBe('email_confirmation');
    platform.confirmEmail(token, { token: tokenOf(mail.link) });
    expect(recipient(platform.runtime, token).email_confirmed).toBe(true);
    expect(
      platform.login({ username: 'max@example.de', password: DEMO_PASSWORD, long_lasting_session: false }).access_token,
    ).toBeTruthy();
    expect(
      platformError(() =>
        platform.login({ username: 'spieler@tippwerk.de', password: DEMO_PASSWORD, long_lasting_session: false }),
      ).status,
    ).toBe(401);
  });

  it('keeps the confirmation when only the case of the e-mail changes', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.updatePersonalData(token, update({ email: 'Spieler@Tippwerk.de' }));
    expect(recipient(platform.runtime, token).email_confirmed).toBe(true);
  });

  it('needs a session before it looks at the body', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.updatePersonalData('abgelaufen', null as never)).status).toBe(401);
  });
});

describe('POST /me/disable', () => {
  it('ends the sessions; logging in again answers 401 invalid_credentials, as for a wrong password', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.disableAccount(token);
    expect(platformError(() => platform.me(token)).status).toBe(401);
    const error = platformError(() => loginAs(platform, 'spieler@tippwerk.de'));
    expect(error.status).toBe(401);
    expect(error.body.code).toBe('invalid_credentials');
  });

  it('sends no recovery link to a disabled account', () => {
    const { platform } = platformAt();
    platform.disableAccount(loginAs(platform, 'spieler@tippwerk.de'));
    platform.startRecovery({ email: 'spieler@tippwerk.de' });
    expect(platform.mailbox('spieler@tippwerk.de')).toEqual([]);
  });
});

describe('POST /me/lock_temporary', () => {
  it('sets the addiction lock until then; buying is refused until it has passed', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.lockTemporary(token, { till: '2026-03-05T16:59:00Z' });
    expect(platform.me(token).locks).toMatchObject({
      addiction_lock: { expires_at: '2026-03-05T16:59:00Z' },
      addiction_locked: true,
    });
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]))).body.global_errors,
    ).toEqual(['addiction_locked']);
    expect(platform.gamblingPermission(token)).toMatchObject({ active: false, deactivated_at: '2026-03-04T16:59:00Z' });
    platform.shiftClock(24 * 60);
    expect(platform.me(loginAs(platform, 'spieler@tippwerk.de')).locks).toMatchObject({
      addiction_lock: null,
      addiction_locked: false,
    });
  });

  it('accepts an offset time and stores the instant', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.lockTemporary(token, { till: '2026-03-05T18:00:00+01:00' });
    expect(platform.me(token).locks.addiction_lock).toEqual({ expires_at: '2026-03-05T17:00:00Z' });
  });

  it.each([
    [undefined, 'required'],
    ['morgen', 'invalid'],
    ['2026-03-05', 'invalid'],
    ['2026-03-04T16:59:00Z', 'not_in_future'],
    ['2036-03-04T17:00:00Z', 'too_far_in_future'],
  ])('refuses till %j with %s', (till, code) => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platformError(() => platform.lockTemporary(token, { till } as never)).body.attribute_errors).toEqual({
      till: [code],
    });
  });

  it('allows exactly 10 years (Berlin calendar)', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(() => platform.lockTemporary(token, { till: '2036-03-04T16:59:00Z' })).not.toThrow();
  });

  it('cannot shorten a running lock, only extend it', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(
      platformError(() => platform.lockTemporary(token, { till: '2026-04-01T00:00:00Z' })).body.attribute_errors,
    ).toEqual({ till: ['before_current_lock'] });
    platform.lockTemporary(token, { till: '2026-12-24T00:00:00Z' });
    expect(platform.me(token).locks.addiction_lock).toEqual({ expires_at: '2026-12-24T00:00:00Z' });
  });
});
