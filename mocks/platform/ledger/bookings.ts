import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import { isAddictionLocked } from '../players';
import type { AccountKind, AccountRecord, PlayerRecord, VoucherRecord } from '../state';
import { accountOf, balanceOf, book, withdrawalsAllowed } from '../wallet';

/**
 * Bookings that several parts of the fake platform make: winnings (draws, dev controls, seed),
 * payouts (POST /my/withdrawal and the autowithdrawal). Every one goes through `book`, so each
 * balance stays the sum of its vouchers.
 */

export interface WinningInput {
  winningId: string;
  receiptNumber: string;
  productIdentifier: string;
  drawId: string;
  drawingTime: string;
  amountCents: number;
}

/** A lottery winning lands on the common account (payoutable), then the autowithdrawal may pay it out. */
export function bookLotteryWinning(ctx: PlatformContext, record: PlayerRecord, winning: WinningInput): VoucherRecord {
  const voucher = book(ctx.state, ctx.random, ctx.now, accountOf(ctx.state, record.player.id, 'common'), {
    direction: 'credit',
    amountCents: winning.amountCents,
    externalReference: winning.winningId,
    comment: `Gewinn Spielschein ${winning.receiptNumber}`,
    voucherable: {
      type: 'lottery_winning',
      winning_id: winning.winningId,
      receipt_number: winning.receiptNumber,
      product_identifier: winning.productIdentifier,
      drawing_time: winning.drawingTime,
      draw_id: winning.drawId,
    },
  });
  runAutowithdrawal(ctx, record);
  return voucher;
}

export interface WithdrawalInput {
  transactionId: string;
  amountCents: number;
  kind: AccountKind;
}

/**
 * A payout to the player's stored SEPA account (the only account in the player's name the
 * platform knows to be verified). Idempotent by transaction id: a replay of the same payout
 * returns the first booking, another amount or kind under the same id is a conflict.
 * Refusals are 400 with one global code: withdrawals_not_allowed (not fully verified or locked,
 * GlüStV), sepa_account_missing, insufficient_payoutable_balance.
 */
export function bookWithdrawal(
  ctx: PlatformContext,
  record: PlayerRecord,
  input: WithdrawalInput,
  automatic = false,
): VoucherRecord {
  const { state, random, now } = ctx;
  const previous = state.vouchers.find(
    (v) => v.external_reference === input.transactionId && v.voucherable.type === 'withdrawal',
  );
  if (previous) {
    const same =
      previous.player_id === record.player.id &&
      previous.kind === input.kind &&
      previous.amount.fractional === input.amountCents;
    if (!same) throw rejected('transaction_id_conflict');
    return previous;
  }
  if (!withdrawalsAllowed(record, isAddictionLocked(record.player, now))) throw rejected('withdrawals_not_allowed');
  const sepa = record.sepa_account;
  if (!sepa) throw rejected('sepa_account_missing');
  const account = accountOf(state, record.player.id, input.kind);
  if (input.amountCents > payoutableCents(account)) throw rejected('insufficient_payoutable_balance');
  return book(state, random, now, account, {
    direction: 'debit',
    amountCents: input.amountCents,
    externalReference: input.transactionId,
    comment: automatic ? 'Automatische Auszahlung' : 'Auszahlung',
    voucherable: { type: 'withdrawal', iban: sepa.masked_iban, account_holder: sepa.account_holder, automatic },
  });
}

/** What may be paid out: payoutable money, less any debt a chargeback left (ledger/adjustments.ts). */
export const payoutableCents = (account: AccountRecord): number =>
  Math.max(0, Math.min(account.payoutable, balanceOf(account)));

/**
 * GlüStV: an automatic payout above a chosen amount must exist. With a threshold set, payoutable
 * money on the common account above it is paid out at once, when payouts are allowed at all and
 * a SEPA account is stored; otherwise it waits for the next winning (or a manual withdrawal).
 */
export function runAutowithdrawal(ctx: PlatformContext, record: PlayerRecord): VoucherRecord | null {
  const threshold = record.limits.autowithdrawal_min_cents;
  if (threshold === null) return null;
  const account = accountOf(ctx.state, record.player.id, 'common');
  const excess = payoutableCents(account) - threshold;
  if (excess <= 0 || !record.sepa_account || !withdrawalsAllowed(record, isAddictionLocked(record.player, ctx.now)))
    return null;
  return bookWithdrawal(
    ctx,
    record,
    { transactionId: `auto-${ctx.random.uuid()}`, amountCents: excess, kind: 'common' },
    true,
  );
}
