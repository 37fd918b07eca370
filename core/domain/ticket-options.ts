import { ADDON_DRAW_EVENTS, type AddonIdentifier, type ProductDefinition } from './lottery';
import { equals, type Money } from './money';

/** The parts of a ticket besides its number fields (a TicketConfig has them all). */
export interface TicketOptions {
  readonly ticketNumbers: readonly string[];
  readonly addons: readonly AddonIdentifier[];
  readonly drawEvents: readonly string[];
  readonly repetitionQuantity: number;
  readonly fieldStake: Money | null;
}

export type TicketOptionsError =
  | { kind: 'no_ticket_number' }
  | { kind: 'too_many_ticket_numbers'; max: number }
  /** `index` names the Los when a ticket has several (GlücksSpirale); null otherwise. */
  | { kind: 'invalid_ticket_number'; length: number; index: number | null }
  | { kind: 'duplicate_ticket_number'; index: number }
  | { kind: 'no_draw_event' }
  | { kind: 'unknown_draw_event'; identifier: string }
  | { kind: 'invalid_repetition' }
  | { kind: 'unknown_addon'; identifier: string }
  | { kind: 'addon_without_draw'; identifier: AddonIdentifier; drawEvents: readonly string[] }
  | { kind: 'invalid_field_stake' };

/** Losnummern: 1..max_quantity of them, each `length` digits, no two alike. */
export function ticketNumbersError(config: TicketOptions, definition: ProductDefinition): TicketOptionsError | null {
  const { maxQuantity, length } = definition.ticketNumberDefinition;
  const numbers = config.ticketNumbers;
  if (numbers.length === 0) return { kind: 'no_ticket_number' };
  if (numbers.length > maxQuantity) return { kind: 'too_many_ticket_numbers', max: maxQuantity };
  const pattern = new RegExp(`^\\d{${length}}$`);
  const several = maxQuantity > 1;
  for (const [index, number] of numbers.entries()) {
    if (!pattern.test(number)) return { kind: 'invalid_ticket_number', length, index: several ? index : null };
    if (numbers.indexOf(number) !== index) return { kind: 'duplicate_ticket_number', index };
  }
  return null;
}

/** Draw days, duration, add-ons and the KENO field stake. */
export function optionsError(config: TicketOptions, definition: ProductDefinition): TicketOptionsError | null {
  if (config.drawEvents.length === 0) return { kind: 'no_draw_event' };
  const known = new Set(definition.recurringDrawEvents.map((e) => e.identifier));
  const unknownEvent = config.drawEvents.find((e) => !known.has(e));
  if (unknownEvent) return { kind: 'unknown_draw_event', identifier: unknownEvent };
  if (!definition.repetitionFrequencies.quantities.includes(config.repetitionQuantity))
    return { kind: 'invalid_repetition' };
  const offered = new Set(definition.addonLotteryDefinitions.map((a) => a.identifier));
  const unknownAddon = config.addons.find((a) => !offered.has(a));
  if (unknownAddon) return { kind: 'unknown_addon', identifier: unknownAddon };
  const stranded = addonWithoutDraw(config);
  if (stranded) return stranded;
  if (
    definition.fieldStakes.length > 0 &&
    !definition.fieldStakes.some((s) => config.fieldStake && equals(s, config.fieldStake))
  ) {
    return { kind: 'invalid_field_stake' };
  }
  return null;
}

/** An add-on drawn on none of the chosen days (GlücksSpirale on a Wednesday-only LOTTO ticket). */
export function addonWithoutDraw(
  config: Pick<TicketOptions, 'addons' | 'drawEvents'>,
): Extract<TicketOptionsError, { kind: 'addon_without_draw' }> | null {
  for (const identifier of config.addons) {
    const drawEvents = ADDON_DRAW_EVENTS[identifier];
    if (drawEvents && !config.drawEvents.some((e) => drawEvents.includes(e)))
      return { kind: 'addon_without_draw', identifier, drawEvents };
  }
  return null;
}
