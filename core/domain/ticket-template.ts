import { equals, type Money } from './money';
import { isProductIdentifier, type AddonIdentifier, type ProductDefinition } from './lottery';
import { productRules } from './product-rules';
import type { Receipt } from './receipt';
import { fieldTypeForCounts, largestCounts } from './system';
import type { NumberField, TicketConfig } from './ticket';
import { withMinimumFields } from './ticket-edit';

/**
 * What refills a ticket screen (a Meine-Zahlen tip, a receipt played again): numbers, field type,
 * Losnummern, add-ons, draw days, duration and KENO stake. No Dauerschein: a subscription books
 * money every period, so it is always the player's own choice on the ticket (docs/decisions.md).
 */
export type TicketTemplate = Omit<TicketConfig, 'subscription'>;

const isEmptyField = (f: NumberField) => f.main.length === 0 && f.extra.length === 0;

/** A ticket screen's configuration as a template: empty fields are left out. */
export function templateOf(config: TicketConfig): TicketTemplate {
  return {
    productIdentifier: config.productIdentifier,
    fieldTypeIdentifier: config.fieldTypeIdentifier,
    fields: config.fields.filter((f) => !isEmptyField(f)).map((f) => ({ main: [...f.main], extra: [...f.extra] })),
    ticketNumbers: config.ticketNumbers.filter((n) => n !== ''),
    addons: [...config.addons],
    drawEvents: [...config.drawEvents],
    repetitionQuantity: config.repetitionQuantity,
    fieldStake: config.fieldStake,
  };
}

/** What a receipt played, to play it again. */
export function templateOfReceipt(receipt: Receipt): TicketTemplate {
  return {
    productIdentifier: receipt.productIdentifier,
    fieldTypeIdentifier: receipt.numberFields[0]?.typeIdentifier ?? null,
    fields: receipt.numberFields.map((f) => ({ main: [...f.mainTips], extra: [...f.extraTips] })),
    ticketNumbers: [...receipt.ticketNumbers],
    addons: [...receipt.addonLotteries],
    drawEvents: [...receipt.recurringDrawEvents],
    repetitionQuantity: receipt.repetition.quantity,
    fieldStake: receipt.fieldStake,
  };
}

/** Something to play: a crossed number, or (GlücksSpirale, which has no fields) a Los. */
export const templateHasTips = (template: TicketTemplate): boolean =>
  template.fields.some((f) => !isEmptyField(f)) ||
  (productRules(template.productIdentifier).kind === 'lose' && template.ticketNumbers.length > 0);

// Shape limits for stored templates: far above any product, low enough that hostile storage stays cheap.
const MAX_FIELDS = 20;
const MAX_NUMBERS = 20;
const MAX_TICKET_NUMBERS = 20;
const MAX_EVENTS = 7;
const ADDONS: readonly AddonIdentifier[] = ['spiel77', 'super6', 'plus5', 'gluecksspirale'];
const IDENTIFIER = /^[a-z0-9_]{1,40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function numbersOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > MAX_NUMBERS) return null;
  return value.every((n) => Number.isInteger(n) && n >= 1 && n <= 100) ? (value as number[]) : null;
}

function fieldOf(value: unknown): NumberField | null {
  if (!isRecord(value)) return null;
  const main = numbersOf(value.main);
  const extra = numbersOf(value.extra);
  return main && extra ? { main, extra } : null;
}

function moneyOf(value: unknown): Money | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !Number.isSafeInteger(value.fractional) || typeof value.currency !== 'string')
    return undefined;
  if (!/^[A-Z]{3}$/.test(value.currency) || (value.fractional as number) < 0) return undefined;
  return { fractional: value.fractional as number, currency: value.currency };
}

const stringsOf = (value: unknown, max: number, pattern: RegExp): string[] | null =>
  Array.isArray(value) && value.length <= max && value.every((s) => typeof s === 'string' && pattern.test(s))
    ? (value as string[])
    : null;

/**
 * A template read from storage or a hand-over, or null when it is not one: browser storage may
 * hold anything (an old version, another site's script, a hand edit), and nothing of it may crash the page.
 */
export function parseTicketTemplate(value: unknown): TicketTemplate | null {
  if (!isRecord(value) || typeof value.productIdentifier !== 'string') return null;
  if (!isProductIdentifier(value.productIdentifier)) return null;
  const type = value.fieldTypeIdentifier;
  if (type !== null && !(typeof type === 'string' && IDENTIFIER.test(type))) return null;
  if (!Array.isArray(value.fields) || value.fields.length > MAX_FIELDS) return null;
  const fields = value.fields.map(fieldOf);
  const ticketNumbers = stringsOf(value.ticketNumbers, MAX_TICKET_NUMBERS, /^\d{1,12}$/);
  const addons = stringsOf(value.addons, ADDONS.length, /^[a-z0-9]{1,20}$/);
  const drawEvents = stringsOf(value.drawEvents, MAX_EVENTS, IDENTIFIER);
  const repetition = value.repetitionQuantity;
  const fieldStake = moneyOf(value.fieldStake);
  if (fields.some((f) => f === null) || !ticketNumbers || !addons || !drawEvents || fieldStake === undefined)
    return null;
  if (!Number.isInteger(repetition) || (repetition as number) < 1 || (repetition as number) > 1000) return null;
  if (!addons.every((a) => (ADDONS as readonly string[]).includes(a))) return null;
  return {
    productIdentifier: value.productIdentifier,
    fieldTypeIdentifier: type,
    fields: fields as NumberField[],
    ticketNumbers,
    addons: addons as AddonIdentifier[],
    drawEvents,
    repetitionQuantity: repetition as number,
    fieldStake,
  };
}

/** Distinct valid numbers of a pool, ascending, at most `max` of them. */
const poolNumbers = (numbers: readonly number[], poolSize: number, max: number): number[] =>
  [...new Set(numbers.filter((n) => Number.isInteger(n) && n >= 1 && n <= poolSize))]
    .sort((a, b) => a - b)
    .slice(0, max);

/**
 * A template on its product's screen: whatever the product no longer offers (a field type, an
 * add-on, a draw day, a duration, a stake, numbers beyond the pool) falls back to the fresh
 * ticket's choice, so a template saved long ago still opens a ticket that can be played. Null
 * for a template of another product. Padded to the fields a fresh ticket shows.
 */
export function fitTemplate(
  template: TicketTemplate,
  definition: ProductDefinition,
  fresh: TicketConfig,
): TicketConfig | null {
  if (template.productIdentifier !== definition.identifier) return null;
  const { quantity, mainSelectableTips, extraSelectableTips, types } = definition.numberFields;
  const largest = largestCounts(definition);
  const fields = template.fields.slice(0, quantity).map((f) => ({
    main: poolNumbers(f.main, mainSelectableTips, largest.main),
    extra: poolNumbers(f.extra, extraSelectableTips, largest.extra),
  }));
  const offeredType = types.some((t) => t.identifier === template.fieldTypeIdentifier);
  const counted = productRules(definition.identifier).fieldTypeFollowsCounts
    ? fieldTypeForCounts(definition, fields[0]?.main.length ?? 0, fields[0]?.extra.length ?? 0)
    : null;
  const { length, maxQuantity } = definition.ticketNumberDefinition;
  const ticketNumbers = [...new Set(template.ticketNumbers.filter((n) => n.length === length && /^\d+$/.test(n)))];
  const addons = definition.addonLotteryDefinitions.map((a) => a.identifier).filter((a) => template.addons.includes(a));
  const events = definition.recurringDrawEvents.map((e) => e.identifier).filter((e) => template.drawEvents.includes(e));
  const stake = template.fieldStake;
  const config: TicketConfig = {
    ...fresh,
    fieldTypeIdentifier:
      counted?.identifier ?? (offeredType ? template.fieldTypeIdentifier : fresh.fieldTypeIdentifier),
    fields,
    ticketNumbers: ticketNumbers.length > 0 ? ticketNumbers.slice(0, maxQuantity) : fresh.ticketNumbers,
    addons,
    drawEvents: events.length > 0 ? events : fresh.drawEvents,
    repetitionQuantity: definition.repetitionFrequencies.quantities.includes(template.repetitionQuantity)
      ? template.repetitionQuantity
      : fresh.repetitionQuantity,
    fieldStake: (stake && definition.fieldStakes.find((s) => equals(s, stake))) ?? fresh.fieldStake,
    subscription: null,
  };
  return withMinimumFields(config, fresh.fields.length);
}
