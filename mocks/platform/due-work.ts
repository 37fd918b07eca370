import { Temporal } from '../../core/shared/temporal';
import type { PlatformContext } from './context';
import { autoDrawsOn, runDueDraws } from './draws/draw-engine';
import { nextRenewalDue, renewSubscription } from './subscription-renewal';

/**
 * What the platform clock makes happen, in time order: draws (when automatic) and Dauerschein
 * renewals. A period's last draw is drawn before the next period is bought at its drawing time,
 * so a clock moved on by weeks renews period after period as if it had run in real time.
 * Answers whether anything changed.
 */
export function runDueWork(ctx: PlatformContext): boolean {
  const nowMs = ctx.now.epochMilliseconds;
  let changed = false;
  for (let due = nextRenewalDue(ctx.state, nowMs); due; due = nextRenewalDue(ctx.state, nowMs)) {
    const at = { ...ctx, now: Temporal.Instant.fromEpochMilliseconds(due.atMs) };
    if (autoDrawsOn(ctx.state)) runDueDraws(at, due.atMs);
    renewSubscription(at, due.receipt);
    changed = true;
  }
  if (autoDrawsOn(ctx.state) && runDueDraws(ctx).length > 0) changed = true;
  return changed;
}
