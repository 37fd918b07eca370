import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { loginAs, platformAt, platformError } from './platform-fixtures';
import { latestMail, NEW_PASSWORD, tokenOf } from './account-fixtures';

const credentials = (username: string, password: string) => ({ username, password, long_lasting_session: false });

function recoveryToken(platform: ReturnType<typeof platformAt>['platform'], email = 'spieler@tippwerk.de'): string {
  platform.startRecovery({ email });
  return tokenOf(latestMail(platform, email).link);
}

describe('password recovery', () => {
  it('always succeeds, mailing a link only to known players (no account enumeration)', () => {
    const { platform } = platformAt();
    expect(platform.startRecovery({ email: 'niemand@tippwerk.de' })).toBeUndefined();
    expect(platform.mailbox('niemand@tippwerk.de')).toEqual([]);
    expect(platform.startRecovery({ email: ' SPIELER@tippwerk.de ' })).toBeUndefined();
    const mail = latestMail(platform, 'spieler@tippwerk.de');
    expect(mail).toMatchObject({
      to: 'spieler@tippwerk.de',
      kind: 'password_recovery',
      subject: 'Ihr Link zum Zurücksetzen des Passworts',
    });
    expect(mail.link).toMatch(/^\/passwort-zuruecksetzen\?token=[\w-]{20,}$/);
    expect(mail.text).toContain(mail.link);
  });

  it('requires the e-mail field', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.startRecovery({} as never)).body.attribute_errors).toEqual({
      email: ['required'],
    });
  });

  it('sets a new password with the token; the old one stops working and the token is used up', () => {
    const { platform } = platformAt();
    const token = recoveryToken(platform);
    expect(platform.validateRecoveryToken(token)).toEqual({ valid: true });
    platform.resetPassword({ password_recovery_token: token, password: NEW_PASSWORD });
    expect(platform.login(credentials('spieler@tippwerk.de', NEW_PASSWORD)).access_token).toBeTruthy();
    expect(platformError(() => platform.login(credentials('spieler@tippwerk.de', DEMO_PASSWORD))).status).toBe(401);
    expect(platform.validateRecoveryToken(token)).toEqual({ valid: false });
    expect(
      platformError(() => platform.resetPassword({ password_recovery_token: token, password: 'Nochmal-1' })).body,
    ).toEqual({ global_errors: ['invalid_token'], attribute_errors: {} });
  });

  it('keeps the link valid for one hour of platform time', () => {
    const { platform } = platformAt();
    const token = recoveryToken(platform);
    platform.shiftClock(59);
    expect(platform.validateRecoveryToken(token).valid).toBe(true);
    platform.shiftClock(1);
    expect(platform.validateRecoveryToken(token).valid).toBe(false);
    expect(
      platformError(() => platform.resetPassword({ password_recovery_token: token, password: NEW_PASSWORD })).body
        .global_errors,
    ).toEqual(['invalid_token']);
  });

  it('lets only the newest link work', () => {
    const { platform } = platformAt();
    const first = recoveryToken(platform);
    const second = recoveryToken(platform);
    expect(platform.validateRecoveryToken(first).valid).toBe(false);
    expect(platform.validateRecoveryToken(second).valid).toBe(true);
    expect(platform.validateRecoveryToken('unbekannt').valid).toBe(false);
  });

  it('applies the password rules and keeps the token when they fail', () => {
    const { platform } = platformAt();
    const token = recoveryToken(platform);
    expect(
      platformError(() => platform.resetPassword({ password_recovery_token: token, password: 'kurz' })).body
        .attribute_errors,
    ).toEqual({
      password: ['min_length', 'contains_lower_and_upper_case', 'contains_special_character_or_number'],
    });
    expect(platform.validateRecoveryToken(token).valid).toBe(true);
  });

  it('ends every session and lifts the login throttle', () => {
    const { platform } = platformAt();
    const session = loginAs(platform, 'spieler@tippwerk.de');
    for (let i = 0; i < 5; i += 1) platformError(() => platform.login(credentials('spieler@tippwerk.de', 'falsch')));
    platform.resetPassword({ password_recovery_token: recoveryToken(platform), password: NEW_PASSWORD });
    expect(platformError(() => platform.me(session)).status).toBe(401);
    expect(platform.login(credentials('spieler@tippwerk.de', NEW_PASSWORD)).access_token).toBeTruthy();
  });
});

describe('mailbox', () => {
  it('lists the newest mails first, for all addresses or one, and keeps at most 10 per address', () => {
    const { platform } = platformAt();
    for (let i = 0; i < 12; i += 1) platform.startRecovery({ email: 'spieler@tippwerk.de' });
    expect(platform.mailbox('Spieler@Tippwerk.de')).toHaveLength(10);
    const all = platform.mailbox();
    expect(all.some((m) => m.to === 'neu@tippwerk.de' && m.kind === 'email_confirmation')).toBe(true);
    const times = all.map((m) => m.sent_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('change password', () => {
  it('changes it with the right old password and keeps the session', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.changePassword(token, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(platform.me(token).email).toBe('spieler@tippwerk.de');
    expect(platform.login(credentials('spieler@tippwerk.de', NEW_PASSWORD)).access_token).toBeTruthy();
  });

  it('refuses a wrong old password and a weak new one, naming both fields', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(
      platformError(() => platform.changePassword(token, { old_password: 'falsch', new_password: NEW_PASSWORD })).body,
    ).toEqual({
      global_errors: [],
      attribute_errors: { old_password: ['wrong_password'] },
    });
    expect(
      platformError(() => platform.changePassword(token, { old_password: DEMO_PASSWORD, new_password: 'alleklein1' }))
        .body.attribute_errors,
    ).toEqual({
      new_password: ['contains_lower_and_upper_case'],
    });
    expect(platformError(() => platform.changePassword(token, {} as never)).body.attribute_errors).toEqual({
      old_password: ['required'],
      new_password: ['required'],
    });
    expect(platform.login(credentials('spieler@tippwerk.de', DEMO_PASSWORD)).access_token).toBeTruthy();
  });

  it('needs a session', () => {
    const { platform } = platformAt();
    expect(
      platformError(() => platform.changePassword(null, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD }))
        .status,
    ).toBe(401);
  });
});
