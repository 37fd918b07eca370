import { Temporal } from '../../core/shared/temporal';
import type { PlatformContext } from './context';
import { autoDrawsOn, drawnThroughMs, runDueDraws } from './draws/draw-engine';
import { nextRenewalDue, renewSubscription } from './subscription-renewal';

/**
 * What the platform clock makes happen, in time order: draws (when automatic) and Dauerschein
 * renewals. A period's last draw is drawn before the next period is bought at its drawing time,
 * so a clock moved on by weeks renews period after period as if it had run in real time.
 * A period that ended before draws the engine has already run (a state saved before renewals
 * existed) is renewed at the engine's cursor instead: its next period starts with the first draw
 * still to come, never with draws that are over and would never be evaluated.
 * Answers whether anything changed.
 */
export function runDueWork(ctx: PlatformContext): boolean {
  const nowMs = ctx.now.epochMilliseconds;
  let changed = false;
  for (let due = nextRenewalDue(ctx.state, nowMs); due; due = nextRenewalDue(ctx.state, nowMs)) {
    const atMs = Math.max(due.atMs, drawnThroughMs(ctx.state));
    const at = { ...ctx, now: Temporal.Instant.fromEpochMilliseconds(atMs) };
    if (autoDrawsOn(ctx.state)) runDueDraws(at, atMs);
    renewSubscription(at, due.receipt);
    changed = true;
  }
  if (autoDrawsOn(ctx.state) && runDueDraws(ctx).length > 0) changed = true;
  return changed;
}
