import type { LineItemDto, OrderDto, ProductDataDto } from '../../adapters/http/wire/wallet.dto';
import type { PriceRequestDto } from '../../adapters/http/wire/lottery-store.dto';
import { Temporal } from '../../core/shared/temporal';
import { CATALOGUE_SETTINGS, type ProductConfig } from './catalogue-config';
import { findProduct } from './catalogue';
import { addError, type AttributeErrors } from './errors';
import { quotePrice, type Quote } from './pricing';
import { berlinDate } from './schedule';

export interface ValidatedLine {
  line: LineItemDto;
  quote: Quote;
  /** Draws start on or after this Berlin date; null: the next draw on sale. */
  firstDrawDate: Temporal.PlainDate | null;
}

const PAYMENT_LABELS = ['sepa_direct_debit', 'paypal', 'adyen_credit_card', 'adyen_paypal'];
/** Price errors name request fields; on an order they belong to these product-data fields. */
const PRICE_KEY_TO_LINE_KEY: Record<string, string> = { addon_cachables: 'addon_lotteries', quantity: 'ticket_numbers' };

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
    } else if (!Array.isArray(field.main_tips) || !Array.isArray(field.extra_tips) || field.main_tips.length !== type.mainTips || field.extra_tips.length !== type.extraTips) {
      addError(errors, key, 'wrong_tip_count');
    } else if (!validNumbers(field.main_tips, type.mainTips, product.fields.mainPool) || !validNumbers(field.extra_tips, type.extraTips, product.fields.extraPool)) {
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

/** Accepts a date (YYYY-MM-DD) or an instant; undefined means "not a date". */
function parseFirstDrawDate(value: unknown): Temporal.PlainDate | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Temporal.PlainDate.from(value) : berlinDate(Temporal.Instant.from(value));
  } catch {
    return undefined;
  }
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
    addon_cachables: (Array.isArray(data.addon_lotteries) ? data.addon_lotteries : []).map((a) => ({ identifier: a?.identifier, quantity: 1 })),
    repetition_frequency: data.repetition_frequency ?? { quantity: 1, unit: product.repetition.unit },
    field_stake: data.field_stake ?? null,
  };
}

const sameCents = (money: { fractional: number; currency: string } | undefined, cents: number) =>
  money?.fractional === cents && money.currency === CATALOGUE_SETTINGS.currency;

function validateLine(line: LineItemDto, prefix: string, errors: AttributeErrors): ValidatedLine | null {
  const data = line?.product_data;
  if (!data || typeof data !== 'object') return (addError(errors, `${prefix}product_data`, 'required'), null);
  const before = Object.keys(errors).length;
  if (line.product_type !== 'lottery_product_selection') addError(errors, `${prefix}product_type`, 'invalid');
  const product = findProduct(String(data.product_identifier));
  if (!product) return (addError(errors, `${prefix}product_identifier`, 'unknown'), null);
  if (line.product_identifier !== data.product_identifier) addError(errors, `${prefix}product_identifier`, 'mismatch');
  checkNumberFields(product, data, errors, `${prefix}number_fields`);
  checkTicketNumbers(product, data, errors, `${prefix}ticket_numbers`);
  if (!Array.isArray(data.addon_lotteries)) addError(errors, `${prefix}addon_lotteries`, 'invalid');
  const firstDrawDate = parseFirstDrawDate(data.first_draw_date);
  if (firstDrawDate === undefined) addError(errors, `${prefix}first_draw_date`, 'invalid');
  const subscription = data.subscription;
  if (subscription && (!product.subscriptionTypes.includes(subscription.subscription_type) || !PAYMENT_LABELS.includes(subscription.payment_method_label))) {
    addError(errors, `${prefix}subscription`, 'not_offered');
  }
  const result = quotePrice(priceRequestOf(product, data));
  if (!result.ok) {
    for (const [key, codes] of Object.entries(result.errors)) {
      const lineKey = `${prefix}${PRICE_KEY_TO_LINE_KEY[key] ?? key}`;
      if (!errors[lineKey]) for (const code of codes) addError(errors, lineKey, code);
    }
    return null;
  }
  if (Object.keys(errors).length > before) return null;
  const { totalCents, stakeCents } = result.quote;
  // The client shows the price it asked for; if the server's price differs now, the player must see it first.
  if (!sameCents(line.price, totalCents) || !sameCents(data.price?.total, totalCents) || !sameCents(data.price?.stake, stakeCents)) {
    addError(errors, `${prefix}price`, 'price_changed');
    return null;
  }
  return { line, quote: result.quote, firstDrawDate: firstDrawDate ?? null };
}

/** Checks every line against the catalogue and the server's price; errors are keyed `line_items.{i}.*`. */
export function validateLineItems(order: OrderDto): { errors: AttributeErrors; lines: ValidatedLine[] } {
  const errors: AttributeErrors = {};
  const lines: ValidatedLine[] = [];
  order.line_items.forEach((line, index) => {
    const validated = validateLine(line, `line_items.${index}.`, errors);
    if (validated) lines.push(validated);
  });
  return { errors, lines };
}
