import { inWindow } from '../../../core/domain/limits';
import { Temporal } from '../../../core/shared/temporal';
import type { AccountKind, PlatformState, VoucherRecord } from '../state';
import { recordsWhere } from '../record-index';

/**
 * Sums over a player's bookings in a period: what limits and the stakes-and-winnings notice
 * count. Reversed bookings do not count. Deposits count on both accounts (a limit is per player).
 */
type Period = { start: Temporal.Instant; end: Temporal.Instant };

/**
 * Each booking's time, parsed once: every deposit and purchase checks the limits over all of the
 * player's bookings, and parsing each `created_at` on every check made a long history slow. Keyed
 * by the record (a booking's time never changes), so it goes with the record.
 */
const bookedAt = new WeakMap<VoucherRecord, Temporal.Instant>();
function instantOf(voucher: VoucherRecord): Temporal.Instant {
  let instant = bookedAt.get(voucher);
  if (!instant) {
    instant = Temporal.Instant.from(voucher.created_at);
    bookedAt.set(voucher, instant);
  }
  return instant;
}

const live = (state: PlatformState, playerId: string, period: Period) =>
  recordsWhere(state.vouchers, 'player_id', playerId).filter((v) => !v.reversed && inWindow(period, instantOf(v)));

const total = (vouchers: VoucherRecord[]) => vouchers.reduce((sum, v) => sum + v.amount.fractional, 0);

export function depositedIn(state: PlatformState, playerId: string, period: Period): number {
  return total(
    live(state, playerId, period).filter((v) => v.booking_type === 'credit' && v.voucherable.type === 'deposit'),
  );
}

const STAKES = new Set(['purchase', 'gambling_purchase']);
const REFUNDS = new Set(['purchase_partial_refund', 'gambling_purchase_partial_refund']);
const WINNINGS = new Set(['lottery_winning', 'gambling_winning']);

/** Stakes less partial refunds; `kind` narrows to one account (the notice asks per kind), null counts both. */
export function stakedIn(
  state: PlatformState,
  playerId: string,
  period: Period,
  kind: AccountKind | null = null,
): number {
  const vouchers = live(state, playerId, period).filter((v) => kind === null || v.kind === kind);
  const staked = total(vouchers.filter((v) => v.booking_type === 'debit' && STAKES.has(v.voucherable.type)));
  const refunded = total(vouchers.filter((v) => v.booking_type === 'credit' && REFUNDS.has(v.voucherable.type)));
  return Math.max(0, staked - refunded);
}

export function wonIn(state: PlatformState, playerId: string, period: Period, kind: AccountKind): number {
  return total(
    live(state, playerId, period).filter(
      (v) => v.kind === kind && v.booking_type === 'credit' && WINNINGS.has(v.voucherable.type),
    ),
  );
}
