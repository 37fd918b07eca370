import type { LotteryIdentifier, NumberFieldType, ProductDefinition } from './lottery';

/** n choose k with exact integers: every intermediate product is divisible. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/**
 * The base bet of a number lottery (6 aus 49; 5 aus 50 + 2 aus 12). A full system plays every
 * base bet inside the crossed numbers. KENO types and GlücksSpirale have no systems.
 */
const BASE_BET: Partial<Record<LotteryIdentifier, { readonly main: number; readonly extra: number }>> = {
  lotto6aus49: { main: 6, extra: 0 },
  eurojackpot: { main: 5, extra: 2 },
};

/**
 * Rows (Tippreihen) one field of this type plays: C(n,6) for LOTTO system n, C(k,5)·C(m,2) for
 * Eurojackpot system k+m, 1 for a normal field or a KENO type. Shown to the player; the price
 * still comes from the platform.
 */
export function rowsPerField(
  lottery: LotteryIdentifier,
  type: Pick<NumberFieldType, 'mainTips' | 'extraTips'>,
): number {
  const base = BASE_BET[lottery];
  if (!base) return 1;
  return binomial(type.mainTips, base.main) * binomial(type.extraTips, base.extra);
}

/** The offered field type for exactly these counts (Eurojackpot: 7 numbers + 3 Euro numbers → system_7_3). */
export function fieldTypeForCounts(definition: ProductDefinition, main: number, extra: number): NumberFieldType | null {
  return definition.numberFields.types.find((t) => t.mainTips === main && t.extraTips === extra) ?? null;
}

/** The most numbers any offered type takes: the cap of a grid whose type follows the crossed counts. */
export function largestCounts(definition: ProductDefinition): { main: number; extra: number } {
  const types = definition.numberFields.types;
  return {
    main: Math.max(0, ...types.map((t) => t.mainTips)),
    extra: Math.max(0, ...types.map((t) => t.extraTips)),
  };
}
