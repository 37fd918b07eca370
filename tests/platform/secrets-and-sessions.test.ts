import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { MAX_THROTTLE_ENTRIES } from '../../mocks/platform/login-throttle';
import { GAMES } from '../../mocks/platform/content/games';
import { createPlatform } from '../../mocks/platform/platform';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { secretUuid } from '../../mocks/platform/secrets';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { MAX_ACCESS_TOKENS_PER_SESSION, MAX_SESSIONS_PER_PLAYER } from '../../mocks/platform/sessions';
import { latestMail, NEW_PASSWORD, savedState, tokenOf } from './account-fixtures';
import { loginAs, platformAt, platformError, WEDNESDAY_1759 } from './platform-fixtures';
import { microDepositCode, withCheckedAccount } from './verification-fixtures';

const credentials = (password: string, username = 'spieler@tippwerk.de') => ({
  username,
  password,
  long_lasting_session: false,
});

/** Two platforms that know exactly what an attacker could know: the same saved state (seed, generator state) and clock. */
function twins() {
  const saved = savedState(platformAt().storage);
  const at = () =>
    createPlatform({ storage: createMemoryStorage(saved), clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
  return [at(), at()] as const;
}

describe('secrets cannot be reproduced from the seed and the clock', () => {
  it('gives different session tokens to the same login on two platforms with the same saved state and clock', () => {
    const [a, b] = twins();
    const first = a.login(credentials(DEMO_PASSWORD));
    const second = b.login(credentials(DEMO_PASSWORD));
    expect(first.access_token).not.toBe(second.access_token);
    expect(first.refresh_token).not.toBe(second.refresh_token);
    // 32 random bytes as base64url: 256 bits each.
    expect(first.access_token).toMatch(/^[\w-]{43}$/);
    expect(first.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('gives different recovery links, so a reset of another player cannot be replayed from the seed', () => {
    const [a, b] = twins();
    a.startRecovery({ email: 'neu@tippwerk.de' });
    b.startRecovery({ email: 'neu@tippwerk.de' });
    const linkA = tokenOf(latestMail(a, 'neu@tippwerk.de').link);
    const linkB = tokenOf(latestMail(b, 'neu@tippwerk.de').link);
    expect(linkA).not.toBe(linkB);
    expect(linkA).toMatch(/^[\w-]{43}$/);
    expect(
      platformError(() => a.resetPassword({ password_recovery_token: linkB, password: NEW_PASSWORD })).status,
    ).toBe(400);
  });

  it('gives different micro-deposit codes, ident case ids and game session ids on the two platforms', () => {
    const secretsOf = (platform: FakePlatformApi) => {
      const newcomer = loginAs(platform, 'neu@tippwerk.de');
      const codes = ['a', 'b', 'c'].map(() => {
        const token = loginAs(platform, 'neu@tippwerk.de');
        withCheckedAccount(platform, token);
        platform.startMicroDeposit(token);
        return microDepositCode(platform, 'neu@tippwerk.de');
      });
      const ident = platform.startNectIdent(newcomer, { redirect_url: '/kundenkonto', mock_type: null });
      const game = platform.launchGame(
        null,
        { gameId: GAMES[0]!.id, platform: 'desktop', homePath: '/', isDemo: 'true' },
        secretUuid(),
      );
      return { codes: codes.join(), ident: ident.url, game: game.session_id };
    };
    const [a, b] = twins().map(secretsOf);
    expect(a!.codes).not.toBe(b!.codes);
    expect(a!.ident).not.toBe(b!.ident);
    expect(a!.game).not.toBe(b!.game);
    expect(a!.game).toMatch(/^gs_[\w-]{43}$/);
  });

  it('keeps no generator state for secrets in the saved state', () => {
    const state = savedState(platformAt().storage) as unknown as Record<string, unknown>;
    expect(Object.keys(state).filter((key) => /rng|random/.test(key))).toEqual(['rng_state']);
  });

  it('keeps only digests of session tokens in the saved state', () => {
    const { platform, storage } = platformAt();
    const tokens = platform.login(credentials(DEMO_PASSWORD));
    const refreshed = platform.refresh(tokens.refresh_token).access_token;
    const json = JSON.stringify(storage.load());
    for (const token of [tokens.access_token, tokens.refresh_token, refreshed]) expect(json).not.toContain(token);
  });
});

describe('sessions end when they should', () => {
  it('a password change ends every other session of the player and keeps the one that changed it', () => {
    const { platform } = platformAt();
    const current = platform.login(credentials(DEMO_PASSWORD));
    const thief = platform.login(credentials(DEMO_PASSWORD));
    const otherPlayer = loginAs(platform, 'neu@tippwerk.de');
    platform.changePassword(current.access_token, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(platformError(() => platform.me(thief.access_token)).status).toBe(401);
    expect(platformError(() => platform.refresh(thief.refresh_token)).status).toBe(401);
    expect(platform.me(current.access_token).email).toBe('spieler@tippwerk.de');
    expect(platform.refresh(current.refresh_token).access_token).toBeTruthy();
    expect(platform.me(otherPlayer).email).toBe('neu@tippwerk.de');
  });

  it('a password reset ends every session of the player', () => {
    const { platform } = platformAt();
    const session = platform.login(credentials(DEMO_PASSWORD));
    platform.startRecovery({ email: 'spieler@tippwerk.de' });
    const token = tokenOf(latestMail(platform, 'spieler@tippwerk.de').link);
    platform.resetPassword({ password_recovery_token: token, password: NEW_PASSWORD });
    expect(platformError(() => platform.refresh(session.refresh_token)).status).toBe(401);
    expect(platformError(() => platform.me(session.access_token)).status).toBe(401);
  });

  it('logout revokes the refresh token', () => {
    const { platform } = platformAt();
    const session = platform.login({ ...credentials(DEMO_PASSWORD), long_lasting_session: true });
    platform.logout(session.refresh_token);
    expect(platformError(() => platform.refresh(session.refresh_token)).status).toBe(401);
  });

  it('prunes sessions whose refresh and access tokens all expired', () => {
    const { platform, storage } = platformAt();
    platform.login(credentials(DEMO_PASSWORD));
    platform.login({ ...credentials(DEMO_PASSWORD, 'neu@tippwerk.de'), long_lasting_session: true });
    platform.shiftClock(31);
    loginAs(platform, 'gesperrt@tippwerk.de');
    // The short session is gone; the long one and the new one stay.
    expect(savedState(storage).sessions.map((s) => s.long_lasting)).toEqual([true, false]);
  });

  it('keeps at most a few sessions per player and a few access tokens per session', () => {
    const { platform, storage } = platformAt();
    const first = platform.login(credentials(DEMO_PASSWORD));
    for (let i = 0; i < MAX_SESSIONS_PER_PLAYER; i += 1) platform.login(credentials(DEMO_PASSWORD));
    expect(savedState(storage).sessions).toHaveLength(MAX_SESSIONS_PER_PLAYER);
    expect(platformError(() => platform.refresh(first.refresh_token)).status).toBe(401);
    const last = platform.login(credentials(DEMO_PASSWORD));
    for (let i = 0; i < 3 * MAX_ACCESS_TOKENS_PER_SESSION; i += 1) platform.refresh(last.refresh_token);
    const session = savedState(storage).sessions.at(-1)!;
    expect(session.access_tokens).toHaveLength(MAX_ACCESS_TOKENS_PER_SESSION);
  });
});

describe('login throttle per account and client', () => {
  it('locks the attacker client out of the victim account, but not the victim client', () => {
    const { platform } = platformAt();
    for (let i = 0; i < 5; i += 1) platformError(() => platform.login(credentials('Falsch123!'), '203.0.113.7'));
    expect(platformError(() => platform.login(credentials(DEMO_PASSWORD), '203.0.113.7')).status).toBe(403);
    expect(platform.login(credentials(DEMO_PASSWORD), '198.51.100.2').access_token).toBeTruthy();
  });

  it('forgets failures and ended locks after 15 minutes, and never holds more than its cap', () => {
    const { platform, storage } = platformAt();
    for (let i = 0; i < 5; i += 1) platformError(() => platform.login(credentials('Falsch123!'), 'a'));
    platformError(() => platform.login(credentials('Falsch123!'), 'b'));
    expect(Object.keys(savedState(storage).login_throttle)).toHaveLength(2);
    platform.shiftClock(15);
    platformError(() => platform.login(credentials('Falsch123!', 'neu@tippwerk.de'), 'c'));
    expect(Object.keys(savedState(storage).login_throttle)).toEqual(['neu@tippwerk.de\nc']);

    const state = savedState(platformAt().storage);
    const now = WEDNESDAY_1759;
    for (let i = 0; i < MAX_THROTTLE_ENTRIES; i += 1)
      state.login_throttle[`flood-${i}@example.de\nx`] = {
        consecutive_failures: 1,
        locked_until: null,
        last_failure_at: now,
      };
    const fullStorage = createMemoryStorage(state);
    const full = createPlatform({ storage: fullStorage, clock: createPlatformClock({ fixed: now }) });
    platformError(() => full.login(credentials('Falsch123!', 'noch-einer@example.de'), 'y'));
    const table = savedState(fullStorage).login_throttle;
    expect(Object.keys(table)).toHaveLength(MAX_THROTTLE_ENTRIES);
    expect(table['noch-einer@example.de\ny']?.consecutive_failures).toBe(1);
  });

  it('answers an absurdly long username like wrong credentials without storing it', () => {
    const { platform, storage } = platformAt();
    const error = platformError(() => platform.login(credentials(DEMO_PASSWORD, `${'a'.repeat(10_000)}@x.de`)));
    expect(error.status).toBe(401);
    expect(savedState(storage).login_throttle).toEqual({});
  });
});
