import { Temporal } from '../../core/shared/temporal';
import type { LoginThrottleRecord, PlatformState } from './state';

const MAX_LOGIN_FAILURES = 5;
const LOGIN_LOCK_MINUTES = 15;
/** The table never grows past this; the longest-quiet entries give way first. */
export const MAX_THROTTLE_ENTRIES = 10_000;
/** Where the platform cannot tell clients apart (the page's own MSW, memory adapters). */
export const LOCAL_CLIENT = 'local';

const isAfter = (a: Temporal.Instant, b: Temporal.Instant) => Temporal.Instant.compare(a, b) > 0;

/**
 * Failures count per username AND client (the caller's address), so an attacker who types a
 * victim's address wrongly five times locks out only themselves; the victim's own client stays free.
 */
export const throttleKey = (username: string, client: string): string => `${username}\n${client}`;

/** A lock that has ended, or failures that lie longer back than a lock would last, are forgotten. */
function isStale(entry: LoginThrottleRecord, now: Temporal.Instant): boolean {
  if (entry.locked_until) return !isAfter(Temporal.Instant.from(entry.locked_until), now);
  return !isAfter(Temporal.Instant.from(entry.last_failure_at).add({ minutes: LOGIN_LOCK_MINUTES }), now);
}

export function pruneThrottle(state: PlatformState, now: Temporal.Instant): void {
  for (const [key, entry] of Object.entries(state.login_throttle))
    if (isStale(entry, now)) delete state.login_throttle[key];
}

export function isLocked(state: PlatformState, key: string, now: Temporal.Instant): boolean {
  const entry = state.login_throttle[key];
  return Boolean(entry?.locked_until && isAfter(Temporal.Instant.from(entry.locked_until), now));
}

/** Counts a failure; true when it locks the key (the fifth in a row already answers "locked"). */
export function recordFailure(state: PlatformState, key: string, now: Temporal.Instant): boolean {
  const earlier = state.login_throttle[key];
  const failures = (earlier && !isStale(earlier, now) ? earlier.consecutive_failures : 0) + 1;
  const locked = failures >= MAX_LOGIN_FAILURES;
  if (!earlier) makeRoom(state, now);
  state.login_throttle[key] = {
    consecutive_failures: failures,
    locked_until: locked ? now.add({ minutes: LOGIN_LOCK_MINUTES }).toString() : null,
    last_failure_at: now.toString(),
  };
  return locked;
}

export function clearThrottle(state: PlatformState, key: string): void {
  delete state.login_throttle[key];
}

/** Ends every lock and count of one username, whatever the client (a password reset). */
export function clearThrottleOf(state: PlatformState, username: string): void {
  for (const key of Object.keys(state.login_throttle))
    if (key.startsWith(`${username}\n`)) delete state.login_throttle[key];
}

function makeRoom(state: PlatformState, now: Temporal.Instant): void {
  if (Object.keys(state.login_throttle).length < MAX_THROTTLE_ENTRIES) return;
  pruneThrottle(state, now);
  const entries = Object.entries(state.login_throttle);
  if (entries.length < MAX_THROTTLE_ENTRIES) return;
  // Still full of live entries (a flood of made-up usernames): the one quiet for longest goes.
  const quietSince = (entry: LoginThrottleRecord) => Date.parse(entry.last_failure_at);
  const oldest = entries.reduce((a, b) => (quietSince(a[1]) <= quietSince(b[1]) ? a : b));
  delete state.login_throttle[oldest[0]];
}
