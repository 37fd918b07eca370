import type { LineItemDto, OrderDto, ProductDataDto } from '../../adapters/http/wire/wallet.dto';
import type { PriceRequestDto } from '../../adapters/http/wire/lottery-store.dto';
import { BERLIN, Temporal } from '../../core/shared/temporal';
import { CATALOGUE_SETTINGS, LOTTERIES, type ProductConfig } from './catalogue-config';
import { findProduct } from './catalogue';
import { addError, type AttributeErrors } from './errors';
import { quotePrice, type Quote } from './pricing';
import { berlinDate, drawAtOrAfter } from './schedule';
import { hasControlCharacters, MAX_ID_LENGTH } from './text-rules';

export interface ValidatedLine {
  line: LineItemDto;
  quote: Quote;
  /** Draws start on or after this Berlin date; null: the next draw on sale. */
  firstDrawDate: Temporal.PlainDate | null;
}

/** What a line is checked against besides the catalogue. */
export interface OrderRules {
  now: Temporal.Instant;
  /** Labels of the player's available payment methods: a subscription renews with one of them. */
  paymentLabels: readonly string[];
}

/** Price errors name request fields; on an order they belong to these product-data fields. */
const PRICE_KEY_TO_LINE_KEY: Record<string, string> = {
  addon_cachables: 'addon_lotteries',
  quantity: 'ticket_numbers',
};

function validNumbers(numbers: unknown, count: number, pool: number): boolean {
  if (!Array.isArray(numbers) || numbers.length !== count) return false;
  return new Set(numbers).size === count && numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= pool);
}

function checkNumberFields(product: ProductConfig, data: ProductDataDto, errors: AttributeErrors, key: string): void {
  const fields: unknown = data.number_fields;
  if (!Array.isArray(fields)) return addError(errors, key, 'required');
  if (product.fields.quantity === 0) {
    if (fields.length > 0) addError(errors, key, 'not_offered');
    return;
  }
  if (fields.length === 0) addError(errors, key, 'required');
  if (fields.length > product.fields.quantity) addError(errors, key, 'too_many');
  for (const field of fields as ProductDataDto['number_fields']) {
    const type = product.fields.types.find((t) => t.identifier === field?.type_identifier);
    if (!type) {
      addError(errors, key, 'unknown_type');
    } else if (
      !Array.isArray(field.main_tips) ||
      !Array.isArray(field.extra_tips) ||
      field.main_tips.length !== type.mainTips ||
      field.extra_tips.length !== type.extraTips
    ) {
      addError(errors, key, 'wrong_tip_count');
    } else if (
      !validNumbers(field.main_tips, type.mainTips, product.fields.mainPool) ||
      !validNumbers(field.extra_tips, type.extraTips, product.fields.extraPool)
    ) {
      addError(errors, key, 'invalid_numbers');
    }
  }
}

function checkTicketNumbers(product: ProductConfig, data: ProductDataDto, errors: AttributeErrors, key: string): void {
  const numbers: unknown = data.ticket_numbers;
  if (!Array.isArray(numbers) || numbers.length === 0) return addError(errors, key, 'required');
  if (numbers.length > product.ticketNumber.maxQuantity) addError(errors, key, 'too_many');
  const pattern = new RegExp(`^\\d{${product.ticketNumber.length}}$`);
  if (!numbers.every((n) => typeof n === 'string' && pattern.test(n))) addError(errors, key, 'invalid');
  if (new Set(numbers).size !== numbers.length) addError(errors, key, 'duplicate');
}

interface FirstDraw {
  /** Berlin date the draws start on (receipts). */
  date: Temporal.PlainDate;
  /** The picked drawing: its time, or the start of the picked day. */
  from: Temporal.Instant;
}

/** Accepts an instant (the picked drawing's time) or a date (YYYY-MM-DD); undefined means "not a date". */
function parseFirstDrawDate(value: unknown): FirstDraw | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  try {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const date = Temporal.PlainDate.from(value);
      return { date, from: date.toZonedDateTime({ timeZone: BERLIN }).toInstant() };
    }
    const from = Temporal.Instant.from(value);
    return { date: berlinDate(from), from };
  } catch {
    return undefined;
  }
}

/** The picked first drawing (earliest of the chosen events from `from` on) is no longer on sale. */
function saleStopped(product: ProductConfig, data: ProductDataDto, first: FirstDraw, now: Temporal.Instant): boolean {
  const slots = LOTTERIES[product.lottery].events
    .filter((e) => data.recurring_draw_event_identifiers.includes(e.identifier))
    .map((e) => drawAtOrAfter(e, first.from))
    .sort((a, b) => Temporal.Instant.compare(a.drawingTime, b.drawingTime));
  const firstSlot = slots[0];
  return firstSlot !== undefined && Temporal.Instant.compare(firstSlot.saleStopTime, now) <= 0;
}

function checkSubscription(
  product: ProductConfig,
  data: ProductDataDto,
  rules: OrderRules,
  errors: AttributeErrors,
  key: string,
): void {
  const subscription: unknown = data.subscription;
  if (subscription === null || subscription === undefined) return;
  const { subscription_type: type, payment_method_label: label } = (
    typeof subscription === 'object' ? subscription : {}
  ) as Record<string, unknown>;
  if (typeof type !== 'string' || typeof label !== 'string') return addError(errors, key, 'invalid');
  if (!product.subscriptionTypes.includes(type)) addError(errors, key, 'not_offered');
  if (!rules.paymentLabels.includes(label)) addError(errors, key, 'payment_method_unavailable');
}

function priceRequestOf(product: ProductConfig, data: ProductDataDto): PriceRequestDto {
  const perType = new Map<string, number>();
  for (const field of Array.isArray(data.number_fields) ? data.number_fields : []) {
    perType.set(field?.type_identifier, (perType.get(field?.type_identifier) ?? 0) + 1);
  }
  const tickets = Array.isArray(data.ticket_numbers) ? data.ticket_numbers.length : 0;
  return {
    product_identifier: product.identifier,
    quantity: product.pricing.kind === 'per_ticket' ? tickets : 1,
    repetition_quantity: data.repetition_quantity,
    number_fields: [...perType].map(([type, quantity]) => ({ type, quantity })),
    recurring_draw_event_identifiers: data.recurring_draw_event_identifiers,
    addon_cachables: (Array.isArray(data.addon_lotteries) ? data.addon_lotteries : []).map((a) => ({
      identifier: a?.identifier,
      quantity: 1,
    })),
    repetition_frequency: data.repetition_frequency ?? { quantity: 1, unit: product.repetition.unit },
    field_stake: data.field_stake ?? null,
  };
}

const isLineId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_ID_LENGTH && !hasControlCharacters(value);

const sameCents = (money: { fractional: number; currency: string } | undefined, cents: number) =>
  money?.fractional === cents && money.currency === CATALOGUE_SETTINGS.currency;

function validateLine(
  line: LineItemDto,
  prefix: string,
  rules: OrderRules,
  errors: AttributeErrors,
): ValidatedLine | null {
  const data = line?.product_data;
  if (!data || typeof data !== 'object') return (addError(errors, `${prefix}product_data`, 'required'), null);
  const before = Object.keys(errors).length;
  if (line.product_type !== 'lottery_product_selection') addError(errors, `${prefix}product_type`, 'invalid');
  // Receipts keep these ids: short, one line.
  if (!isLineId(line.id)) addError(errors, `${prefix}id`, 'invalid');
  if (data.id !== undefined && data.id !== '' && !isLineId(data.id))
    addError(errors, `${prefix}product_data.id`, 'invalid');
  const product = findProduct(String(data.product_identifier));
  if (!product) return (addError(errors, `${prefix}product_identifier`, 'unknown'), null);
  if (line.product_identifier !== data.product_identifier) addError(errors, `${prefix}product_identifier`, 'mismatch');
  checkNumberFields(product, data, errors, `${prefix}number_fields`);
  checkTicketNumbers(product, data, errors, `${prefix}ticket_numbers`);
  if (!Array.isArray(data.addon_lotteries)) addError(errors, `${prefix}addon_lotteries`, 'invalid');
  const firstDraw = parseFirstDrawDate(data.first_draw_date);
  if (firstDraw === undefined) addError(errors, `${prefix}first_draw_date`, 'invalid');
  checkSubscription(product, data, rules, errors, `${prefix}subscription`);
  const result = quotePrice(priceRequestOf(product, data));
  if (!result.ok) {
    for (const [key, codes] of Object.entries(result.errors)) {
      const lineKey = `${prefix}${PRICE_KEY_TO_LINE_KEY[key] ?? key}`;
      if (!errors[lineKey]) for (const code of codes) addError(errors, lineKey, code);
    }
    return null;
  }
  // Only now are the draw events known to be valid.
  if (firstDraw && saleStopped(product, data, firstDraw, rules.now))
    addError(errors, `${prefix}first_draw_date`, 'sale_stopped');
  if (Object.keys(errors).length > before) return null;
  const { totalCents, stakeCents } = result.quote;
  // The client shows the price it asked for; if the server's price differs now, the player must see it first.
  if (
    !sameCents(line.price, totalCents) ||
    !sameCents(data.price?.total, totalCents) ||
    !sameCents(data.price?.stake, stakeCents)
  ) {
    addError(errors, `${prefix}price`, 'price_changed');
    return null;
  }
  return { line, quote: result.quote, firstDrawDate: firstDraw?.date ?? null };
}

/** Checks every line against the catalogue, the sale stops and the server's price; errors are keyed `line_items.{i}.*`. */
export function validateLineItems(
  order: OrderDto,
  rules: OrderRules,
): { errors: AttributeErrors; lines: ValidatedLine[] } {
  const errors: AttributeErrors = {};
  const lines: ValidatedLine[] = [];
  order.line_items.forEach((line, index) => {
    const validated = validateLine(line, `line_items.${index}.`, rules, errors);
    if (validated) lines.push(validated);
  });
  return { errors, lines };
}
