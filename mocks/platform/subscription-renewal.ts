import type { PriceRequestDto, ReceiptDto } from '../../adapters/http/wire/lottery-store.dto';
import type { LineItemDto } from '../../adapters/http/wire/wallet.dto';
import { formatMoney, money } from '../../core/domain/money';
import { sendMail } from './account/mailbox';
import type { PlatformContext } from './context';
import { placeOrder } from './orders';
import { PlatformError } from './platform-api';
import { quotePrice } from './pricing';

type Totals = { stakeCents: number; totalCents: number };
import type { PlatformState } from './state';
import { stopSelection } from './subscriptions';
import { paymentMethodsOf } from './wallet';

/**
 * Dauerschein renewals: once the last draw of a subscription's period has passed, the next period
 * is bought from the wallet like any order (receipt, purchase voucher, limits and locks checked).
 * A refused renewal (too little money, a lock, a limit) stops the subscription; the player gets a
 * mail and the receipts carry the reason (`lottery_subscription_info.stopped_reason`).
 */
export interface RenewalDue {
  receipt: ReceiptDto;
  atMs: number;
}

const lastDrawMs = (receipt: ReceiptDto): number => Math.max(...receipt.draws.map((d) => Date.parse(d.drawing_time)));

/** The running periods: the newest receipt of each active subscription. */
function currentPeriods(state: PlatformState): ReceiptDto[] {
  const newest = new Map<string, ReceiptDto>();
  for (const receipt of state.receipts) {
    if (!receipt.lottery_subscription_info?.active) continue;
    const key = `${receipt.player_id}|${receipt.lottery_product_selection_id}`;
    const known = newest.get(key);
    if (!known || Date.parse(receipt.created_at) >= Date.parse(known.created_at)) newest.set(key, receipt);
  }
  return [...newest.values()];
}

/** The earliest period whose last draw lies at or before `untilMs`. */
export function nextRenewalDue(state: PlatformState, untilMs: number): RenewalDue | null {
  let due: RenewalDue | null = null;
  for (const receipt of currentPeriods(state)) {
    if (receipt.draws.length === 0) continue;
    const atMs = lastDrawMs(receipt);
    if (atMs <= untilMs && (!due || atMs < due.atMs)) due = { receipt, atMs };
  }
  return due;
}

/** The price request of the same ticket for another period: numbers, draw days, duration, add-ons and stake as before. */
function renewalRequest(receipt: ReceiptDto): PriceRequestDto {
  const { wager } = receipt;
  const events = wager.recurring_draw_events;
  const types = [...new Set(wager.number_fields.map((f) => f.type_identifier))];
  return {
    product_identifier: wager.product_identifier,
    quantity: 1,
    repetition_quantity: Math.max(1, Math.round(receipt.draws.length / Math.max(1, events.length))),
    number_fields: types.map((type) => ({
      type,
      quantity: wager.number_fields.filter((f) => f.type_identifier === type).length,
    })),
    recurring_draw_event_identifiers: [...events],
    addon_cachables: receipt.addon_lotteries.map(({ identifier }) => ({ identifier, quantity: 1 })),
    repetition_frequency: { ...wager.repetition_frequency },
    field_stake: wager.field_stake,
  };
}

function nextPeriodLine(receipt: ReceiptDto, request: PriceRequestDto, totals: Totals, label: string): LineItemDto {
  const { wager } = receipt;
  const price = { stake: money(totals.stakeCents), total: money(totals.totalCents) };
  return {
    id: `${receipt.lottery_product_selection_id}-renewal`,
    product_type: 'lottery_product_selection',
    product_identifier: wager.product_identifier,
    price: price.total,
    product_data: {
      id: receipt.lottery_product_selection_id,
      product_identifier: wager.product_identifier,
      price,
      ticket_numbers: [...wager.ticket_numbers],
      number_fields: wager.number_fields.map((f) => ({
        type_identifier: f.type_identifier,
        main_tips: [...f.main_tips],
        extra_tips: [...f.extra_tips],
      })),
      recurring_draw_event_identifiers: [...request.recurring_draw_event_identifiers],
      repetition_quantity: request.repetition_quantity,
      addon_lotteries: receipt.addon_lotteries.map(({ identifier }) => ({ identifier })),
      first_draw_date: null,
      repetition_frequency: { ...wager.repetition_frequency },
      field_stake: wager.field_stake,
      subscription: {
        payment_method_label: label,
        subscription_type: receipt.lottery_subscription_info?.subscription_type ?? 'weekly',
      },
    },
  };
}

const codeOf = (error: unknown): string => {
  if (!(error instanceof PlatformError)) throw error;
  return error.body.global_errors?.[0] ?? error.body.code ?? 'processing_failed';
};

function tellPlayer(
  ctx: PlatformContext,
  email: string,
  receipt: ReceiptDto,
  reason: string,
  totalCents: number | null,
) {
  const amount = totalCents === null ? '' : ` (${formatMoney(money(totalCents))})`;
  sendMail(ctx, {
    to: email,
    kind: 'subscription_stopped',
    subject: 'Ihr Dauerschein wurde beendet',
    text:
      reason === 'insufficient_funds'
        ? `Ihr Guthaben reichte nicht für die nächste Laufzeit Ihres Dauerscheins ${receipt.number}${amount}. Der Dauerschein wurde deshalb beendet; bereits gekaufte Ziehungen spielen weiter. Sie können ihn jederzeit neu spielen.`
        : `Ihr Dauerschein ${receipt.number} konnte nicht verlängert werden und wurde beendet; bereits gekaufte Ziehungen spielen weiter.`,
    link: `/kundenkonto/spielhistorie?open-modal=lottery_ticket_receipt&receipt=${receipt.number}`,
  });
}

/**
 * Buys the next period at `ctx.now` (the end of the last one); a refusal stops the subscription
 * and tells the player. Answers `renewed` or the refusal's code.
 */
export function renewSubscription(ctx: PlatformContext, receipt: ReceiptDto): string {
  const record = ctx.state.players.find((p) => p.player.id === receipt.player_id);
  const selection = receipt.lottery_product_selection_id;
  if (!record) return 'unknown_player';
  const methods = paymentMethodsOf(record);
  const label = (methods.find((m) => m.default) ?? methods[0])?.label ?? 'sepa_direct_debit';
  const period = ctx.state.receipts.filter(
    (r) => r.player_id === receipt.player_id && r.lottery_product_selection_id === selection,
  ).length;
  const request = renewalRequest(receipt);
  const quote = quotePrice(request);
  try {
    if (!quote.ok) throw new PlatformError(400, { global_errors: ['processing_failed'], attribute_errors: {} });
    placeOrder(ctx, record, {
      id: `renewal-${selection}-${period}`,
      line_items: [nextPeriodLine(receipt, request, quote.quote, label)],
      tracking_parameters: receipt.tracking_parameters,
      payment_transaction_id: null,
    });
    return 'renewed';
  } catch (error) {
    const reason = codeOf(error);
    stopSelection(ctx.state, receipt.player_id, selection, ctx.now, reason);
    tellPlayer(ctx, record.player.email, receipt, reason, quote.ok ? quote.quote.totalCents : null);
    return reason;
  }
}
