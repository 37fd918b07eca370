import { equals } from './money';
import type { ProductDefinition } from './lottery';
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
