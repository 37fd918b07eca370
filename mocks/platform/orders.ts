import type { OrderDto } from '../../adapters/http/wire/wallet.dto';
import type { Temporal } from '../../core/shared/temporal';
import { sha256Hex } from './account/sha256';
import { canonicalJson } from './canonical-json';
import type { PlatformContext } from './context';
import { hasErrors, rejected } from './errors';
import { checkGamblingPermission } from './gambling-permission';
import { validateLineItems, type ValidatedLine } from './order-validation';
import { PlatformError } from './platform-api';
import { isAddictionLocked, unverifiedPlayWindowOver } from './players';
import { paymentForOrder } from './psp/payment-transactions';
import { issueReceipt } from './receipts';
import { exceedsPurchaseLimit } from './limits/limit-enforcement';
import type { PlayerRecord } from './state';
import { hasControlCharacters, MAX_ID_LENGTH, trackingParametersOf } from './text-rules';
import { accountOf, balanceOf, book, paymentMethodsOf } from './wallet';
import { markChanged } from './state-journal';
import { checkCoolingOff, checkOasis } from './oasis/oasis';

export type OrderContext = PlatformContext;

/** More line items than any basket holds: refused before any of them is priced. */
export const MAX_LINE_ITEMS = 50;

const isReference = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH && !hasControlCharacters(value);

function checkShape(order: OrderDto): void {
  if (!order || typeof order !== 'object' || !isReference(order.id) || !Array.isArray(order.line_items)) {
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { id: ['required'], line_items: ['required'] },
    });
  }
  const errors: Record<string, string[]> = {};
  if (order.line_items.length > MAX_LINE_ITEMS) errors['line_items'] = ['too_many'];
  if (trackingParametersOf(order.tracking_parameters) === undefined) errors['tracking_parameters'] = ['invalid'];
  const payment: unknown = order.payment_transaction_id;
  if (payment !== null && payment !== undefined && !isReference(payment))
    errors['payment_transaction_id'] = ['invalid'];
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: errors });
}

/** POST /my/orders/validate: catalogue, sale stops, subscriptions and price; locks and funds are the purchase's business. */
export function validateOrder(order: OrderDto, record: PlayerRecord, now: Temporal.Instant): ValidatedLine[] {
  checkShape(order);
  if (order.line_items.length === 0) throw rejected('empty_order');
  const paymentLabels = paymentMethodsOf(record).map((m) => m.label);
  const { errors, lines } = validateLineItems(order, { now, paymentLabels });
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: [], attribute_errors: errors });
  return lines;
}

function checkPlayerMayBuy(record: PlayerRecord, now: Temporal.Instant): void {
  const { player } = record;
  if (player.locks.fraud_locked) throw rejected('player_fraud_locked');
  // A verification lock (ident found the player under 18) bars play like missing verification.
  if (player.locks.verification_locked) throw rejected('player_unverified');
  if (isAddictionLocked(player, now)) throw rejected('addiction_locked');
  // LOTTERY-RULES §7: unverified players may play for 72 hours after registration only.
  if (unverifiedPlayWindowOver(player, now)) throw rejected('verification_expired');
}

/**
 * POST /my/orders. Idempotent by order id: a repeated identical order succeeds without a second
 * charge; the same id with another body is a conflict. Everything is checked before anything is
 * written, so a refused order leaves wallet, receipts and payment transactions untouched.
 * A named payment transaction already put its money on the wallet (deposit); the order still
 * pays from the balance and uses the transaction up.
 */
export function placeOrder(
  context: OrderContext,
  record: PlayerRecord,
  order: OrderDto,
  /** The player's own order (not a Dauerschein renewal): the 5-minute wait for KENO applies. */
  byPlayer = false,
): void {
  const { state, random, now } = context;
  checkShape(order);
  // A digest: the same id must come with the same body, but the state need not keep the body.
  const fingerprint = sha256Hex(canonicalJson({ player_id: record.player.id, order }));
  const previous = state.orders.find((o) => o.id === order.id);
  if (previous) {
    if (previous.fingerprint === fingerprint) return;
    throw rejected('order_id_conflict');
  }
  const lines = validateOrder(order, record, now);
  checkPlayerMayBuy(record, now);
  checkOasis(record, order, now);
  checkGamblingPermission(record, order);
  if (byPlayer) checkCoolingOff(record, order, now);
  const payment =
    order.payment_transaction_id == null
      ? null
      : paymentForOrder(state, record.player.id, order.payment_transaction_id);

  const account = accountOf(state, record.player.id, 'common');
  const total = lines.reduce((sum, l) => sum + l.quote.totalCents, 0);
  // A chargeback can leave a debt (ledger/adjustments.ts): no purchases until it is paid.
  if (balanceOf(account) < 0) throw rejected('player_negative_balance');
  if (exceedsPurchaseLimit(context, record, total)) throw rejected('purchase_limit');
  if (total > balanceOf(account)) throw rejected('insufficient_funds');
  const receipts = lines.map((line) => issueReceipt(state, random, now, record.player.id, order, line));
  const purchase = book(state, random, now, account, {
    direction: 'debit',
    amountCents: total,
    externalReference: order.id,
    comment: `Kauf von ${receipts.length} ${receipts.length === 1 ? 'Spielschein' : 'Spielscheinen'}`,
    voucherable: {
      type: 'purchase',
      order_id: order.id,
      receipt_numbers: receipts.map((r) => r.number),
      wagers: receipts.map((r) => ({
        product_identifier: r.wager.product_identifier,
        receipt_number: r.number,
        drawing_times: r.draws.map((d) => d.drawing_time),
      })),
    },
  });
  if (payment) {
    payment.used = true;
    payment.used_by_order_id = order.id;
    markChanged(state, 'payment_transactions', payment);
  }
  state.orders.push({
    id: order.id,
    player_id: record.player.id,
    fingerprint,
    created_at: now.toString(),
    receipt_ids: receipts.map((r) => r.id),
    voucher_ids: [purchase.id],
  });
}
