import type { LoginRequestDto, RefreshResponseDto, SessionTokensDto } from '../../adapters/http/wire/player.dto';
import { Temporal } from '../../core/shared/temporal';
import { PASSWORD_MAX_LENGTH } from './account/field-rules';
import { hashPassword, isLegacyRecord, passwordMatches } from './account/password-hash';
import { sha256Hex } from './account/sha256';
import { clearThrottle, isLocked, LOCAL_CLIENT, pruneThrottle, recordFailure, throttleKey } from './login-throttle';
import { PlatformError } from './platform-api';
import { findPlayerByEmail } from './players';
import { secretToken } from './secrets';
import type { PlatformState, PlayerRecord, SessionRecord } from './state';

const ACCESS_TOKEN_MINUTES = 15;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = ACCESS_TOKEN_MINUTES * 60;
/** Upper bound for the test control: keeps Temporal arithmetic far from its range limits. */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;
const LONG_SESSION_DAYS = 30;
/** spec/2 §9: a short session ends after 1800 s without activity; its refresh token with it. */
const SHORT_SESSION_IDLE_SECONDS = 1800;
/** spec/2 §9: a refresh token starting with this marks a long session. */
const LONG_SESSION_PREFIX = 'long.';
/** A few live access tokens cover requests in flight during a refresh; more only fill the state. */
export const MAX_ACCESS_TOKENS_PER_SESSION = 5;
export const MAX_SESSIONS_PER_PLAYER = 20;
/** No account has a longer username (RFC 5321 path limit); longer ones are not looked up or counted. */
const USERNAME_MAX_LENGTH = 254;

const unauthorized = () => new PlatformError(401, { code: 'unauthorized', global_errors: ['unauthorized'] });
const invalidCredentials = () =>
  new PlatformError(401, { code: 'invalid_credentials', global_errors: ['invalid_credentials'] });
const throttled = () =>
  new PlatformError(403, { reason: 'too_many_invalid_attempts', global_errors: ['too_many_invalid_attempts'] });

const isAfter = (a: Temporal.Instant, b: Temporal.Instant) => Temporal.Instant.compare(a, b) > 0;
const isLive = (expiresAt: string, now: Temporal.Instant) => isAfter(Temporal.Instant.from(expiresAt), now);
/** The state keeps token hashes only: a copy of the file opens no session. */
const digest = (token: string) => sha256Hex(token);

export interface SessionOptions {
  ttlSeconds?: number;
  /** Who is asking (the server passes the remote address), so the throttle can tell clients apart. */
  client?: string;
}

const refreshExpiry = (longLasting: boolean, now: Temporal.Instant) =>
  (longLasting
    ? now.add({ hours: 24 * LONG_SESSION_DAYS })
    : now.add({ seconds: SHORT_SESSION_IDLE_SECONDS })
  ).toString();

/**
 * The lifetime is fixed into `expires_at` when a token is issued, so changing the platform's
 * lifetime (tests) affects only tokens issued afterwards.
 */
function issueAccessToken(session: SessionRecord, now: Temporal.Instant, ttlSeconds: number): string {
  // Drop expired tokens but keep live ones: a request in flight during a refresh still passes.
  const live = session.access_tokens.filter((t) => isLive(t.expires_at, now));
  const token = secretToken();
  live.push({ token_sha256: digest(token), expires_at: now.add({ seconds: ttlSeconds }).toString() });
  session.access_tokens = live.slice(-MAX_ACCESS_TOKENS_PER_SESSION);
  return token;
}

const isOver = (session: SessionRecord, now: Temporal.Instant) =>
  !isLive(session.refresh_expires_at, now) && !session.access_tokens.some((t) => isLive(t.expires_at, now));

/** Sessions whose refresh token and access tokens have all expired leave the state. */
function pruneSessions(state: PlatformState, now: Temporal.Instant): void {
  if (state.sessions.some((s) => isOver(s, now))) state.sessions = state.sessions.filter((s) => !isOver(s, now));
}

function verifiedPlayer(state: PlatformState, username: string, password: string): PlayerRecord | null {
  const record = findPlayerByEmail(state.players, username);
  // A disabled account answers like a wrong password: nothing reveals that it exists.
  if (!record || record.player.status !== 'active' || password.length > PASSWORD_MAX_LENGTH) return null;
  if (!passwordMatches(record.password, password)) return null;
  // Hashes from schema 8 (one SHA-256 round) become scrypt as soon as the password is known.
  if (isLegacyRecord(record.password)) record.password = hashPassword(password);
  return record;
}

/**
 * Username is the e-mail, compared case-insensitively. Five wrong passwords in a row from one
 * client lock that username for that client for 15 minutes of platform time; the fifth failure
 * already answers 403, and while locked even the right password does. Unknown usernames and
 * disabled accounts are throttled alike.
 */
export function login(
  state: PlatformState,
  now: Temporal.Instant,
  body: LoginRequestDto,
  options: SessionOptions = {},
): SessionTokensDto {
  if (typeof body?.username !== 'string' || typeof body.password !== 'string') {
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { username: ['required'], password: ['required'] },
    });
  }
  const username = body.username.trim().toLowerCase();
  if (username.length > USERNAME_MAX_LENGTH) throw invalidCredentials();
  pruneThrottle(state, now);
  pruneSessions(state, now);
  const key = throttleKey(username, options.client ?? LOCAL_CLIENT);
  if (isLocked(state, key, now)) throw throttled();
  const record = verifiedPlayer(state, username, body.password);
  if (!record) throw recordFailure(state, key, now) ? throttled() : invalidCredentials();
  clearThrottle(state, key);
  const longLasting = body.long_lasting_session === true;
  const refreshToken = `${longLasting ? LONG_SESSION_PREFIX : ''}${secretToken()}`;
  const session: SessionRecord = {
    refresh_token_sha256: digest(refreshToken),
    player_id: record.player.id,
    long_lasting: longLasting,
    created_at: now.toString(),
    refresh_expires_at: refreshExpiry(longLasting, now),
    access_tokens: [],
  };
  const accessToken = issueAccessToken(session, now, options.ttlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS);
  const own = state.sessions.filter((s) => s.player_id === record.player.id);
  // One player cannot fill the state with sessions: the oldest gives way.
  const dropped = new Set(own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_PLAYER + 1)));
  state.sessions = [...state.sessions.filter((s) => !dropped.has(s)), session];
  return { access_token: accessToken, refresh_token: refreshToken };
}

/**
 * A new access token on every call; the refresh token stays the same. A short session's refresh
 * token lives 30 minutes from its last use, a long session's 30 days from the login. Earlier
 * access tokens of the session stay valid until their own expiry (see issueAccessToken).
 */
export function refresh(
  state: PlatformState,
  now: Temporal.Instant,
  refreshToken: string,
  options: SessionOptions = {},
): RefreshResponseDto {
  const hash = digest(refreshToken);
  const session = state.sessions.find((s) => s.refresh_token_sha256 === hash);
  if (!session || !isLive(session.refresh_expires_at, now)) throw unauthorized();
  if (!session.long_lasting) session.refresh_expires_at = refreshExpiry(false, now);
  return { access_token: issueAccessToken(session, now, options.ttlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS) };
}

/** Revokes the refresh token with all access tokens of its session; unknown tokens are a no-op. */
export function logout(state: PlatformState, refreshToken: string): void {
  const hash = digest(refreshToken);
  state.sessions = state.sessions.filter((s) => s.refresh_token_sha256 !== hash);
}

/**
 * Ends every session of a player (disabled account, password reset), or every one but the
 * session behind `keepAccessToken` (a password change: whoever knew the old password is out).
 */
export function endSessionsOf(state: PlatformState, playerId: string, keepAccessToken: string | null = null): void {
  const kept = keepAccessToken === null ? null : digest(keepAccessToken);
  state.sessions = state.sessions.filter(
    (s) => s.player_id !== playerId || (kept !== null && s.access_tokens.some((t) => t.token_sha256 === kept)),
  );
}

/** The player behind a live access token, or 401 like any protected platform call. */
export function authenticate(state: PlatformState, now: Temporal.Instant, accessToken: string | null): PlayerRecord {
  if (!accessToken) throw unauthorized();
  const hash = digest(accessToken);
  const session = state.sessions.find((s) =>
    s.access_tokens.some((t) => t.token_sha256 === hash && isLive(t.expires_at, now)),
  );
  const record = session && state.players.find((p) => p.player.id === session.player_id);
  if (!record) throw unauthorized();
  return record;
}
