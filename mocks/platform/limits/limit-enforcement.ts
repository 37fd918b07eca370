import { limitWindow } from '../../../core/domain/limits';
import type { PlatformContext } from '../context';
import { isAddictionLocked, unverifiedPlayWindowOver } from '../players';
import { isSelfExcluded } from '../oasis/oasis';
import { exceedsDepositLimit } from '../psp/payment-transactions';
import type { PlayerRecord } from '../state';
import { settled, settledLugas } from './personal-limits';
import { depositedIn, stakedIn } from './usage';

/**
 * Why a deposit is refused: a self-locked player cannot deposit, an unverified one not after the
 * 72 hours after registration (`verification_expired`); every limit answers `deposit_limit`.
 */
export type DepositRefusal = 'addiction_locked' | 'verification_expired' | 'deposit_limit';

/**
 * Checked when a charge starts and again when a challenge or approval completes it: the self-lock,
 * the 72-hour window and the 100 € before full verification, the personal deposit limit in its
 * calendar interval and the LUGAS limit in the calendar month (both Europe/Berlin).
 */
export function depositRefusal(
  { state, now }: PlatformContext,
  record: PlayerRecord,
  amountCents: number,
): DepositRefusal | null {
  // A Selbstsperre from this shop stops deposits like a Spielpause (docs/decisions.md).
  if (isAddictionLocked(record.player, now) || isSelfExcluded(record, now)) return 'addiction_locked';
  if (unverifiedPlayWindowOver(record.player, now)) return 'verification_expired';
  if (exceedsDepositLimit(state, record, amountCents)) return 'deposit_limit';
  const playerId = record.player.id;
  const personal = settled(record.limits.deposit, now);
  if (
    personal?.amount_cents != null &&
    depositedIn(state, playerId, limitWindow(personal.interval, now)) + amountCents > personal.amount_cents
  ) {
    return 'deposit_limit';
  }
  if (depositedIn(state, playerId, limitWindow('month', now)) + amountCents > settledLugas(record, now))
    return 'deposit_limit';
  return null;
}

/** True when an order of `totalCents` would take the player over the personal purchase limit (→ `purchase_limit`). */
export function exceedsPurchaseLimit(
  { state, now }: PlatformContext,
  record: PlayerRecord,
  totalCents: number,
): boolean {
  const personal = settled(record.limits.purchase, now);
  if (personal?.amount_cents == null) return false;
  return stakedIn(state, record.player.id, limitWindow(personal.interval, now)) + totalCents > personal.amount_cents;
}
