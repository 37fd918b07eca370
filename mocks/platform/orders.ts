import type { OrderDto } from '../../adapters/http/wire/wallet.dto';
import type { Temporal } from '../../core/shared/temporal';
import { canonicalJson } from './canonical-json';
import { hasErrors, rejected } from './errors';
import { validateLineItems, type ValidatedLine } from './order-validation';
import { PlatformError } from './platform-api';
import { isAddictionLocked, unverifiedPlayWindowOver } from './players';
import type { Random } from './prng';
import { issueReceipt } from './receipts';
import type { PlatformState, PlayerRecord } from './state';
import { accountOf, balanceOf, book } from './wallet';

export interface OrderContext {
  state: PlatformState;
  random: Random;
  now: Temporal.Instant;
}

function checkShape(order: OrderDto): void {
  if (!order || typeof order !== 'object' || typeof order.id !== 'string' || order.id === '' || !Array.isArray(order.line_items)) {
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { id: ['required'], line_items: ['required'] } });
  }
}

/** POST /my/orders/validate: catalogue and price checks only; locks and funds are the purchase's business. */
export function validateOrder(order: OrderDto): ValidatedLine[] {
  checkShape(order);
  if (order.line_items.length === 0) throw rejected('empty_order');
  const { errors, lines } = validateLineItems(order);
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: [], attribute_errors: errors });
  return lines;
}

function checkPlayerMayBuy(record: PlayerRecord, now: Temporal.Instant): void {
  const { player } = record;
  if (player.locks.fraud_locked) throw rejected('player_fraud_locked');
  if (isAddictionLocked(player, now)) throw rejected('addiction_locked');
  if (unverifiedPlayWindowOver(player, now)) throw rejected('player_unverified');
}

/**
 * POST /my/orders. Idempotent by order id: a repeated identical order succeeds without a second
 * charge; the same id with another body is a conflict. Everything is checked before anything is
 * written, so a refused order leaves wallet and receipts untouched.
 */
export function placeOrder({ state, random, now }: OrderContext, record: PlayerRecord, order: OrderDto): void {
  checkShape(order);
  const fingerprint = canonicalJson({ player_id: record.player.id, order });
  const previous = state.orders.find((o) => o.id === order.id);
  if (previous) {
    if (previous.fingerprint === fingerprint) return;
    throw rejected('order_id_conflict');
  }
  const lines = validateOrder(order);
  checkPlayerMayBuy(record, now);

  const account = accountOf(state, record.player.id, 'common');
  const total = lines.reduce((sum, l) => sum + l.quote.totalCents, 0);
  const shortfall = total - balanceOf(account);
  const voucherIds: string[] = [];
  if (shortfall > 0) {
    if (order.payment_transaction_id === null || order.payment_transaction_id === undefined) throw rejected('insufficient_funds');
    // No PSP simulation yet: a payment transaction id is trusted to have paid the missing amount,
    // booked as a deposit so the ledger still adds up.
    const deposit = book(state, random, now, account, {
      direction: 'credit',
      amountCents: shortfall,
      externalReference: order.payment_transaction_id,
      comment: 'Einzahlung zum Kauf',
      voucherable: { type: 'deposit', payment_method: 'external', payment_provider: 'fake_psp', psp_reference: order.payment_transaction_id },
    });
    voucherIds.push(deposit.id);
  }
  const receipts = lines.map((line) => issueReceipt(state, random, now, record.player.id, order, line));
  const purchase = book(state, random, now, account, {
    direction: 'debit',
    amountCents: total,
    externalReference: order.id,
    comment: `Kauf von ${receipts.length} ${receipts.length === 1 ? 'Spielschein' : 'Spielscheinen'}`,
    voucherable: { type: 'purchase', order_id: order.id, receipt_numbers: receipts.map((r) => r.number) },
  });
  voucherIds.push(purchase.id);
  state.orders.push({
    id: order.id,
    player_id: record.player.id,
    fingerprint,
    created_at: now.toString(),
    receipt_ids: receipts.map((r) => r.id),
    voucher_ids: voucherIds,
  });
}
