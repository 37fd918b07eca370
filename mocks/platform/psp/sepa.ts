import type { MonetaryTransactionDto, PaymentProcessedDto } from '../../../adapters/http/wire/payment.dto';
import type { PlatformContext } from '../context';
import { addError, hasErrors, rejected, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import type { PlayerRecord } from '../state';
import { startIbanCheck } from '../verification/iban-check';
import { newAttempt, previousAttempt, processedDto } from './attempts';
import { ibanProblem, maskIban } from './iban';
import { authorise } from './payment-transactions';
import { depositRefusal } from '../limits/limit-enforcement';
import type { SepaAccountRequestDto } from './psp-dto';
import { checkMovement } from './psp-requests';
import { lineProblem } from '../text-rules';
import { ACCOUNT_HOLDER_MISMATCH } from '../../../core/domain/account-holder';
import { isPlayersAccount } from './account-holder-check';

const holderName = (holder: SepaAccountRequestDto['account_holder']) => ({
  firstName: String(holder.first_name),
  lastName: String(holder.last_name),
});

/**
 * Stores (or replaces) the player's SEPA account; only the masked IBAN is kept, like the seeded
 * ones. The bank's IBAN check starts (verification/iban-check.ts has the scenarios).
 */
export function storeSepaAccount(ctx: PlatformContext, record: PlayerRecord, body: SepaAccountRequestDto | null): void {
  const errors: AttributeErrors = {};
  const holder = body?.account_holder;
  // The holder's name goes on every payout: one line each, no control characters, 100 characters at most.
  const firstProblem = lineProblem(holder?.first_name);
  const lastProblem = lineProblem(holder?.last_name);
  if (firstProblem) addError(errors, 'account_holder.first_name', firstProblem);
  if (lastProblem) addError(errors, 'account_holder.last_name', lastProblem);
  // GlüStV: deposits by direct debit come from this account and payouts go to it, so it must be the
  // player's own (core/domain/account-holder.ts decides). The error names the holder as a whole.
  if (!firstProblem && !lastProblem && holder && !isPlayersAccount(record, holderName(holder)))
    addError(errors, 'account_holder', ACCOUNT_HOLDER_MISMATCH);
  const problem = ibanProblem(body?.iban);
  if (problem) addError(errors, 'iban', problem);
  // Field errors only: the form shows them at the fields (spec/2 §8).
  if (hasErrors(errors) || !body || !holder)
    throw new PlatformError(400, { global_errors: [], attribute_errors: errors });
  record.sepa_account = {
    account_holder: `${String(holder.first_name).trim()} ${String(holder.last_name).trim()}`,
    masked_iban: maskIban(body.iban),
  };
  startIbanCheck(record, body.iban, ctx.now);
}

/** POST /my/sepa_accounts/charge: a direct debit from the stored account; the fake PSP never refuses one. */
export function chargeSepa(
  ctx: PlatformContext,
  record: PlayerRecord,
  body: MonetaryTransactionDto | null,
): PaymentProcessedDto {
  const movement = checkMovement(body);
  const key = { movement, operation: 'sepa_charge', method: 'sepa_direct_debit' } as const;
  const previous = previousAttempt(ctx.state, record, key);
  // SEPA attempts are recorded only once paid, so a replay is always the same success.
  if (previous) return processedDto(previous);
  if (!record.sepa_account) throw rejected('sepa_account_missing');
  const refusal = depositRefusal(ctx, record, movement.amountCents);
  if (refusal) throw rejected(refusal);
  const attempt = newAttempt(record, key, ctx.now.toString());
  ctx.state.psp_attempts.push(attempt);
  authorise(ctx, attempt);
  return processedDto(attempt);
}
