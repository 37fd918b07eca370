import { recipient } from '../../mocks/platform/account/notification-settings';
import { describe, expect, it } from 'vitest';
import { loginAs, platformAt, platformError, WEDNESDAY_1759 } from './platform-fixtures';
import { latestMail, registration } from './account-fixtures';

const fieldErrorsOf = (body: unknown, at = WEDNESDAY_1759) => {
  const { platform } = platformAt(at);
  const error = platformError(() => platform.register(body as never));
  expect(error.status).toBe(400);
  return error.body.attribute_errors ?? {};
};

describe('registration', () => {
  it('creates an unverified player with empty accounts and answers the player', () => {
    const { platform } = platformAt();
    const player = platform.register(registration());
    expect(player).toMatchObject({
      email: 'joerg@example.de',
      status: 'active',
      created_at: WEDNESDAY_1759,
      verification_status: 'unverified',
      verification_expired_at: '2026-03-07T16:59:00Z',
      iban_check_status: null,
      micro_deposit_verification_status: null,
      phone_number: null,
      tracking_parameters: { utm_source: 'test' },
      address: {
        street: 'Straße des 17. Juni',
        house_number: '12a',
        zip_code: '10115',
        city: 'Berlin',
        state: 'Berlin',
      },
      personal_data: {
        first_name: 'Jörg-Ösen',
        last_name: "O'Brien Müßig",
        birth_name: 'Weiß',
        birthplace: 'Halle (Saale)',
        date_of_birth: '1990-05-17',
      },
      locks: { addiction_lock: null, addiction_locked: false, fraud_locked: false, verification_locked: false },
    });
    expect(player.customer_number).toMatch(/^\d{8}$/);
    expect(player).not.toHaveProperty('password');
  });

  it('lets the client log in with the same credentials; accounts at 0 €, e-mail unconfirmed with a link in the mailbox', () => {
    const { platform } = platformAt();
    platform.register(registration({ email: '  Joerg@Example.de ' }));
    const token = platform.login({
      username: 'joerg@example.de',
      password: 'Geheim123',
      long_lasting_session: false,
    }).access_token;
    expect(platform.me(token).email).toBe('Joerg@Example.de');
    expect(platform.account(token, 'common').payoutable_balance.fractional).toBe(0);
    expect(platform.account(token, 'games').payoutable_balance.fractional).toBe(0);
    expect(recipient(platform.runtime, token)).toEqual({ email_confirmed: false });
    const mail = latestMail(platform, 'joerg@example.de');
    expect(mail).toMatchObject({ kind: 'email_confirmation', subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    expect(mail.link).toMatch(/^\/confirm_email\?token=[\w-]{20,}$/);
  });

  it('keeps empty birth name and birthplace as missing (the shop asks for them later)', () => {
    const { platform } = platformAt();
    const player = platform.register(registration({ birth_name: ' ', birthplace: '' }));
    expect(player.personal_data).toMatchObject({ birth_name: null, birthplace: null });
  });

  it('answers 403 player_not_ready while it still checks a registration (+pending), then the player', () => {
    const { platform } = platformAt();
    platform.register(registration({ email: 'lena+pending@example.de' }));
    const login = () =>
      platform.login({ username: 'lena+pending@example.de', password: 'Geheim123', long_lasting_session: false })
        .access_token;
    const token = login();
    for (const call of [() => platform.me(token), () => platform.account(token, 'common')]) {
      const error = platformError(call);
      expect([error.status, error.body]).toEqual([403, { code: 'player_not_ready' }]);
    }
    platform.shiftClock(1);
    expect(platform.me(login()).email).toBe('lena+pending@example.de');
    // Other registrations are ready at once.
    platform.register(registration({ email: 'lena@example.de' }));
    const other = platform.login({ username: 'lena@example.de', password: 'Geheim123', long_lasting_session: false });
    expect(platform.me(other.access_token).email).toBe('lena@example.de');
  });

  it('refuses an e-mail that is taken, in any case', () => {
    expect(fieldErrorsOf(registration({ email: 'SPIELER@tippwerk.de' }))).toEqual({ email: ['taken'] });
    const { platform } = platformAt();
    platform.register(registration());
    expect(
      platformError(() => platform.register(registration({ email: 'joerg@EXAMPLE.de' }))).body.attribute_errors,
    ).toEqual({ email: ['taken'] });
  });

  it('names every missing field at once', () => {
    expect(Object.keys(fieldErrorsOf(null)).sort()).toEqual(
      [
        'city',
        'country_code',
        'date_of_birth',
        'email',
        'first_name',
        'house_number',
        'last_name',
        'locale',
        'password',
        'street',
        'zip_code',
      ].sort(),
    );
  });
});

describe('registration field rules', () => {
  it.each([
    ['first_name', 'Anna-Lena'],
    ['first_name', 'Zoë'],
    ['first_name', 'Ärzte Groß'],
    ['last_name', "D'Angelo"],
    ['last_name', 'von der Heide'],
    ['last_name', 'A'.repeat(60)],
    ['birth_name', 'Müller-Lüdenscheidt'],
    ['birthplace', 'Frankfurt (Oder)'],
    ['street', 'Musterstr.'],
    ['house_number', '12-14'],
    ['house_number', '7 b'],
    ['house_number', '12/1'],
    ['zip_code', '01067'],
    ['city', 'Halle (Saale)'],
    ['email', 'vor.name+tipp@example.co.uk'],
    ['password', 'Geheim!!'],
    ['password', 'Geheimnis 9'],
    ['date_of_birth', '1900-01-01'],
    ['tracking_parameters', {}],
    ['tmx_id', null],
  ])('accepts %s %j', (field, value) => {
    const { platform } = platformAt();
    expect(() => platform.register(registration({ [field]: value }))).not.toThrow();
  });

  it.each([
    ['first_name', '', 'required'],
    ['first_name', 'A'.repeat(61), 'too_long'],
    ['first_name', 'Max2', 'invalid'],
    ['first_name', 'Max  Moritz', 'invalid'],
    ['last_name', '-Meier', 'invalid'],
    ['last_name', 'Meier.', 'invalid'],
    ['birth_name', 'X1', 'invalid'],
    ['date_of_birth', '', 'required'],
    ['date_of_birth', '17.05.1990', 'invalid'],
    ['date_of_birth', '1990-02-30', 'invalid'],
    ['date_of_birth', '1899-12-31', 'invalid'],
    ['date_of_birth', '2030-01-01', 'too_young'],
    ['birthplace', 'Ort<b>', 'invalid'],
    ['street', '', 'required'],
    ['street', '12345', 'invalid'],
    ['house_number', '', 'required'],
    ['house_number', 'abc', 'invalid'],
    ['zip_code', '', 'required'],
    ['zip_code', '1011', 'invalid'],
    ['zip_code', '1011a', 'invalid'],
    ['zip_code', '101155', 'invalid'],
    ['city', '', 'required'],
    ['email', 'kein-at.de', 'invalid'],
    ['email', 'a@b', 'invalid'],
    ['email', 'a b@example.de', 'invalid'],
    ['country_code', 'AT', 'not_supported'],
    ['country_code', undefined, 'required'],
    ['locale', 'en', 'not_supported'],
    ['tmx_id', 42, 'invalid'],
    ['tracking_parameters', { campaign: 7 }, 'invalid'],
  ])('refuses %s %j with %s', (field, value, code) => {
    expect(fieldErrorsOf(registration({ [field]: value }))).toEqual({ [field]: [code] });
  });

  it.each([
    ['', ['required']],
    ['Kurz1A', ['min_length']],
    ['kleinbuchstaben1', ['contains_lower_and_upper_case']],
    ['GROSSBUCHSTABEN1', ['contains_lower_and_upper_case']],
    ['NurBuchstaben', ['contains_special_character_or_number']],
    ['abc', ['min_length', 'contains_lower_and_upper_case', 'contains_special_character_or_number']],
    [`Aa1${'x'.repeat(126)}`, ['max_length']],
  ])('refuses the password %j with %j', (password, codes) => {
    expect(fieldErrorsOf(registration({ password }))).toEqual({ password: codes });
  });
});

describe('age on the platform Berlin date', () => {
  // 22:59:59 UTC on 4 March is 23:59:59 in Berlin (CET); a second later it is 5 March there, still 4 March in UTC.
  const lastSecondOfMarch4 = '2026-03-04T22:59:59Z';
  const firstSecondOfMarch5 = '2026-03-04T23:00:00Z';

  it('refuses a player whose 18th birthday is tomorrow in Berlin', () => {
    expect(fieldErrorsOf(registration({ date_of_birth: '2008-03-05' }), lastSecondOfMarch4)).toEqual({
      date_of_birth: ['too_young'],
    });
  });

  it('accepts the player from 00:00 Berlin time on the 18th birthday, while UTC is still the day before', () => {
    const { platform } = platformAt(firstSecondOfMarch5);
    expect(platform.register(registration({ date_of_birth: '2008-03-05' })).personal_data.date_of_birth).toBe(
      '2008-03-05',
    );
  });

  it('accepts a player who turned 18 today', () => {
    const { platform } = platformAt(lastSecondOfMarch4);
    expect(() => platform.register(registration({ date_of_birth: '2008-03-04' }))).not.toThrow();
  });

  it('lets a 29 February child come of age on 1 March in a common year (BGB §§ 187, 188)', () => {
    expect(fieldErrorsOf(registration({ date_of_birth: '2008-02-29' }), '2026-02-28T22:59:59Z')).toEqual({
      date_of_birth: ['too_young'],
    });
    const { platform } = platformAt('2026-02-28T23:00:00Z');
    expect(() => platform.register(registration({ date_of_birth: '2008-02-29' }))).not.toThrow();
  });

  it('counts in Berlin summer time too (UTC+2)', () => {
    expect(fieldErrorsOf(registration({ date_of_birth: '2008-07-01' }), '2026-06-30T21:59:59Z')).toEqual({
      date_of_birth: ['too_young'],
    });
    const { platform } = platformAt('2026-06-30T22:00:00Z');
    expect(() => platform.register(registration({ date_of_birth: '2008-07-01' }))).not.toThrow();
  });
});

it('still logs the demo players in after the registry change', () => {
  const { platform } = platformAt();
  expect(loginAs(platform, 'spieler@tippwerk.de')).toBeTruthy();
});
