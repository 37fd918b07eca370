import { BERLIN, Temporal } from '../shared/temporal';
import type { Money } from './money';
import type { AccountVerificationLevel } from './player';

/**
 * Responsible-gambling limits (spec/1 §3, spec/2 §3, GlüStV §6c). Pure rules shared by the
 * client and the fake platform: calendar windows in Europe/Berlin, which changes apply at once,
 * and the bounds a player may choose.
 */
export type LimitInterval = 'day' | 'week' | 'month';
export type LimitKind = 'deposit' | 'purchase';

export const LIMIT_INTERVALS: readonly LimitInterval[] = ['day', 'week', 'month'];

export const isLimitInterval = (value: unknown): value is LimitInterval =>
  value === 'day' || value === 'week' || value === 'month';

/** An amount per calendar interval. */
export interface LimitAmount {
  readonly amount: Money;
  readonly interval: LimitInterval;
}

export interface PendingLimit {
  /** null: the pending change removes the limit. */
  readonly amount: Money | null;
  readonly interval: LimitInterval;
  /** ISO instant from which it applies. */
  readonly activeAt: string;
}

export interface PersonalLimit {
  readonly amount: Money;
  /** What is left in the current interval (never below zero). */
  readonly remainingAmount: Money;
  readonly interval: LimitInterval;
  readonly pendingLimit: PendingLimit | null;
}

/** GET /my/limits: each kind with its optional personal limit; LUGAS is monthly and always present. */
export interface Limits {
  readonly purchaseLimits: { readonly personal: PersonalLimit | null };
  readonly depositLimits: { readonly personal: PersonalLimit | null };
  readonly lugasLimit: PersonalLimit;
}

/** GET /settings: the highest limits (spec/2 §3 "Max limits"). */
export interface MaxLimits {
  readonly deposit: {
    readonly personal: LimitAmount;
    readonly platformDefault: LimitAmount;
    readonly legal: {
      readonly initial: LimitAmount;
      readonly provisionallyVerified: LimitAmount;
      readonly verified: LimitAmount;
    };
  };
  readonly purchase: { readonly personal: LimitAmount & { readonly elevationDelayInMinutes: number } };
}

export interface StakesAndWinnings {
  readonly amountStaked: Money;
  readonly amountWon: Money;
}

export interface LatestStakesAndWinnings extends StakesAndWinnings {
  /** The period the amounts cover (ISO instants, both inclusive). */
  readonly from: string;
  readonly to: string;
}

/** GET /settings could not be loaded: the limits page shows the error page with this status (spec/2 §8). */
export class SettingsLoadError extends Error {
  override name = 'SettingsLoadError';
  readonly status = 500;
  constructor(override readonly cause: unknown) {
    super('Settings load failure');
  }
}

/** GlüStV: stakes and winnings of the last 30 days are shown after login. */
const STAKES_AND_WINNINGS_DAYS = 30;

/** GlüStV §6c: a higher deposit limit (also LUGAS) applies 7 days later; a lower one at once. */
export const DEPOSIT_ELEVATION_DELAY_MINUTES = 7 * 24 * 60;

/** The smallest limit a player may set; a lock (Spielpause) is the way to stop playing entirely. */
export const MIN_LIMIT_CENTS = 100;

/** The calendar interval around `now` in Berlin: [start, end). Days last 23 or 25 hours on DST changes. */
export function limitWindow(
  interval: LimitInterval,
  now: Temporal.Instant,
): { start: Temporal.Instant; end: Temporal.Instant } {
  const today = now.toZonedDateTimeISO(BERLIN).toPlainDate();
  const first =
    interval === 'day'
      ? today
      : interval === 'week'
        ? today.subtract({ days: today.dayOfWeek - 1 })
        : today.with({ day: 1 });
  const next = first.add(interval === 'day' ? { days: 1 } : interval === 'week' ? { weeks: 1 } : { months: 1 });
  const startOf = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone: BERLIN }).toInstant();
  return { start: startOf(first), end: startOf(next) };
}

/** True when `at` lies in the window [start, end). */
export function inWindow(
  period: { start: Temporal.Instant; end: Temporal.Instant },
  at: string | Temporal.Instant,
): boolean {
  const instant = typeof at === 'string' ? Temporal.Instant.from(at) : at;
  return Temporal.Instant.compare(instant, period.start) >= 0 && Temporal.Instant.compare(instant, period.end) < 0;
}

const RANK: Record<LimitInterval, number> = { day: 0, week: 1, month: 2 };

export interface LimitSetting {
  readonly amountCents: number;
  readonly interval: LimitInterval;
}

/**
 * A change applies at once only when it is at least as strict in every window: a first limit,
 * or no more money over an interval at least as long (100 €/day → 100 €/week is stricter;
 * 500 €/month → 400 €/day is not). Everything else, a removal too, waits for the delay.
 */
export function appliesAtOnce(current: LimitSetting | null, next: LimitSetting | null): boolean {
  if (current === null) return true;
  if (next === null) return false;
  return next.amountCents <= current.amountCents && RANK[next.interval] >= RANK[current.interval];
}

/** What is left of `limitCents` after `usedCents` in the current window, never below zero. */
export const remainingCents = (limitCents: number, usedCents: number): number => Math.max(0, limitCents - usedCents);

export type LimitAmountProblem = 'invalid' | 'too_low' | 'too_high';

/** Whole cents between MIN_LIMIT_CENTS and `maxCents` (inclusive). */
export function limitAmountProblem(amountCents: unknown, maxCents: number): LimitAmountProblem | null {
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents)) return 'invalid';
  if (amountCents < MIN_LIMIT_CENTS) return 'too_low';
  if (amountCents > maxCents) return 'too_high';
  return null;
}

/** The highest personal deposit limit at a verification level: the shop's ceiling or the legal one, whichever is lower. */
export function maxDepositLimit(max: MaxLimits, level: AccountVerificationLevel): Money {
  const legal =
    level === 'fully_verified'
      ? max.deposit.legal.verified
      : level === 'provisionally_verified'
        ? max.deposit.legal.provisionallyVerified
        : max.deposit.legal.initial;
  return legal.amount.fractional < max.deposit.personal.amount.fractional ? legal.amount : max.deposit.personal.amount;
}

/** The highest personal purchase limit. */
export const maxPurchaseLimit = (max: MaxLimits): Money => max.purchase.personal.amount;

/**
 * The stakes-and-winnings notice (spec/1 §4): confirmed again when the stored confirmation is
 * missing, unreadable or not from today's date in Berlin.
 */
export function stakesNoticeDue(confirmedAt: string | null, now: Temporal.Instant): boolean {
  if (!confirmedAt) return true;
  let confirmed: Temporal.Instant;
  try {
    confirmed = Temporal.Instant.from(confirmedAt);
  } catch {
    return true;
  }
  const day = (at: Temporal.Instant) => at.toZonedDateTimeISO(BERLIN).toPlainDate();
  return !day(confirmed).equals(day(now));
}

/** The 30-day period the notice covers: [now − 30 days, now]. */
export function stakesPeriod(now: Temporal.Instant): { from: Temporal.Instant; to: Temporal.Instant } {
  return { from: now.subtract({ hours: STAKES_AND_WINNINGS_DAYS * 24 }), to: now };
}
