import type { PriceRequestDto } from '../../adapters/http/wire/lottery-store.dto';
import { ADDONS, CATALOGUE_SETTINGS, LOTTERIES, type ProductConfig } from './catalogue-config';
import { findProduct } from './catalogue';
import { addError, hasErrors, type AttributeErrors } from './errors';

/** Server-side price of one ticket (line item); all integer cents. */
export interface Quote {
  product: ProductConfig;
  /** Number of draws the ticket plays: recurring events × repetition quantity. */
  draws: number;
  stakeCents: number;
  feeCents: number;
  totalCents: number;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; errors: AttributeErrors };

const isCount = (value: unknown, min = 1): value is number => Number.isSafeInteger(value) && (value as number) >= min;

/** n choose k with exact integers: every intermediate product is divisible. */
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Rows a field of this type plays: 1 for a normal field, C(n,6) for LOTTO system n, C(k,5)·C(m,2) for Eurojackpot. */
function rowsOf(product: ProductConfig, type: { mainTips: number; extraTips: number }): number {
  return binomial(type.mainTips, product.fields.base.main) * binomial(type.extraTips, product.fields.base.extra);
}

/** Stake of one draw for the main game, or null after recording why the request is invalid. */
function mainStakePerDraw(product: ProductConfig, request: PriceRequestDto, errors: AttributeErrors): number | null {
  const fields = Array.isArray(request.number_fields) ? request.number_fields : [];
  if (product.pricing.kind === 'per_ticket') {
    // Ticket lotteries (GlücksSpirale): `quantity` is the number of Lose; fields are not offered.
    if (fields.some((f) => f?.quantity !== 0)) addError(errors, 'number_fields', 'not_offered');
    if (!isCount(request.quantity) || request.quantity > product.ticketNumber.maxQuantity)
      addError(errors, 'quantity', 'invalid');
    return hasErrors(errors) ? null : request.quantity * product.pricing.ticketPriceCents;
  }
  if (request.quantity !== 1) addError(errors, 'quantity', 'invalid');
  let count = 0;
  let rows = 0;
  for (const field of fields) {
    const type = product.fields.types.find((t) => t.identifier === field?.type);
    if (!type) addError(errors, 'number_fields', 'unknown_type');
    else if (!isCount(field.quantity)) addError(errors, 'number_fields', 'invalid_quantity');
    else {
      count += field.quantity;
      rows += field.quantity * rowsOf(product, type);
    }
  }
  if (count === 0 && !errors['number_fields']) addError(errors, 'number_fields', 'required');
  if (count > product.fields.quantity) addError(errors, 'number_fields', 'too_many');

  if (product.pricing.kind === 'field_stake') {
    const stake = request.field_stake;
    if (!stake) addError(errors, 'field_stake', 'required');
    else if (stake.currency !== CATALOGUE_SETTINGS.currency || !product.fieldStakesCents.includes(stake.fractional)) {
      addError(errors, 'field_stake', 'not_offered');
    }
    return hasErrors(errors) || !stake ? null : count * stake.fractional;
  }
  if (request.field_stake != null) addError(errors, 'field_stake', 'not_offered');
  return hasErrors(errors) ? null : rows * product.pricing.rowPriceCents;
}

/** Add-on stake over all draws: GlücksSpirale, for one, plays only the Saturday draws. */
function addonStake(product: ProductConfig, request: PriceRequestDto, errors: AttributeErrors): number {
  const chosenEvents = Array.isArray(request.recurring_draw_event_identifiers)
    ? request.recurring_draw_event_identifiers
    : [];
  const addons = Array.isArray(request.addon_cachables) ? request.addon_cachables : [];
  const chosen = new Set(addons.map((a) => a?.identifier));
  if (chosen.size !== addons.length) addError(errors, 'addon_cachables', 'duplicate');
  let cents = 0;
  for (const addon of addons) {
    const offered = product.addons.find((id) => id === addon?.identifier);
    if (!offered) {
      addError(errors, 'addon_cachables', 'not_offered');
      continue;
    }
    const config = ADDONS[offered];
    if (!isCount(addon.quantity) || addon.quantity > product.ticketNumber.maxQuantity)
      addError(errors, 'addon_cachables', 'invalid_quantity');
    if (config.requires.some((required) => !chosen.has(required)))
      addError(errors, 'addon_cachables', 'requirements_not_met');
    const events = config.drawEvents ? chosenEvents.filter((e) => config.drawEvents!.includes(e)) : chosenEvents;
    if (config.drawEvents && events.length === 0) addError(errors, 'addon_cachables', 'no_matching_draw');
    const quantity = Number.isSafeInteger(addon.quantity) ? addon.quantity : 0;
    cents +=
      config.priceCents *
      quantity *
      events.length *
      (Number.isSafeInteger(request.repetition_quantity) ? request.repetition_quantity : 0);
  }
  return cents;
}

function drawCount(product: ProductConfig, request: PriceRequestDto, errors: AttributeErrors): number {
  const events = LOTTERIES[product.lottery].events.map((e) => e.identifier);
  const chosen = Array.isArray(request.recurring_draw_event_identifiers)
    ? request.recurring_draw_event_identifiers
    : [];
  if (chosen.length === 0) addError(errors, 'recurring_draw_event_identifiers', 'required');
  if (new Set(chosen).size !== chosen.length) addError(errors, 'recurring_draw_event_identifiers', 'duplicate');
  if (chosen.some((e) => !events.includes(e))) addError(errors, 'recurring_draw_event_identifiers', 'unknown');
  if (!product.repetition.quantities.includes(request.repetition_quantity))
    addError(errors, 'repetition_quantity', 'not_offered');
  // Only "every draw" repetition is sold: a frequency of 1 in the product's unit.
  const frequency = request.repetition_frequency;
  if (!frequency || frequency.unit !== product.repetition.unit || frequency.quantity !== 1) {
    addError(errors, 'repetition_frequency', 'not_offered');
  }
  return chosen.length * request.repetition_quantity;
}

/** POST /price and the order re-pricing share this: stake = main game × draws + add-ons × their draws; total adds the fee. */
export function quotePrice(request: PriceRequestDto): QuoteResult {
  const errors: AttributeErrors = {};
  const product = findProduct(typeof request?.product_identifier === 'string' ? request.product_identifier : '');
  if (!product) {
    addError(errors, 'product_identifier', 'unknown');
    return { ok: false, errors };
  }
  const main = mainStakePerDraw(product, request, errors);
  const addons = addonStake(product, request, errors);
  const draws = drawCount(product, request, errors);
  if (main === null || hasErrors(errors)) return { ok: false, errors };
  const stakeCents = main * draws + addons;
  const feeCents = CATALOGUE_SETTINGS.processingFeeCents;
  return { ok: true, quote: { product, draws, stakeCents, feeCents, totalCents: stakeCents + feeCents } };
}
