import type { ProductDefinition } from './lottery';
import { productRules } from './product-rules';
import { fieldTypeForCounts, largestCounts } from './system';
import { chosenFieldType, emptyField, fieldTypeOf, toggleNumber, type NumberField, type TicketConfig } from './ticket';

/**
 * What a player does on a ticket screen, as pure steps from one config to the next. The view
 * model only keeps the current config; the rules live here, where tests reach them without a UI.
 */

/** How many numbers a field takes: the chosen type's counts, or the largest system where the type follows the counts. */
export function fieldCaps(config: TicketConfig, definition: ProductDefinition): { main: number; extra: number } {
  if (productRules(definition.identifier).fieldTypeFollowsCounts) return largestCounts(definition);
  const type = chosenFieldType(config, definition);
  return { main: type?.mainTips ?? 0, extra: type?.extraTips ?? 0 };
}

/** Crosses or uncrosses a number; on a Eurojackpot system the type then follows the crossed counts. */
export function toggleInField(
  config: TicketConfig,
  definition: ProductDefinition,
  fieldIndex: number,
  pool: 'main' | 'extra',
  value: number,
): TicketConfig {
  const field = config.fields[fieldIndex];
  if (!field) return config;
  const caps = fieldCaps(config, definition);
  const next = toggleNumber(field, pool, value, pool === 'main' ? caps.main : caps.extra);
  const fields = replaceAt(config.fields, fieldIndex, next);
  if (!productRules(definition.identifier).fieldTypeFollowsCounts) return { ...config, fields };
  const derived = fieldTypeForCounts(definition, next.main.length, next.extra.length);
  return { ...config, fields, fieldTypeIdentifier: derived?.identifier ?? config.fieldTypeIdentifier };
}

/**
 * Picks a system or KENO type. Crossed numbers stay (a smaller type then asks the player to
 * uncross some) rather than silently vanishing.
 */
export function chooseFieldType(config: TicketConfig, definition: ProductDefinition, identifier: string): TicketConfig {
  return fieldTypeOf(definition, identifier) ? { ...config, fieldTypeIdentifier: identifier } : config;
}

export const clearField = (config: TicketConfig, fieldIndex: number): TicketConfig => ({
  ...config,
  fields: replaceAt(config.fields, fieldIndex, emptyField()),
});

export const clearAllFields = (config: TicketConfig): TicketConfig => ({
  ...config,
  fields: config.fields.map(() => emptyField()),
});

/** Deletes a field; the last one is only cleared, so the ticket keeps a field to fill. */
export function removeField(config: TicketConfig, fieldIndex: number): TicketConfig {
  if (config.fields.length <= 1) return clearField(config, fieldIndex);
  return { ...config, fields: config.fields.filter((_, i) => i !== fieldIndex) };
}

export function addField(config: TicketConfig, definition: ProductDefinition): TicketConfig {
  if (config.fields.length >= definition.numberFields.quantity) return config;
  return { ...config, fields: [...config.fields, emptyField()] };
}

/** Pads a ticket (e.g. one reopened from the basket) to the fields a fresh ticket shows. */
export function withMinimumFields(config: TicketConfig, minimum: number): TicketConfig {
  const fields = [...config.fields];
  while (fields.length < minimum) fields.push(emptyField());
  return { ...config, fields };
}

/** Typing a ticket number: digits only, never longer than the product's length. */
export function typeTicketNumber(
  config: TicketConfig,
  definition: ProductDefinition,
  index: number,
  value: string,
): TicketConfig {
  if (index < 0 || index >= Math.max(1, config.ticketNumbers.length)) return config;
  const digits = value.replace(/\D/g, '').slice(0, definition.ticketNumberDefinition.length);
  const ticketNumbers =
    config.ticketNumbers.length === 0 ? [digits] : config.ticketNumbers.map((n, i) => (i === index ? digits : n));
  return { ...config, ticketNumbers };
}

/** Deletes a Los; the last one stays, since a ticket without a Los plays nothing. */
export function removeTicketNumber(config: TicketConfig, index: number): TicketConfig {
  if (config.ticketNumbers.length <= 1) return config;
  return { ...config, ticketNumbers: config.ticketNumbers.filter((_, i) => i !== index) };
}

const replaceAt = (fields: readonly NumberField[], index: number, field: NumberField): NumberField[] =>
  fields.map((f, i) => (i === index ? field : f));
