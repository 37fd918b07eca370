import { err, ok, type Result } from '../shared/result';
import type { Money } from './money';
import type { AddonIdentifier, ProductDefinition, ProductIdentifier } from './lottery';

/** One field (Tipp): chosen main numbers and, where the lottery has them, extra numbers. */
export interface NumberField {
  readonly main: readonly number[];
  readonly extra: readonly number[];
}

export interface Subscription {
  readonly paymentMethodLabel: string;
  readonly subscriptionType: string;
}

/** What a player configures on a ticket screen, independent of the lottery. */
export interface TicketConfig {
  readonly productIdentifier: ProductIdentifier;
  readonly fields: readonly NumberField[];
  readonly ticketNumber: string;
  readonly addons: readonly AddonIdentifier[];
  readonly drawEvents: readonly string[];
  /** Number of weeks (or days for daily lotteries). */
  readonly repetitionQuantity: number;
  readonly fieldStake: Money | null;
  readonly subscription: Subscription | null;
}

export type TicketError =
  | { kind: 'no_complete_field' }
  | { kind: 'incomplete_field'; fieldIndex: number; missingMain: number; missingExtra: number }
  | { kind: 'too_many_fields'; max: number }
  | { kind: 'invalid_number'; fieldIndex: number }
  | { kind: 'invalid_ticket_number'; length: number }
  | { kind: 'no_draw_event' }
  | { kind: 'unknown_draw_event'; identifier: string }
  | { kind: 'invalid_repetition' }
  | { kind: 'unknown_addon'; identifier: string };

export const emptyField = (): NumberField => ({ main: [], extra: [] });

export const isFieldEmpty = (field: NumberField): boolean => field.main.length === 0 && field.extra.length === 0;

export function fieldType(definition: ProductDefinition) {
  const type = definition.numberFields.types[0];
  if (!type) throw new Error(`Product ${definition.identifier} defines no number field type`);
  return type;
}

export function isFieldComplete(field: NumberField, definition: ProductDefinition): boolean {
  const type = fieldType(definition);
  return field.main.length === type.mainTips && field.extra.length === type.extraTips;
}

function hasValidNumbers(numbers: readonly number[], poolSize: number): boolean {
  return (
    new Set(numbers).size === numbers.length &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= poolSize)
  );
}

/** The fields that will be played: complete ones, in order. Empty fields are simply left out. */
export const playedFields = (config: TicketConfig): NumberField[] => config.fields.filter((f) => !isFieldEmpty(f));

export function validateTicket(config: TicketConfig, definition: ProductDefinition): Result<TicketConfig, TicketError> {
  const type = fieldType(definition);
  const { numberFields } = definition;
  const fields = playedFields(config);
  if (fields.length > numberFields.quantity) return err({ kind: 'too_many_fields', max: numberFields.quantity });
  for (const [fieldIndex, field] of config.fields.entries()) {
    if (isFieldEmpty(field)) continue;
    if (
      !hasValidNumbers(field.main, numberFields.mainSelectableTips) ||
      !hasValidNumbers(field.extra, numberFields.extraSelectableTips) ||
      field.main.length > type.mainTips ||
      field.extra.length > type.extraTips
    ) {
      return err({ kind: 'invalid_number', fieldIndex });
    }
    if (!isFieldComplete(field, definition)) {
      return err({
        kind: 'incomplete_field',
        fieldIndex,
        missingMain: type.mainTips - field.main.length,
        missingExtra: type.extraTips - field.extra.length,
      });
    }
  }
  if (fields.length === 0) return err({ kind: 'no_complete_field' });
  const { length } = definition.ticketNumberDefinition;
  if (!new RegExp(`^\\d{${length}}$`).test(config.ticketNumber)) return err({ kind: 'invalid_ticket_number', length });
  if (config.drawEvents.length === 0) return err({ kind: 'no_draw_event' });
  const known = new Set(definition.recurringDrawEvents.map((e) => e.identifier));
  const unknownEvent = config.drawEvents.find((e) => !known.has(e));
  if (unknownEvent) return err({ kind: 'unknown_draw_event', identifier: unknownEvent });
  if (!definition.repetitionFrequencies.quantities.includes(config.repetitionQuantity)) {
    return err({ kind: 'invalid_repetition' });
  }
  const addons = new Set(definition.addonLotteryDefinitions.map((a) => a.identifier));
  const unknownAddon = config.addons.find((a) => !addons.has(a));
  if (unknownAddon) return err({ kind: 'unknown_addon', identifier: unknownAddon });
  return ok({ ...config, fields });
}

/** Toggles a number in a field, refusing to go over the field's maximum. */
export function toggleNumber(
  field: NumberField,
  pool: 'main' | 'extra',
  value: number,
  max: number,
): NumberField {
  const current = field[pool];
  const next = current.includes(value)
    ? current.filter((n) => n !== value)
    : current.length < max
      ? [...current, value].sort((a, b) => a - b)
      : current;
  return { ...field, [pool]: next };
}
