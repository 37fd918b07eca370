import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { platformAt, platformError } from './platform-fixtures';

const credentials = (password: string, username = 'spieler@tippwerk.de') => ({ username, password, long_lasting_session: false });

describe('login', () => {
  it('accepts the e-mail in any case and returns opaque tokens', () => {
    const { platform } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD, '  Spieler@TIPPWERK.de '));
    expect(tokens.access_token).toMatch(/^[\w-]{20,}$/);
    expect(tokens.refresh_token).not.toMatch(/^long\./);
    expect(platform.me(tokens.access_token).email).toBe('spieler@tippwerk.de');
  });

  it('prefixes the refresh token of a long session with "long."', () => {
    const { platform } = platformAt();
    const tokens = platform.login({ ...credentials(DEMO_PASSWORD), long_lasting_session: true });
    expect(tokens.refresh_token.startsWith('long.')).toBe(true);
  });

  it('answers a wrong password with 401 invalid_credentials', () => {
    const { platform } = platformAt();
    const error = platformError(() => platform.login(credentials('falsch')));
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ code: 'invalid_credentials', global_errors: ['invalid_credentials'] });
  });

  it('locks a username for 15 minutes after 5 failures in a row, even for the right password', () => {
    const { platform } = platformAt();
    for (let i = 0; i < 4; i += 1) expect(platformError(() => platform.login(credentials('falsch'))).status).toBe(401);
    const fifth = platformError(() => platform.login(credentials('falsch')));
    expect(fifth.status).toBe(403);
    expect(fifth.body.reason).toBe('too_many_invalid_attempts');
    expect(platformError(() => platform.login(credentials(DEMO_PASSWORD))).status).toBe(403);
    // Another username is not affected.
    expect(platform.login(credentials(DEMO_PASSWORD, 'neu@tippwerk.de')).access_token).toBeTruthy();

    platform.shiftClock(14);
    expect(platformError(() => platform.login(credentials(DEMO_PASSWORD))).status).toBe(403);
    platform.shiftClock(1);
    expect(platform.login(credentials(DEMO_PASSWORD)).access_token).toBeTruthy();
  });

  it('resets the failure count after a successful login', () => {
    const { platform } = platformAt();
    for (let i = 0; i < 4; i += 1) platformError(() => platform.login(credentials('falsch')));
    platform.login(credentials(DEMO_PASSWORD));
    expect(platformError(() => platform.login(credentials('falsch'))).status).toBe(401);
  });

  it('throttles unknown usernames alike, revealing nothing', () => {
    const { platform } = platformAt();
    const statuses = Array.from({ length: 6 }, () => platformError(() => platform.login(credentials('x', 'niemand@tippwerk.de'))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 403, 403]);
  });
});

describe('tokens', () => {
  it('keeps an access token valid for 15 minutes of platform time', () => {
    const { platform } = platformAt();
    const { access_token } = platform.login(credentials(DEMO_PASSWORD));
    platform.shiftClock(14);
    expect(platform.me(access_token).email).toBe('spieler@tippwerk.de');
    platform.shiftClock(1);
    expect(platformError(() => platform.me(access_token)).status).toBe(401);
  });

  it('refreshes with the refresh token; the old access token still lives until its own expiry', () => {
    const { platform } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD));
    platform.shiftClock(10);
    const { access_token } = platform.refresh(tokens.refresh_token);
    expect(access_token).not.toBe(tokens.access_token);
    platform.shiftClock(10);
    expect(platformError(() => platform.me(tokens.access_token)).status).toBe(401);
    expect(platform.me(access_token).email).toBe('spieler@tippwerk.de');
  });

  it('rejects an unknown refresh token with 401', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.refresh('nope')).status).toBe(401);
  });

  it('logout invalidates access and refresh token', () => {
    const { platform } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD));
    platform.logout(tokens.refresh_token);
    expect(platformError(() => platform.me(tokens.access_token)).status).toBe(401);
    expect(platformError(() => platform.refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('answers every player call without a valid token with 401', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.me(null)).status).toBe(401);
    expect(platformError(() => platform.account('bogus', 'common')).status).toBe(401);
    expect(platformError(() => platform.availablePaymentMethods(null)).status).toBe(401);
  });
});
