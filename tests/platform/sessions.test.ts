import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { platformAt, platformError } from './platform-fixtures';

const credentials = (password: string, username = 'spieler@tippwerk.de') => ({
  username,
  password,
  long_lasting_session: false,
});

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
    const statuses = Array.from(
      { length: 6 },
      () => platformError(() => platform.login(credentials('x', 'niemand@tippwerk.de'))).status,
    );
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

  it('gives a new access token on every refresh while the refresh token stays valid', () => {
    const { platform } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD));
    const refreshed = [1, 2, 3].map(() => platform.refresh(tokens.refresh_token).access_token);
    expect(new Set([tokens.access_token, ...refreshed]).size).toBe(4);
    // Older access tokens stay valid until their own expiry (requests in flight during a refresh).
    for (const token of [tokens.access_token, ...refreshed])
      expect(platform.me(token).email).toBe('spieler@tippwerk.de');
  });

  it('keeps the refresh token of a short session for 30 minutes after its last use, then refuses it', () => {
    const { platform } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD));
    platform.shiftClock(29);
    expect(platformError(() => platform.me(tokens.access_token)).status).toBe(401);
    // Each refresh moves the end on: the client refreshes every minute while the player is active.
    expect(platform.me(platform.refresh(tokens.refresh_token).access_token).email).toBe('spieler@tippwerk.de');
    platform.shiftClock(29);
    expect(platform.refresh(tokens.refresh_token).access_token).toBeTruthy();
    platform.shiftClock(30);
    expect(platformError(() => platform.refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('keeps the refresh token of a long session for 30 days from the login, refreshed or not', () => {
    const { platform } = platformAt();
    const tokens = platform.login({ ...credentials(DEMO_PASSWORD), long_lasting_session: true });
    platform.shiftClock(29 * 24 * 60);
    expect(platform.refresh(tokens.refresh_token).access_token).toBeTruthy();
    platform.shiftClock(24 * 60 - 1);
    expect(platform.refresh(tokens.refresh_token).access_token).toBeTruthy();
    platform.shiftClock(1);
    expect(platformError(() => platform.refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('logout ends every access token of that session, and only that session', () => {
    const { platform } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD));
    const refreshed = platform.refresh(tokens.refresh_token).access_token;
    const other = platform.login(credentials(DEMO_PASSWORD));
    platform.logout(tokens.refresh_token);
    expect(platformError(() => platform.me(tokens.access_token)).status).toBe(401);
    expect(platformError(() => platform.me(refreshed)).status).toBe(401);
    expect(platform.me(other.access_token).email).toBe('spieler@tippwerk.de');
    expect(platform.refresh(other.refresh_token).access_token).toBeTruthy();
  });

  it('answers every player call without a valid token with 401', () => {
    const { platform } = platformAt();
    expect(platformError(() => platform.me(null)).status).toBe(401);
    expect(platformError(() => platform.account('bogus', 'common')).status).toBe(401);
    expect(platformError(() => platform.availablePaymentMethods(null)).status).toBe(401);
  });
});

describe('access-token lifetime control', () => {
  it('reports 15 minutes by default', () => {
    expect(platformAt().platform.status().access_token_ttl_seconds).toBe(900);
  });

  it('gives tokens issued afterwards the new lifetime, on login and refresh', () => {
    const { platform } = platformAt();
    const before = platform.login(credentials(DEMO_PASSWORD));
    platform.setAccessTokenTtl(60);
    expect(platform.status().access_token_ttl_seconds).toBe(60);
    const after = platform.login(credentials(DEMO_PASSWORD));
    const refreshed = platform.refresh(before.refresh_token).access_token;
    platform.shiftClock(1);
    expect(platformError(() => platform.me(after.access_token)).status).toBe(401);
    expect(platformError(() => platform.me(refreshed)).status).toBe(401);
    // Issued under the old lifetime: it keeps its 15 minutes.
    expect(platform.me(before.access_token).email).toBe('spieler@tippwerk.de');
  });

  it('counts the lifetime in seconds', () => {
    const { platform, clock } = platformAt('2026-03-04T16:59:00Z');
    platform.setAccessTokenTtl(30);
    const { access_token } = platform.login(credentials(DEMO_PASSWORD));
    clock.setFixed('2026-03-04T16:59:29Z');
    expect(platform.me(access_token).email).toBe('spieler@tippwerk.de');
    clock.setFixed('2026-03-04T16:59:30Z');
    expect(platformError(() => platform.me(access_token)).status).toBe(401);
  });

  it('refuses lifetimes that are not whole positive seconds up to a year', () => {
    const { platform } = platformAt();
    for (const seconds of [0, -5, 1.5, Number.NaN, 365 * 24 * 3600 + 1]) {
      const error = platformError(() => platform.setAccessTokenTtl(seconds));
      expect(error.status).toBe(400);
      expect(error.body.attribute_errors).toEqual({ access_token_ttl_seconds: ['invalid'] });
    }
    expect(platform.status().access_token_ttl_seconds).toBe(900);
  });

  it('goes back to 15 minutes on reset', () => {
    const { platform } = platformAt();
    platform.setAccessTokenTtl(60);
    platform.reset();
    expect(platform.status().access_token_ttl_seconds).toBe(900);
  });
});
