import { BERLIN, Temporal } from '../shared/temporal';
import { atLeast, money, subtract, sum, zero, type Money } from './money';
import type { LimitInterval, PersonalLimit } from './limits';
import type { Voucher } from './voucher';

/**
 * The spending dashboard (issue 19): stakes, winnings and deposits per calendar month in
 * Europe/Berlin, summed from the player's bookings with the platform's own rules
 * (mocks/platform/limits/usage.ts): reversed bookings do not count, partial refunds lower the
 * stakes, deposits and winnings are credits of their kind.
 */
const SPENDING_MONTH_COUNT = 12;

export interface SpendingMonth {
  /** "2026-11": the calendar month in Berlin. */
  readonly month: string;
  readonly stakes: Money;
  readonly winnings: Money;
  readonly deposits: Money;
}

export interface SpendingTotals {
  readonly stakes: Money;
  readonly winnings: Money;
  readonly deposits: Money;
}

/** A Berlin calendar month as the instants [start, end). */
interface MonthWindow {
  readonly month: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

const startOf = (month: Temporal.PlainYearMonth): Temporal.Instant =>
  month.toPlainDate({ day: 1 }).toZonedDateTime({ timeZone: BERLIN }).toInstant();

/** The last `count` Berlin months up to and including the month of `now`, oldest first. */
export function spendingMonths(now: Temporal.Instant, count = SPENDING_MONTH_COUNT): MonthWindow[] {
  const current = now.toZonedDateTimeISO(BERLIN).toPlainDate().toPlainYearMonth();
  return Array.from({ length: count }, (_, index) => {
    const month = current.subtract({ months: count - 1 - index });
    return { month: month.toString(), start: startOf(month), end: startOf(month.add({ months: 1 })) };
  });
}

type Flow = { readonly into: keyof SpendingTotals; readonly amount: Money };

/** What a booking adds to the dashboard, if anything (a refund is a negative stake). */
export function spendingFlow(voucher: Voucher): Flow | null {
  if (voucher.reversed) return null;
  const credit = voucher.bookingType === 'credit';
  const { amount } = voucher;
  switch (voucher.voucherable.kind) {
    case 'purchase':
    case 'gamblingPurchase':
      return credit ? null : { into: 'stakes', amount };
    case 'purchasePartialRefund':
    case 'gamblingPurchasePartialRefund':
      return credit ? { into: 'stakes', amount: money(-amount.fractional, amount.currency) } : null;
    case 'lotteryWinning':
    case 'gamblingWinning':
      return credit ? { into: 'winnings', amount } : null;
    case 'deposit':
      return credit ? { into: 'deposits', amount } : null;
    default:
      return null;
  }
}

/** Index of the window holding `at` (windows are consecutive and ordered), or -1 outside them. */
function windowIndex(windows: readonly MonthWindow[], at: number, starts: readonly number[]): number {
  const last = windows.at(-1);
  if (!last || at < starts[0]! || at >= last.end.epochMilliseconds) return -1;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Sums bookings into the months, in integer cents. A booking seen twice (two pages that
 * overlapped while a new booking arrived) counts once. Stakes never fall below zero in a month
 * (a refund of an earlier month's purchase), as the platform counts them.
 */
export function aggregateSpending(vouchers: readonly Voucher[], windows: readonly MonthWindow[]): SpendingMonth[] {
  const starts = windows.map((w) => w.start.epochMilliseconds);
  const buckets = windows.map(() => ({ stakes: [] as Money[], winnings: [] as Money[], deposits: [] as Money[] }));
  const seen = new Set<string>();
  for (const voucher of vouchers) {
    if (seen.has(voucher.id)) continue;
    seen.add(voucher.id);
    const flow = spendingFlow(voucher);
    if (!flow) continue;
    const index = windowIndex(windows, Temporal.Instant.from(voucher.createdAt).epochMilliseconds, starts);
    if (index >= 0) buckets[index]![flow.into].push(flow.amount);
  }
  return windows.map((monthWindow, index) => {
    const bucket = buckets[index]!;
    return {
      month: monthWindow.month,
      stakes: atLeast(sum(bucket.stakes), zero()),
      winnings: sum(bucket.winnings),
      deposits: sum(bucket.deposits),
    };
  });
}

export function spendingTotals(months: readonly SpendingMonth[]): SpendingTotals {
  return {
    stakes: sum(months.map((m) => m.stakes)),
    winnings: sum(months.map((m) => m.winnings)),
    deposits: sum(months.map((m) => m.deposits)),
  };
}

/** Gewinne − Einsätze: below zero when the player staked more than they won. */
export const netResult = (totals: SpendingTotals): Money => subtract(totals.winnings, totals.stakes);

/** How much of a limit the current window has used, as the platform reports it (it knows LUGAS across providers). */
export interface LimitUse {
  readonly limit: Money;
  readonly used: Money;
  readonly remaining: Money;
  readonly interval: LimitInterval;
  /** Whole percent used, 0 to 100. */
  readonly percent: number;
}

export function limitUse(limit: PersonalLimit): LimitUse {
  const used = atLeast(subtract(limit.amount, limit.remainingAmount), zero(limit.amount.currency));
  const capped = Math.min(used.fractional, limit.amount.fractional);
  const percent = limit.amount.fractional > 0 ? Math.floor((capped * 100) / limit.amount.fractional) : 100;
  return { limit: limit.amount, used, remaining: limit.remainingAmount, interval: limit.interval, percent };
}
