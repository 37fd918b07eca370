import type { PlatformContext } from '../context';
import { addError, hasErrors, rejected, type AttributeErrors } from '../errors';
import { PlatformError } from '../platform-api';
import { findPlayerByEmail } from '../players';
import type { AccountKind, AccountRecord, PlayerRecord, VoucherRecord } from '../state';
import { accountOf, balanceOf, book } from '../wallet';
import type { LedgerAmountBodyDto, LedgerVoucherBodyDto } from './ledger-dto';
import { lineProblem } from '../text-rules';
import { markChanged } from '../state-journal';

/**
 * Back-office bookings (developer controls `/__fake/ledger/*`). Chargebacks may drive a balance
 * below zero: the bank has the money back whatever the wallet holds, so the debt stays on the
 * not-payoutable part; purchases answer `player_negative_balance` and payouts net the debt until
 * a deposit or winning covers it (docs/decisions.md "Ledger"). Every other debit needs funds.
 */

export const DEFAULT_CHARGEBACK_FEE_CENTS = 500;
const MAX_REASON_LENGTH = 200;

const invalid = (errors: AttributeErrors) =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: errors });
const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function reasonOf(body: { reason?: unknown }, fallback: string, errors: AttributeErrors): string {
  const reason = body.reason;
  if (reason === undefined || reason === null || reason === '') return fallback;
  if (lineProblem(reason, MAX_REASON_LENGTH)) addError(errors, 'reason', 'invalid');
  return typeof reason === 'string' ? reason.trim() : fallback;
}

export function playerByEmail(ctx: PlatformContext, email: unknown, errors: AttributeErrors): PlayerRecord | null {
  if (typeof email !== 'string' || email.trim() === '') {
    addError(errors, 'email', 'required');
    return null;
  }
  const record = findPlayerByEmail(ctx.state.players, email.trim());
  if (!record) addError(errors, 'email', 'unknown');
  return record ?? null;
}

interface AmountInput {
  record: PlayerRecord;
  account: AccountRecord;
  amountCents: number;
  reason: string;
}

function amountInput(ctx: PlatformContext, body: LedgerAmountBodyDto | null, fallbackReason: string): AmountInput {
  const errors: AttributeErrors = {};
  const input = (body ?? {}) as Partial<LedgerAmountBodyDto>;
  const record = playerByEmail(ctx, input.email, errors);
  if (!isCents(input.amount_cents)) addError(errors, 'amount_cents', 'invalid');
  const kind: AccountKind = input.kind ?? 'common';
  if (kind !== 'common' && kind !== 'games') addError(errors, 'kind', 'invalid');
  const reason = reasonOf(input, fallbackReason, errors);
  if (hasErrors(errors) || !record) throw invalid(errors);
  return {
    record,
    account: accountOf(ctx.state, record.player.id, kind),
    amountCents: input.amount_cents as number,
    reason,
  };
}

/** Kulanzgutschrift: money for playing, not payoutable (wallet.ts). */
export function creditGoodwill(ctx: PlatformContext, body: LedgerAmountBodyDto | null): VoucherRecord[] {
  const { account, amountCents, reason } = amountInput(ctx, body, 'Kulanz');
  return [
    book(ctx.state, ctx.random, ctx.now, account, {
      direction: 'credit',
      amountCents,
      comment: 'Kulanzgutschrift',
      voucherable: { type: 'goodwill_credit', reason, locked: false },
    }),
  ];
}

/** Korrekturbelastung: only up to the balance (`insufficient_funds` otherwise). */
export function debitCorrection(ctx: PlatformContext, body: LedgerAmountBodyDto | null): VoucherRecord[] {
  const { account, amountCents, reason } = amountInput(ctx, body, 'Korrektur');
  if (amountCents > balanceOf(account)) throw rejected('insufficient_funds');
  return [
    book(ctx.state, ctx.random, ctx.now, account, {
      direction: 'debit',
      amountCents,
      comment: 'Korrekturbelastung',
      voucherable: { type: 'manual_correction_debit', reason, locked: false },
    }),
  ];
}

/** The player's booking with that number; its type must be one of `types`, and it must not be reversed yet. */
function voucherInput(
  ctx: PlatformContext,
  body: LedgerVoucherBodyDto | null,
  types: readonly VoucherRecord['voucherable']['type'][],
  fallbackReason: string,
) {
  const errors: AttributeErrors = {};
  const input = (body ?? {}) as Partial<LedgerVoucherBodyDto>;
  const record = playerByEmail(ctx, input.email, errors);
  const reason = reasonOf(input, fallbackReason, errors);
  let voucher: VoucherRecord | undefined;
  if (typeof input.voucher_number !== 'string' || input.voucher_number === '')
    addError(errors, 'voucher_number', 'required');
  else if (record) {
    voucher = ctx.state.vouchers.find((v) => v.number === input.voucher_number && v.player_id === record.player.id);
    if (!voucher) addError(errors, 'voucher_number', 'unknown');
    else if (!types.includes(voucher.voucherable.type)) addError(errors, 'voucher_number', 'wrong_type');
    else if (voucher.reversed) addError(errors, 'voucher_number', 'already_reversed');
  }
  if (hasErrors(errors) || !record || !voucher) throw invalid(errors);
  const account = ctx.state.accounts.find((a) => a.id === voucher.account_id);
  if (!account) throw new Error(`Voucher ${voucher.number} has no account`);
  return { record, voucher, account, reason, input };
}

/** Rücklastschrift: the deposit goes back (reversal, may overdraw) and the bank's fee follows. */
export function chargeBack(ctx: PlatformContext, body: LedgerVoucherBodyDto | null): VoucherRecord[] {
  const { voucher, account, reason, input } = voucherInput(ctx, body, ['deposit'], 'Rücklastschrift der Bank');
  const fee = input.fee_cents ?? DEFAULT_CHARGEBACK_FEE_CENTS;
  if (typeof fee !== 'number' || !Number.isSafeInteger(fee) || fee < 0) throw invalid({ fee_cents: ['invalid'] });
  const psp = voucher.voucherable.type === 'deposit' ? voucher.voucherable.psp_reference : null;
  voucher.reversed = true;
  markChanged(ctx.state, 'vouchers', voucher);
  const booked = [
    book(ctx.state, ctx.random, ctx.now, account, {
      direction: 'debit',
      amountCents: voucher.amount.fractional,
      mayOverdraw: true,
      externalReference: psp,
      comment: `Rücklastschrift zur Einzahlung ${voucher.number}`,
      voucherable: {
        type: 'reversal',
        reversal_type: 'chargeback',
        processed: true,
        reason,
        reversed_voucher_id: voucher.id,
      },
    }),
  ];
  if (fee > 0) {
    booked.push(
      book(ctx.state, ctx.random, ctx.now, account, {
        direction: 'debit',
        amountCents: fee,
        mayOverdraw: true,
        externalReference: psp,
        comment: `Rücklastschriftgebühr zur Einzahlung ${voucher.number}`,
        voucherable: { type: 'chargeback_fee', reason, locked: false },
      }),
    );
  }
  return booked;
}

/** A payout the bank could not carry out: the money comes back, payoutable as before (wallet.ts). */
export function cancelWithdrawal(ctx: PlatformContext, body: LedgerVoucherBodyDto | null): VoucherRecord[] {
  const { voucher, account, reason } = voucherInput(ctx, body, ['withdrawal'], 'Auszahlung storniert');
  voucher.reversed = true;
  markChanged(ctx.state, 'vouchers', voucher);
  return [
    book(ctx.state, ctx.random, ctx.now, account, {
      direction: 'credit',
      amountCents: voucher.amount.fractional,
      externalReference: voucher.external_reference,
      comment: `Stornierung der Auszahlung ${voucher.number}`,
      voucherable: {
        type: 'reversal',
        reversal_type: 'cancellation',
        processed: true,
        reason,
        reversed_voucher_id: voucher.id,
      },
    }),
  ];
}

/** Flags a deposit for refund to its payment method; no money moves yet. Marking twice changes nothing. */
export function markForRefund(ctx: PlatformContext, body: LedgerVoucherBodyDto | null): VoucherRecord[] {
  const { voucher } = voucherInput(ctx, body, ['deposit'], '');
  voucher.marked_for_refund = true;
  markChanged(ctx.state, 'vouchers', voucher);
  return [voucher];
}

/** Teilerstattung of a purchase (e.g. a cancelled draw): at most what is left of the purchase. */
export function refundPurchasePartially(ctx: PlatformContext, body: LedgerVoucherBodyDto | null): VoucherRecord[] {
  const { voucher, account, reason, input } = voucherInput(ctx, body, ['purchase'], 'Teilerstattung');
  if (voucher.voucherable.type !== 'purchase') throw new Error('unreachable');
  const orderId = voucher.voucherable.order_id;
  const refunded = ctx.state.vouchers
    .filter((v) => v.voucherable.type === 'purchase_partial_refund' && v.voucherable.order_id === orderId)
    .reduce((sum, v) => sum + v.amount.fractional, 0);
  const amount = input.amount_cents;
  if (!isCents(amount)) throw invalid({ amount_cents: ['invalid'] });
  if (amount > voucher.amount.fractional - refunded) throw invalid({ amount_cents: ['exceeds_purchase'] });
  return [
    book(ctx.state, ctx.random, ctx.now, account, {
      direction: 'credit',
      amountCents: amount,
      externalReference: orderId,
      comment: `Teilerstattung zum Kauf ${voucher.number}`,
      voucherable: { type: 'purchase_partial_refund', order_id: orderId, reason, locked: false },
    }),
  ];
}
