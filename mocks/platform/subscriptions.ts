import type { Temporal } from '../../core/shared/temporal';
import { PlatformError } from './platform-api';
import type { PlatformState } from './state';
import { markChanged } from './state-journal';

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
  const receipts = state.receipts.filter(
    (r) =>
      r.player_id === playerId &&
      r.lottery_product_selection_id === selectionId &&
      r.lottery_subscription_info !== null,
  );
  if (receipts.length === 0) throw new PlatformError(404, { code: 'not_found' });
  for (const receipt of receipts) {
    if (!receipt.lottery_subscription_info?.active) continue;
    receipt.lottery_subscription_info = { ...receipt.lottery_subscription_info, active: false };
    receipt.updated_at = now.toString();
    markChanged(state, 'receipts', receipt);
  }
}
