import { PRODUCT_IDENTIFIERS, type ProductDefinition, type ProductIdentifier } from '../../../core/domain/lottery';
import type { TicketConfig } from '../../../core/domain/ticket';
import { memoryWorld } from './memory-world';

export type Definitions = Readonly<Record<ProductIdentifier, ProductDefinition>>;

/** Every product definition exactly as the fake platform serves it (through the memory gateway and the HTTP mappers). */
export async function productDefinitions(): Promise<Definitions> {
  const store = memoryWorld().gateways.lotteryStore;
  const entries = await Promise.all(
    PRODUCT_IDENTIFIERS.map(async (id) => [id, await store.productDefinition(id)] as const),
  );
  return Object.fromEntries(entries) as unknown as Definitions;
}

/** A one-week ticket on the product's last draw event with the given fields; override anything else. */
export function ticketOf(
  definition: ProductDefinition,
  fields: [number[], number[]?][],
  overrides: Partial<TicketConfig> = {},
): TicketConfig {
  return {
    productIdentifier: definition.identifier,
    fieldTypeIdentifier: definition.numberFields.types[0]?.identifier ?? null,
    fields: fields.map(([main, extra = []]) => ({ main, extra })),
    ticketNumbers: ['1234567'],
    addons: [],
    drawEvents: [definition.recurringDrawEvents.at(-1)!.identifier],
    repetitionQuantity: 1,
    fieldStake: definition.fieldStakes[0] ?? null,
    subscription: null,
    ...overrides,
  };
}

/** 1..n, for crossing numbers quickly. */
export const upTo = (n: number, from = 1): number[] => Array.from({ length: n }, (_, i) => from + i);
