import { err, ok, type Result } from '../shared/result';
import type { Money } from './money';
import {
  isSystemProduct,
  type AddonIdentifier,
  type NumberFieldType,
  type ProductDefinition,
  type ProductIdentifier,
} from './lottery';
import { largestCounts } from './system';
import { optionsError, ticketNumbersError, type TicketOptionsError } from './ticket-options';

/** One field (Tipp): chosen main numbers and, where the lottery has them, extra numbers. */
export interface NumberField {
  readonly main: readonly number[];
  readonly extra: readonly number[];
}

export interface Subscription {
  readonly paymentMethodLabel: string;
  readonly subscriptionType: string;
}

/** What a player configures on a ticket screen, for any product. */
export interface TicketConfig {
  readonly productIdentifier: ProductIdentifier;
  /**
   * The number field type all fields play: 'normal', a system ('system_008', 'system_6_3') or a
   * KENO type ('keno_type_6'); null for GlücksSpirale, which has no number fields.
   */
  readonly fieldTypeIdentifier: string | null;
  readonly fields: readonly NumberField[];
  /** Losnummern: one per ticket, or one per Los (GlücksSpirale, up to max_quantity). */
  readonly ticketNumbers: readonly string[];
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
  | { kind: 'too_many_numbers'; fieldIndex: number; mainTips: number; extraTips: number }
  | { kind: 'system_numbers'; mainTips: number; extraTips: number }
  | { kind: 'unknown_field_type' }
  | { kind: 'too_many_fields'; max: number }
  | { kind: 'invalid_number'; fieldIndex: number }
  | TicketOptionsError;

export const emptyField = (): NumberField => ({ main: [], extra: [] });

const isFieldEmpty = (field: NumberField): boolean => field.main.length === 0 && field.extra.length === 0;

export function fieldTypeOf(definition: ProductDefinition, identifier: string | null): NumberFieldType | null {
  return definition.numberFields.types.find((t) => t.identifier === identifier) ?? null;
}

/** The type the ticket plays, or null when it names none the product offers. */
export const chosenFieldType = (config: TicketConfig, definition: ProductDefinition): NumberFieldType | null =>
  fieldTypeOf(definition, config.fieldTypeIdentifier);

export const isFieldComplete = (field: NumberField, type: NumberFieldType | null): boolean =>
  type !== null && field.main.length === type.mainTips && field.extra.length === type.extraTips;

/** The fields that will be played: empty fields are simply left out. */
const playedFields = (config: TicketConfig): NumberField[] => config.fields.filter((f) => !isFieldEmpty(f));

function hasValidNumbers(numbers: readonly number[], poolSize: number): boolean {
  return (
    new Set(numbers).size === numbers.length && numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= poolSize)
  );
}

/** Why one non-empty field cannot be played, or null. */
function fieldError(
  field: NumberField,
  fieldIndex: number,
  type: NumberFieldType,
  definition: ProductDefinition,
): TicketError | null {
  const { mainSelectableTips, extraSelectableTips } = definition.numberFields;
  const largest = largestCounts(definition);
  if (
    !hasValidNumbers(field.main, mainSelectableTips) ||
    !hasValidNumbers(field.extra, extraSelectableTips) ||
    field.main.length > largest.main ||
    field.extra.length > largest.extra
  ) {
    return { kind: 'invalid_number', fieldIndex };
  }
  if (isFieldComplete(field, type)) return null;
  if (isSystemProduct(definition.identifier))
    return { kind: 'system_numbers', mainTips: type.mainTips, extraTips: type.extraTips };
  if (field.main.length > type.mainTips || field.extra.length > type.extraTips) {
    return { kind: 'too_many_numbers', fieldIndex, mainTips: type.mainTips, extraTips: type.extraTips };
  }
  return {
    kind: 'incomplete_field',
    fieldIndex,
    missingMain: type.mainTips - field.main.length,
    missingExtra: type.extraTips - field.extra.length,
  };
}

function fieldsError(config: TicketConfig, definition: ProductDefinition): TicketError | null {
  const { quantity } = definition.numberFields;
  const played = playedFields(config);
  if (played.length > quantity) return { kind: 'too_many_fields', max: quantity };
  if (quantity === 0) return null; // GlücksSpirale: Lose only
  const type = chosenFieldType(config, definition);
  if (!type) return { kind: 'unknown_field_type' };
  for (const [fieldIndex, field] of config.fields.entries()) {
    if (isFieldEmpty(field)) continue;
    const error = fieldError(field, fieldIndex, type, definition);
    if (error) return error;
  }
  if (played.length > 0) return null;
  // A system ticket has exactly one field: say how many numbers the chosen system needs.
  return isSystemProduct(definition.identifier)
    ? { kind: 'system_numbers', mainTips: type.mainTips, extraTips: type.extraTips }
    : { kind: 'no_complete_field' };
}

/** Checks a ticket against its product; on success the played config (empty fields left out). */
export function validateTicket(config: TicketConfig, definition: ProductDefinition): Result<TicketConfig, TicketError> {
  const error =
    fieldsError(config, definition) ?? ticketNumbersError(config, definition) ?? optionsError(config, definition);
  if (error) return err(error);
  // The platform refuses a field stake on products that have none (LOTTO, Eurojackpot).
  const fieldStake = definition.fieldStakes.length > 0 ? config.fieldStake : null;
  return ok({ ...config, fields: playedFields(config), fieldStake });
}

/** Toggles a number in a field, refusing to go over the field's maximum. */
export function toggleNumber(field: NumberField, pool: 'main' | 'extra', value: number, max: number): NumberField {
  const current = field[pool];
  const next = current.includes(value)
    ? current.filter((n) => n !== value)
    : current.length < max
      ? [...current, value].sort((a, b) => a - b)
      : current;
  return { ...field, [pool]: next };
}
