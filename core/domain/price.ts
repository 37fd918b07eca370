import type { Money } from './money';
import type { AddonIdentifier, ProductIdentifier } from './lottery';
import { playedFields, type TicketConfig } from './ticket';

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

export function priceRequestFor(config: TicketConfig, fieldTypeIdentifier: string, unit: 'week' | 'day'): PriceRequest {
  const fields = playedFields(config).length;
  return {
    productIdentifier: config.productIdentifier,
    quantity: 1,
    repetitionQuantity: config.repetitionQuantity,
    numberFields: [{ type: fieldTypeIdentifier, quantity: fields }],
    recurringDrawEventIdentifiers: [...config.drawEvents].sort(),
    addons: [...config.addons].sort().map((identifier) => ({ identifier, quantity: 1 })),
    repetitionFrequency: { quantity: 1, unit },
    fieldStake: config.fieldStake,
  };
}

/** Stable cache key: the request with object keys sorted (spec/2 §9 "keyed by the sorted request body"). */
export function priceCacheKey(request: PriceRequest): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sortKeys(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(sortKeys(request));
}
