import { FAKE_PAGE_PATHS } from '../third-party-pages';
import type { PaymentProcessedDto, PaypalPreparedDto } from '../../../adapters/http/wire/payment.dto';
import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import { secretCode } from '../secrets';
import type { PlayerRecord } from '../state';
import { alreadyDecided, decline, newAttempt, notFound, previousAttempt, processedDto } from './attempts';
import { authorise } from './payment-transactions';
import { depositRefusal } from '../limits/limit-enforcement';
import type { PaypalDecisionDto, PaypalDecisionResultDto, PaypalPrepareRequestDto } from './psp-dto';
import { checkMovement, checkReturnUrl, invalidRequest, isId } from './psp-requests';
import type { PspAttemptRecord } from './psp-state';
import { markChanged } from '../state-journal';
import { lineProblem } from '../text-rules';
import { ACCOUNT_HOLDER_MISMATCH } from '../../../core/domain/account-holder';
import { isPlayersAccount, playersOwnName } from './account-holder-check';

export const DEFAULT_PAYPAL_RETURN_URL = '/warenkorb?payment_return=paypal';

const approvalUrl = (orderId: string, returnUrl: string) =>
  `${FAKE_PAGE_PATHS.paypal}?order_id=${encodeURIComponent(orderId)}&return_url=${encodeURIComponent(returnUrl)}`;

function preparedDto(attempt: PspAttemptRecord): PaypalPreparedDto {
  if (!attempt.shopper) throw new Error(`PayPal attempt ${attempt.transaction_id} has no order`);
  return { order_id: attempt.shopper.reference, approval_url: attempt.shopper.redirect_url };
}

function orderOf(
  ctx: PlatformContext,
  orderId: unknown,
): PspAttemptRecord & { shopper: NonNullable<PspAttemptRecord['shopper']> } {
  if (!isId(orderId)) throw invalidRequest({ order_id: ['required'] });
  const attempt = ctx.state.psp_attempts.find(
    (a) => a.operation === 'paypal_charge' && a.shopper?.reference === orderId,
  );
  if (!attempt?.shopper) throw notFound();
  return attempt as PspAttemptRecord & { shopper: NonNullable<PspAttemptRecord['shopper']> };
}

/** Creates the PayPal order the player approves on PayPal's page; a replay returns the same order. */
export function preparePaypalCharge(
  ctx: PlatformContext,
  record: PlayerRecord,
  body: PaypalPrepareRequestDto | null,
): PaypalPreparedDto {
  const movement = checkMovement(body);
  const returnUrl = checkReturnUrl(body?.return_url, 'return_url', DEFAULT_PAYPAL_RETURN_URL);
  const key = { movement, operation: 'paypal_charge', method: 'paypal' } as const;
  const previous = previousAttempt(ctx.state, record, key);
  if (previous) return preparedDto(previous);
  const refusal = depositRefusal(ctx, record, movement.amountCents);
  if (refusal) throw rejected(refusal);
  const attempt = newAttempt(record, key, ctx.now.toString());
  // Shaped like PayPal's order ids (17 characters).
  const orderId = `PP${secretCode('0123456789', 15)}`;
  attempt.status = 'awaiting_shopper';
  attempt.shopper = {
    reference: orderId,
    redirect_url: approvalUrl(orderId, returnUrl),
    return_url: returnUrl,
    decision: null,
    redirect_result: null,
  };
  ctx.state.psp_attempts.push(attempt);
  return preparedDto(attempt);
}

/** The player approves or cancels on the fake PayPal page. */
export function decidePaypal(ctx: PlatformContext, body: PaypalDecisionDto | null): PaypalDecisionResultDto {
  const attempt = orderOf(ctx, body?.order_id);
  if (typeof body?.approve !== 'boolean') throw invalidRequest({ approve: ['required'] });
  const decision = body.approve ? 'approve' : 'cancel';
  const { shopper } = attempt;
  if (shopper.decision !== null && shopper.decision !== decision) throw alreadyDecided();
  const payerName = body.payer_name;
  if (payerName !== undefined && lineProblem(payerName)) throw invalidRequest({ payer_name: ['invalid'] });
  shopper.decision = decision;
  if (payerName !== undefined) shopper.payer_name = payerName.trim();
  markChanged(ctx.state, 'psp_attempts', attempt);
  return {
    order_id: shopper.reference,
    status: body.approve ? 'approved' : 'cancelled',
    return_url: shopper.return_url,
  };
}

/** POST /my/paypal/confirm_charge: captures an approved order; cancelled or undecided is `cancelled`. */
export function confirmPaypalCharge(
  ctx: PlatformContext,
  record: PlayerRecord,
  body: { order_id?: unknown } | null,
): PaymentProcessedDto {
  const attempt = orderOf(ctx, body?.order_id);
  if (attempt.player_id !== record.player.id) throw notFound();
  if (attempt.status === 'processed') return processedDto(attempt);
  if (attempt.status === 'declined') throw rejected(attempt.error_code ?? 'cancelled');
  const { decision } = attempt.shopper;
  // Not decided yet: the player came back without approving; the order stays open for a later approval.
  if (decision === null) throw rejected('cancelled');
  if (decision !== 'approve') throw decline(ctx.state, attempt, 'cancelled');
  const refusal = depositRefusal(ctx, record, attempt.amount_cents);
  if (refusal) throw decline(ctx.state, attempt, refusal);
  // GlüStV: only the player's own PayPal account may pay in (the payer PayPal names on approval).
  if (!isPlayersAccount(record, attempt.shopper.payer_name ?? playersOwnName(record)))
    throw decline(ctx.state, attempt, ACCOUNT_HOLDER_MISMATCH);
  authorise(ctx, attempt);
  // PayPal remembers the payer: the account shows as the player's stored PayPal method from now on.
  record.stored_paypal ??= {
    id: ctx.random.uuid(),
    paypal_email: record.player.email,
    payer_residence_country: 'DE',
    active: true,
  };
  return processedDto(attempt);
}

/** DELETE /my/adyen_paypal/{id}: forgets the stored PayPal account. */
export function deleteStoredPaypal(record: PlayerRecord, id: string): void {
  if (record.stored_paypal?.id !== id) throw notFound();
  record.stored_paypal = null;
}
