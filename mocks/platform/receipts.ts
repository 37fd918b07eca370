import type {
  ReceiptDrawDto,
  ReceiptDto,
  ReceiptListDto,
  ReceiptQueryDto,
  WagerDto,
} from '../../adapters/http/wire/lottery-store.dto';
import type { OrderDto } from '../../adapters/http/wire/wallet.dto';
import { isLotteryIdentifier } from '../../core/domain/lottery';
import { BERLIN, Temporal } from '../../core/shared/temporal';
import { ADDONS, CATALOGUE_SETTINGS, LOTTERIES } from './catalogue-config';
import { addError, hasErrors, type AttributeErrors } from './errors';
import type { ValidatedLine } from './order-validation';
import { PlatformError } from './platform-api';
import type { Random } from './prng';
import { drawIdOf, drawsFrom } from './schedule';
import type { PlatformState } from './state';
import { trackingParametersOf } from './text-rules';

const cents = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });
const byNumber = (a: number, b: number) => a - b;

/** Where the draws of a new ticket start: now, or the chosen first draw date if later. */
function drawsStart(now: Temporal.Instant, firstDrawDate: Temporal.PlainDate | null): Temporal.Instant {
  if (!firstDrawDate) return now;
  const startOfDay = firstDrawDate.toZonedDateTime({ timeZone: BERLIN }).toInstant();
  return Temporal.Instant.compare(startOfDay, now) > 0 ? startOfDay : now;
}

/** One lottery receipt per line item, as the platform issues it at purchase time. */
export function issueReceipt(
  state: PlatformState,
  random: Random,
  now: Temporal.Instant,
  playerId: string,
  order: OrderDto,
  { line, quote, firstDrawDate }: ValidatedLine,
): ReceiptDto {
  const data = line.product_data;
  const { product } = quote;
  const lottery = LOTTERIES[product.lottery];
  const chosenEvents = lottery.events.filter((e) => data.recurring_draw_event_identifiers.includes(e.identifier));
  const start = drawsStart(now, firstDrawDate);
  const slots = chosenEvents
    .flatMap((event) => drawsFrom(event, start, data.repetition_quantity))
    .sort((a, b) => Temporal.Instant.compare(a.drawingTime, b.drawingTime));
  const repetition = data.repetition_frequency ?? { quantity: 1, unit: product.repetition.unit };
  const wager: WagerDto = {
    id: random.uuid(),
    field_stake: data.field_stake ?? null,
    product_identifier: product.identifier,
    lottery_identifier: product.lottery,
    lottery_winnings: [],
    migrated_ticket: false,
    number_fields: data.number_fields.map((f) => ({
      id: random.uuid(),
      main_tips: [...f.main_tips].sort(byNumber),
      extra_tips: [...f.extra_tips].sort(byNumber),
      type_identifier: f.type_identifier,
    })),
    recurring_draw_events: chosenEvents.map((e) => e.identifier),
    special_draw_events: [],
    repetition_frequency: { ...repetition },
    ticket_numbers: [...data.ticket_numbers],
  };
  const addonWagers: WagerDto[] = data.addon_lotteries.map(({ identifier }) => {
    const addon = ADDONS[identifier as keyof typeof ADDONS];
    // Add-ons play the ticket number's last digits (Super 6: six, plus 5: five).
    return {
      ...wager,
      id: random.uuid(),
      field_stake: null,
      // Own arrays: each wager collects its own winnings.
      lottery_winnings: [],
      recurring_draw_events: [...wager.recurring_draw_events],
      repetition_frequency: { ...wager.repetition_frequency },
      product_identifier: addon.identifier,
      lottery_identifier: addon.lotteryIdentifier,
      number_fields: [],
      ticket_numbers: data.ticket_numbers.map((n) => n.slice(-addon.ticketNumberLength)),
    };
  });
  state.counters.receipt_number += 1;
  const receipt: ReceiptDto = {
    id: random.uuid(),
    active: true,
    addon_lotteries: data.addon_lotteries.map(({ identifier }) => ({ identifier })),
    wager,
    addon_wagers: addonWagers,
    draws: slots.map((slot) => pendingDraw(drawIdOf(product.lottery, slot), product.lottery, slot.drawingTime)),
    fee: cents(quote.feeCents),
    price: cents(quote.totalCents),
    lottery_product_selection_id: data.id || line.id,
    lottery_subscription_info: data.subscription
      ? { active: true, subscription_type: data.subscription.subscription_type }
      : null,
    number: `TW-${String(state.counters.receipt_number).padStart(8, '0')}`,
    player_id: playerId,
    // The order's shape was checked (orders.ts): flat, short string pairs or nothing.
    tracking_parameters: trackingParametersOf(order.tracking_parameters) ?? null,
    created_at: now.toString(),
    updated_at: now.toString(),
  };
  state.receipts.push(receipt);
  return receipt;
}

/** A draw of a new receipt: no result yet. GlücksSpirale alone is a ticket lottery, the others draw numbers. */
function pendingDraw(id: string, lottery: string, drawingTime: Temporal.Instant): ReceiptDrawDto {
  return {
    id,
    drawing_time: drawingTime.toString(),
    status: 'pending',
    lottery_identifier: lottery,
    lottery_type: lottery === 'gluecksspirale' ? 'ticket' : 'number',
    drawn_numbers: null,
    odds: [],
    addon_draws: [],
  };
}

/**
 * Epoch milliseconds of a stored ISO instant (always UTC, `Z`). Date.parse, not Temporal: the
 * polyfill's parser is too slow for sorting 10,000 receipts per request; milliseconds suffice.
 */
const epochMs = (iso: string): number => Date.parse(iso);

/**
 * A receipt as of `now`: past draws count as drawn and show their result once the draw is
 * settled (draws/settlement.ts); a receipt stays active while a draw is pending or a subscription runs.
 */
export function receiptView(
  receipt: ReceiptDto,
  now: Temporal.Instant,
  results: PlatformState['draw_results'],
): ReceiptDto {
  const view = structuredClone(receipt);
  const nowMs = now.epochMilliseconds;
  view.draws = view.draws.map((d) => {
    const status = epochMs(d.drawing_time) <= nowMs ? 'drawn' : 'pending';
    const result = status === 'drawn' ? results[d.id] : undefined;
    if (!result) return { ...d, status };
    const addonDraws = Object.entries(result.addon_numbers).map(([lottery, numbers]) => ({
      lottery_identifier: lottery,
      drawn_numbers: structuredClone(numbers),
    }));
    return {
      ...d,
      status,
      drawn_numbers: structuredClone(result.drawn_numbers),
      odds: structuredClone(result.odds),
      addon_draws: addonDraws,
    };
  });
  view.active = Boolean(view.lottery_subscription_info?.active) || view.draws.some((d) => d.status === 'pending');
  return view;
}

const CRITERIA = ['won', 'any_draws_pending'];
const SORT_ATTRIBUTES = ['created_at'];
const MAX_PAGE_LIMIT = 100;

function checkQuery(query: ReceiptQueryDto): void {
  const errors: AttributeErrors = {};
  if (query.criteria.some((c) => !CRITERIA.includes(c))) addError(errors, 'criteria', 'unknown');
  if (query.lottery_identifiers.some((l) => !isLotteryIdentifier(l)))
    addError(errors, 'lottery_identifiers', 'unknown');
  if (!Number.isSafeInteger(query.page_limit) || query.page_limit < 1 || query.page_limit > MAX_PAGE_LIMIT)
    addError(errors, 'page_limit', 'invalid');
  if (!Number.isSafeInteger(query.page_offset) || query.page_offset < 0) addError(errors, 'page_offset', 'invalid');
  if (query.sort_direction !== 'asc' && query.sort_direction !== 'desc') addError(errors, 'sort_direction', 'invalid');
  if (!SORT_ATTRIBUTES.includes(query.sort_attribute)) addError(errors, 'sort_attribute', 'invalid');
  if (hasErrors(errors)) throw new PlatformError(400, { global_errors: ['invalid_query'], attribute_errors: errors });
}

const hasWinnings = (r: ReceiptDto) => [r.wager, ...r.addon_wagers].some((w) => w.lottery_winnings.length > 0);
const hasPendingDraw = (r: ReceiptDto, nowMs: number) => r.draws.some((d) => epochMs(d.drawing_time) > nowMs);

/**
 * GET /my/lottery_receipts: all criteria must hold; ties on created_at fall back to the receipt
 * number. Filters and sorts the stored receipts and builds views only for the page asked for.
 */
export function queryReceipts(
  state: PlatformState,
  playerId: string,
  query: ReceiptQueryDto,
  now: Temporal.Instant,
): ReceiptListDto {
  checkQuery(query);
  const nowMs = now.epochMilliseconds;
  const number = query.number?.trim() ?? '';
  const matching = state.receipts.filter(
    (r) =>
      r.player_id === playerId &&
      (number === '' || r.number === number) &&
      (query.lottery_identifiers.length === 0 || query.lottery_identifiers.includes(r.wager.lottery_identifier)) &&
      (!query.criteria.includes('won') || hasWinnings(r)) &&
      (!query.criteria.includes('any_draws_pending') || hasPendingDraw(r, nowMs)),
  );
  const direction = query.sort_direction === 'desc' ? -1 : 1;
  const keyed = matching.map((r) => ({ r, at: epochMs(r.created_at) }));
  keyed.sort((a, b) => direction * (a.at - b.at || (a.r.number < b.r.number ? -1 : a.r.number > b.r.number ? 1 : 0)));
  const page = keyed
    .slice(query.page_offset, query.page_offset + query.page_limit)
    .map(({ r }) => receiptView(r, now, state.draw_results));
  return {
    lottery_receipts: query.include_draws ? page : page.map((r) => ({ ...r, draws: [] })),
    page_info: { total_count: matching.length },
  };
}
