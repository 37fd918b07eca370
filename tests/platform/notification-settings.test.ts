import { recipient } from '../../mocks/platform/account/notification-settings';
import { describe, expect, it } from 'vitest';
import { loginAs, platformAt, platformError } from './platform-fixtures';
import { latestMail, tokenOf } from './account-fixtures';

describe('notification settings', () => {
  it('always sends service messages; jackpots and discounts are off until the player opts in', () => {
    const { platform } = platformAt();
    expect(platform.notificationSettings(loginAs(platform, 'neu@tippwerk.de'))).toEqual({
      email: {
        service_messages: { active: true, mutable: false },
        jackpots: { active: false, mutable: true },
        discounts: { active: false, mutable: true },
      },
    });
  });

  it('changes jackpots and discounts, together or one at a time', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    platform.updateNotificationSettings(token, { jackpots: { active: true }, discounts: { active: true } });
    platform.updateNotificationSettings(token, { discounts: { active: false } } as never);
    expect(platform.notificationSettings(token).email).toMatchObject({
      jackpots: { active: true },
      discounts: { active: false },
    });
  });

  it('refuses to touch service messages and changes nothing else in that request', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    const error = platformError(() =>
      platform.updateNotificationSettings(token, {
        jackpots: { active: true },
        service_messages: { active: false },
      } as never),
    );
    expect(error.status).toBe(400);
    expect(error.body.attribute_errors).toEqual({ service_messages: ['not_mutable'] });
    expect(platform.notificationSettings(token).email.jackpots.active).toBe(false);
  });

  it.each([
    [{}, { jackpots: ['required'], discounts: ['required'] }],
    [{ jackpots: { active: 'ja' } }, { 'jackpots.active': ['invalid'] }],
    [{ jackpots: true }, { 'jackpots.active': ['invalid'] }],
    [{ newsletter: { active: true } }, { newsletter: ['unknown'] }],
  ])('refuses %j', (body, errors) => {
    const { platform } = platformAt();
    expect(
      platformError(() => platform.updateNotificationSettings(loginAs(platform, 'neu@tippwerk.de'), body as never)).body
        .attribute_errors,
    ).toEqual(errors);
  });

  it('needs a session', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.notificationSettings(null)).status).toBe(401);
  });
});

describe('e-mail confirmation', () => {
  it('confirms with the link the newcomer got at registration, once', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    const link = latestMail(platform, 'neu@tippwerk.de').link;
    platform.confirmEmail(token, { token: tokenOf(link) });
    expect(recipient(platform.runtime, token)).toEqual({ email_confirmed: true });
    expect(platformError(() => platform.confirmEmail(token, { token: tokenOf(link) })).body).toEqual({
      global_errors: ['invalid_token'],
      attribute_errors: {},
    });
  });

  it('refuses unknown tokens and another player’s token', () => {
    const { platform } = platformAt();
    const newcomer = latestMail(platform, 'neu@tippwerk.de').link;
    expect(
      platformError(() => platform.confirmEmail(loginAs(platform, 'neu@tippwerk.de'), { token: 'falsch' })).body
        .global_errors,
    ).toEqual(['invalid_token']);
    expect(
      platformError(() => platform.confirmEmail(loginAs(platform, 'ablauf@tippwerk.de'), { token: tokenOf(newcomer) }))
        .status,
    ).toBe(400);
    expect(platformError(() => platform.confirmEmail(loginAs(platform, 'neu@tippwerk.de'), {} as never)).status).toBe(
      400,
    );
  });

  it('resends a fresh link; only the newest one works', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    const first = tokenOf(latestMail(platform, 'neu@tippwerk.de').link);
    platform.resendConfirmationEmail(token);
    const mails = platform.mailbox('neu@tippwerk.de');
    expect(mails.filter((m) => m.kind === 'email_confirmation')).toHaveLength(2);
    expect(platformError(() => platform.confirmEmail(token, { token: first })).status).toBe(400);
    platform.confirmEmail(token, { token: tokenOf(mails[0]?.link ?? null) });
    expect(recipient(platform.runtime, token).email_confirmed).toBe(true);
  });

  it('tells a confirmed player there is nothing to resend', () => {
    const { platform } = platformAt();
    expect(
      platformError(() => platform.resendConfirmationEmail(loginAs(platform, 'spieler@tippwerk.de'))).body
        .global_errors,
    ).toEqual(['already_confirmed']);
  });

  it('invalidates a link once the address it went to has changed', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'neu@tippwerk.de');
    platform.resendConfirmationEmail(token);
    const old = tokenOf(latestMail(platform, 'neu@tippwerk.de').link);
    const me = platform.me(token);
    const { street, house_number, zip_code, city } = me.address;
    platform.updatePersonalData(token, {
      birth_name: '',
      birthplace: '',
      street,
      house_number,
      zip_code,
      city,
      email: 'lena@example.de',
      phone_number: '',
    });
    expect(platformError(() => platform.confirmEmail(token, { token: old })).status).toBe(400);
  });
});
