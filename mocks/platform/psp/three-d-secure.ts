import type { ConfirmPendingPaymentRequestDto, PaymentProcessedDto } from '../../../adapters/http/wire/payment.dto';
import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import { secretToken } from '../secrets';
import type { PlayerRecord } from '../state';
import { alreadyDecided, decline, notFound, processedDto } from './attempts';
import { finishCardAttempt } from './card-payments';
import type { ThreeDsDecisionDto } from './psp-dto';
import { invalidRequest, isId } from './psp-requests';
import type { PspAttemptRecord, ShopperDecision } from './psp-state';
import { markChanged } from '../state-journal';

const DECISIONS: readonly ShopperDecision[] = ['approve', 'fail', 'cancel'];
const CARD_OPERATIONS = ['card_charge', 'card_store', 'stored_card_charge'];
const DECLINE_OF: Record<Exclude<ShopperDecision, 'approve'>, string> = {
  fail: '3d_not_authenticated',
  cancel: 'cancelled',
};

function challengeOf(
  ctx: PlatformContext,
  transactionId: string,
): PspAttemptRecord & { shopper: NonNullable<PspAttemptRecord['shopper']> } {
  const attempt = ctx.state.psp_attempts.find(
    (a) => a.transaction_id === transactionId && CARD_OPERATIONS.includes(a.operation),
  );
  if (!attempt?.shopper) throw notFound();
  return attempt as PspAttemptRecord & { shopper: NonNullable<PspAttemptRecord['shopper']> };
}

/**
 * The shopper answers the challenge on the PSP's page. The token goes back to the shop through
 * the return URL; which way it decides shows only when the shop confirms with it.
 */
export function decideThreeDs(ctx: PlatformContext, body: ThreeDsDecisionDto | null): { redirect_result: string } {
  const outcome: unknown = body?.outcome;
  if (!isId(body?.transaction_id)) throw invalidRequest({ transaction_id: ['required'] });
  if (outcome !== undefined && !DECISIONS.includes(outcome as ShopperDecision))
    throw invalidRequest({ outcome: ['invalid'] });
  if (outcome === undefined && typeof body.approve !== 'boolean') throw invalidRequest({ approve: ['required'] });
  const decision = (outcome as ShopperDecision | undefined) ?? (body.approve ? 'approve' : 'cancel');
  const attempt = challengeOf(ctx, body.transaction_id);
  const { shopper } = attempt;
  if (shopper.decision !== null) {
    // Pressing the same button twice (a reload) is fine; changing one's mind afterwards is not.
    if (shopper.decision !== decision || shopper.redirect_result === null) throw alreadyDecided();
    return { redirect_result: shopper.redirect_result };
  }
  shopper.decision = decision;
  shopper.redirect_result = `fake3ds.${secretToken()}`;
  markChanged(ctx.state, 'psp_attempts', attempt);
  return { redirect_result: shopper.redirect_result };
}

/** POST /my/credit_cards/confirm_pending_payment: settles the challenge with the page's token. */
export function confirmPendingPayment(
  ctx: PlatformContext,
  record: PlayerRecord,
  body: ConfirmPendingPaymentRequestDto | null,
): PaymentProcessedDto {
  if (!isId(body?.transaction_id)) throw invalidRequest({ transaction_id: ['required'] });
  if (typeof body.redirect_result !== 'string' || body.redirect_result === '')
    throw invalidRequest({ redirect_result: ['required'] });
  const attempt = challengeOf(ctx, body.transaction_id);
  if (attempt.player_id !== record.player.id) throw notFound();
  if (attempt.status === 'processed') return processedDto(attempt);
  if (attempt.status === 'declined') throw rejected(attempt.error_code ?? 'refused');
  const { shopper } = attempt;
  // A token the challenge page never issued proves nothing: not authenticated, and the challenge stays open.
  if (shopper.redirect_result === null || shopper.redirect_result !== body.redirect_result)
    throw rejected('3d_not_authenticated');
  if (shopper.decision !== 'approve') throw decline(ctx.state, attempt, DECLINE_OF[shopper.decision ?? 'fail']);
  finishCardAttempt(ctx, record, attempt, attempt.card);
  return processedDto(attempt);
}
