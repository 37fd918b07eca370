import type { ChargeOutcomeDto, PaymentProcessedDto } from '../../../adapters/http/wire/payment.dto';
import { rejected } from '../errors';
import { PlatformError } from '../platform-api';
import type { PlatformState, PlayerRecord } from '../state';
import type { MoneyMovement } from './psp-requests';
import type { PaymentMethodLabel, PspAttemptRecord, PspOperation } from './psp-state';
import { markChanged } from '../state-journal';
import { recordsWhere } from '../record-index';

export interface AttemptKey {
  movement: MoneyMovement;
  operation: PspOperation;
  method: PaymentMethodLabel;
}

/**
 * The earlier attempt under this transaction_id, to be replayed; null when the id is new.
 * The same id for another player, method or amount is a conflict: a client reuses ids only to
 * retry the very same payment.
 */
export function previousAttempt(
  state: PlatformState,
  record: PlayerRecord,
  { movement, operation, method }: AttemptKey,
): PspAttemptRecord | null {
  const previous = recordsWhere(state.psp_attempts, 'transaction_id', movement.transactionId)[0];
  if (!previous) return null;
  const same =
    previous.player_id === record.player.id &&
    previous.operation === operation &&
    previous.method === method &&
    previous.kind === movement.kind &&
    previous.amount_cents === movement.amountCents &&
    previous.currency === movement.currency;
  if (!same) throw rejected('transaction_id_conflict');
  return previous;
}

export function newAttempt(
  record: PlayerRecord,
  { movement, operation, method }: AttemptKey,
  createdAt: string,
): PspAttemptRecord {
  return {
    transaction_id: movement.transactionId,
    player_id: record.player.id,
    operation,
    method,
    kind: movement.kind,
    amount_cents: movement.amountCents,
    currency: movement.currency,
    status: 'processed',
    error_code: null,
    payment_transaction_id: null,
    shopper: null,
    card: null,
    created_at: createdAt,
  };
}

/** Records a declined attempt (so a retry declines alike) and returns the 400 to throw. */
export function decline(state: PlatformState, attempt: PspAttemptRecord, code: string): PlatformError {
  attempt.status = 'declined';
  attempt.error_code = code;
  markChanged(state, 'psp_attempts', attempt);
  if (!state.psp_attempts.includes(attempt)) state.psp_attempts.push(attempt);
  return rejected(code);
}

export function processedDto(attempt: PspAttemptRecord): PaymentProcessedDto {
  if (attempt.payment_transaction_id === null)
    throw new Error(`Attempt ${attempt.transaction_id} has no payment transaction`);
  return { transaction_id: attempt.transaction_id, payment_transaction_id: attempt.payment_transaction_id };
}

/** A card call's answer for a recorded attempt: paid, challenge pending, or the recorded decline. */
export function cardAnswer(attempt: PspAttemptRecord): ChargeOutcomeDto {
  if (attempt.status === 'declined') throw rejected(attempt.error_code ?? 'refused');
  if (attempt.status === 'awaiting_shopper' && attempt.shopper) {
    return {
      type: 'secure_redirect',
      action: { url: attempt.shopper.redirect_url, method: 'GET' },
      result_code: 'RedirectShopper',
    };
  }
  return { type: 'payment_processed', ...processedDto(attempt) };
}

export const notFound = (): PlatformError => new PlatformError(404, { code: 'not_found' });
export const alreadyDecided = (): PlatformError => new PlatformError(409, { code: 'already_decided' });
