import type { LoginRequestDto, RefreshResponseDto, SessionTokensDto } from '../../adapters/http/wire/player.dto';
import { Temporal } from '../../core/shared/temporal';
import { passwordMatches } from './account/password-hash';
import { PlatformError } from './platform-api';
import { findPlayerByEmail } from './players';
import type { Random } from './prng';
import type { PlatformState, PlayerRecord, SessionRecord } from './state';

const ACCESS_TOKEN_MINUTES = 15;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = ACCESS_TOKEN_MINUTES * 60;
/** Upper bound for the test control: keeps Temporal arithmetic far from its range limits. */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;
const MAX_LOGIN_FAILURES = 5;
const LOGIN_LOCK_MINUTES = 15;
/** spec/2 §9: a refresh token starting with this marks a long session. */
const LONG_SESSION_PREFIX = 'long.';

const unauthorized = () => new PlatformError(401, { code: 'unauthorized', global_errors: ['unauthorized'] });
const invalidCredentials = () =>
  new PlatformError(401, { code: 'invalid_credentials', global_errors: ['invalid_credentials'] });
const throttled = () =>
  new PlatformError(403, { reason: 'too_many_invalid_attempts', global_errors: ['too_many_invalid_attempts'] });

const isAfter = (a: Temporal.Instant, b: Temporal.Instant) => Temporal.Instant.compare(a, b) > 0;

/**
 * The lifetime is fixed into `expires_at` when a token is issued, so changing the platform's
 * lifetime (tests) affects only tokens issued afterwards.
 */
function issueAccessToken(session: SessionRecord, random: Random, now: Temporal.Instant, ttlSeconds: number): string {
  // Drop expired tokens but keep live ones: a request in flight during a refresh still passes.
  session.access_tokens = session.access_tokens.filter((t) => isAfter(Temporal.Instant.from(t.expires_at), now));
  const token = random.token(40);
  session.access_tokens.push({ token, expires_at: now.add({ seconds: ttlSeconds }).toString() });
  return token;
}

/**
 * Username is the e-mail, compared case-insensitively. Five wrong passwords in a row lock the
 * username for 15 minutes of platform time; the fifth failure already answers 403, and while
 * locked even the right password does. Unknown usernames and disabled accounts are throttled alike.
 */
export function login(
  state: PlatformState,
  random: Random,
  now: Temporal.Instant,
  body: LoginRequestDto,
  ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
): SessionTokensDto {
  if (typeof body?.username !== 'string' || typeof body.password !== 'string') {
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { username: ['required'], password: ['required'] },
    });
  }
  const key = body.username.trim().toLowerCase();
  const throttle = state.login_throttle[key];
  if (throttle?.locked_until) {
    if (isAfter(Temporal.Instant.from(throttle.locked_until), now)) throw throttled();
    delete state.login_throttle[key];
  }
  const record = findPlayerByEmail(state.players, key);
  // A disabled account answers like a wrong password: nothing reveals that it exists.
  if (!record || record.player.status !== 'active' || !passwordMatches(record.password, body.password)) {
    const failures = (state.login_throttle[key]?.consecutive_failures ?? 0) + 1;
    const locked = failures >= MAX_LOGIN_FAILURES;
    state.login_throttle[key] = {
      consecutive_failures: failures,
      locked_until: locked ? now.add({ minutes: LOGIN_LOCK_MINUTES }).toString() : null,
    };
    throw locked ? throttled() : invalidCredentials();
  }
  delete state.login_throttle[key];
  const longLasting = body.long_lasting_session === true;
  const session: SessionRecord = {
    refresh_token: `${longLasting ? LONG_SESSION_PREFIX : ''}${random.token(48)}`,
    player_id: record.player.id,
    long_lasting: longLasting,
    created_at: now.toString(),
    access_tokens: [],
  };
  const accessToken = issueAccessToken(session, random, now, ttlSeconds);
  state.sessions.push(session);
  return { access_token: accessToken, refresh_token: session.refresh_token };
}

/**
 * A new access token on every call; the refresh token stays the same and valid until logout.
 * Earlier access tokens of the session stay valid until their own expiry (see issueAccessToken).
 */
export function refresh(
  state: PlatformState,
  random: Random,
  now: Temporal.Instant,
  refreshToken: string,
  ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
): RefreshResponseDto {
  const session = state.sessions.find((s) => s.refresh_token === refreshToken);
  if (!session) throw unauthorized();
  return { access_token: issueAccessToken(session, random, now, ttlSeconds) };
}

/** Ends the session of a refresh token with all its access tokens; unknown tokens are a no-op. */
export function logout(state: PlatformState, refreshToken: string): void {
  state.sessions = state.sessions.filter((s) => s.refresh_token !== refreshToken);
}

/** Ends every session of a player (disabled account, password reset). */
export function endSessionsOf(state: PlatformState, playerId: string): void {
  state.sessions = state.sessions.filter((s) => s.player_id !== playerId);
}

/** The player behind a live access token, or 401 like any protected platform call. */
export function authenticate(state: PlatformState, now: Temporal.Instant, accessToken: string | null): PlayerRecord {
  if (!accessToken) throw unauthorized();
  const session = state.sessions.find((s) =>
    s.access_tokens.some((t) => t.token === accessToken && isAfter(Temporal.Instant.from(t.expires_at), now)),
  );
  const record = session && state.players.find((p) => p.player.id === session.player_id);
  if (!record) throw unauthorized();
  return record;
}
