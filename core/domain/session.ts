import { GatewayError } from './errors';

/** Session constants (spec/2 §9). */
export const SESSION = {
  refreshIntervalMs: 60_000,
  inactivityLimitMs: 1_800_000,
  /** How often inactivity is checked; a short session ends at most this late. */
  inactivityCheckMs: 10_000,
  login: { maxAttempts: 8, baseDelayMs: 250, factor: 1.5 },
} as const;

export type LogoutReason = 'user' | 'inactivity' | 'unauthorized' | 'external';

export type SessionEvent = { readonly type: 'login' } | { readonly type: 'logout'; readonly reason: LogoutReason };

/** Delay before login attempt n+1 (n from 1): 250 ms, 375 ms, 563 ms, … (whole milliseconds). */
export const loginRetryDelay = (attempt: number): number =>
  Math.round(SESSION.login.baseDelayMs * SESSION.login.factor ** (attempt - 1));

/** A failure worth another try: no answer at all, or a status that says "later". */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return false;
  return error.status === null || [408, 425, 429, 500, 502, 503, 504].includes(error.status);
}
