import type { Money } from './money';
import type { AddonIdentifier, ProductDefinition, ProductIdentifier } from './lottery';
import { chosenFieldType, isFieldComplete, type TicketConfig } from './ticket';
import { addonWithoutDraw } from './ticket-options';

/** What POST /price needs; the client never computes a price itself. */
export interface PriceRequest {
  readonly productIdentifier: ProductIdentifier;
  readonly quantity: number;
  readonly repetitionQuantity: number;
  readonly numberFields: readonly { readonly type: string; readonly quantity: number }[];
  readonly recurringDrawEventIdentifiers: readonly string[];
  readonly addons: readonly { readonly identifier: AddonIdentifier; readonly quantity: number }[];
  readonly repetitionFrequency: { readonly quantity: number; readonly unit: 'week' | 'day' };
  readonly fieldStake: Money | null;
}

export interface Price {
  readonly stake: Money;
  readonly total: Money;
}

/**
 * The part of a ticket worth a live price (docs/decisions.md: complete fields only; for
 * GlücksSpirale the well-formed Lose), or null while nothing would be played or the platform
 * would refuse the request anyway (no draw day, no type, an add-on without its draw day).
 */
export function priceableConfig(config: TicketConfig, definition: ProductDefinition): TicketConfig | null {
  if (config.drawEvents.length === 0 || addonWithoutDraw(config)) return null;
  if (definition.numberFields.quantity === 0) {
    const pattern = new RegExp(`^\\d{${definition.ticketNumberDefinition.length}}$`);
    const lose = [...new Set(config.ticketNumbers.filter((n) => pattern.test(n)))].slice(
      0,
      definition.ticketNumberDefinition.maxQuantity,
    );
    return lose.length > 0 ? { ...config, fields: [], ticketNumbers: lose } : null;
  }
  const type = chosenFieldType(config, definition);
  const fields = config.fields.filter((f) => isFieldComplete(f, type)).slice(0, definition.numberFields.quantity);
  if (definition.fieldStakes.length > 0 && !config.fieldStake) return null;
  return fields.length > 0 ? { ...config, fields } : null;
}

/** POST /price for a played config: Lose count as quantity for GlücksSpirale, fields by type otherwise. */
export function priceRequestFor(config: TicketConfig, definition: ProductDefinition): PriceRequest {
  const lose = definition.numberFields.quantity === 0;
  return {
    productIdentifier: config.productIdentifier,
    quantity: lose ? config.ticketNumbers.length : 1,
    repetitionQuantity: config.repetitionQuantity,
    numberFields:
      lose || !config.fieldTypeIdentifier ? [] : [{ type: config.fieldTypeIdentifier, quantity: config.fields.length }],
    recurringDrawEventIdentifiers: [...config.drawEvents].sort(),
    addons: [...config.addons].sort().map((identifier) => ({ identifier, quantity: 1 })),
    repetitionFrequency: { quantity: 1, unit: definition.repetitionFrequencies.unit },
    // The platform refuses a field stake where the product has none.
    fieldStake: definition.fieldStakes.length > 0 ? config.fieldStake : null,
  };
}
