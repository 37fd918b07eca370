import type { Temporal } from '../../core/shared/temporal';
import { PlatformError } from './platform-api';
import { recordsWhere } from './record-index';
import type { PlatformState } from './state';
import { markChanged } from './state-journal';

/** Why a subscription stopped: the player (`player`) or the refusal code of its renewal (`insufficient_funds`, …). */
export type StopReason = string;

/** Marks every receipt of the selection stopped (already bought draws still play); answers how many it found. */
export function stopSelection(
  state: PlatformState,
  playerId: string,
  selectionId: string,
  now: Temporal.Instant,
  reason: StopReason,
): number {
  const receipts = recordsWhere(state.receipts, 'player_id', playerId).filter(
    (r) => r.lottery_product_selection_id === selectionId && r.lottery_subscription_info !== null,
  );
  for (const receipt of receipts) {
    if (!receipt.lottery_subscription_info?.active) continue;
    receipt.lottery_subscription_info = {
      ...receipt.lottery_subscription_info,
      active: false,
      stopped_reason: reason,
      stopped_at: now.toString(),
    };
    receipt.updated_at = now.toString();
    markChanged(state, 'receipts', receipt);
  }
  return receipts.length;
}

/**
 * PATCH /my/subscriptions/{lottery_product_selection_id}/stop: the subscription's receipts stop
 * renewing (already bought draws still play). Stopping twice is fine; unknown ids are 404.
 */
export function stopSubscription(
  state: PlatformState,
  playerId: string,
  selectionId: string,
  now: Temporal.Instant,
): void {
  if (stopSelection(state, playerId, selectionId, now, 'player') === 0)
    throw new PlatformError(404, { code: 'not_found' });
}
