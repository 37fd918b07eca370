import type { Money } from './money';
import { Temporal } from '../shared/temporal';

export const LOTTERY_IDENTIFIERS = ['lotto6aus49', 'eurojackpot', 'gluecksspirale', 'keno'] as const;
export type LotteryIdentifier = (typeof LOTTERY_IDENTIFIERS)[number];

export type AddonIdentifier = 'spiel77' | 'super6' | 'plus5' | 'gluecksspirale';

export const PRODUCT_IDENTIFIERS = [
  'lotto6aus49_regular',
  'lotto6aus49_system',
  'eurojackpot_regular',
  'eurojackpot_system',
  'gluecksspirale_regular',
  'keno_regular',
] as const;
export type ProductIdentifier = (typeof PRODUCT_IDENTIFIERS)[number];

export const isLotteryIdentifier = (value: string): value is LotteryIdentifier =>
  (LOTTERY_IDENTIFIERS as readonly string[]).includes(value);

export const isProductIdentifier = (value: string): value is ProductIdentifier =>
  (PRODUCT_IDENTIFIERS as readonly string[]).includes(value);

export const lotteryOfProduct = (product: ProductIdentifier): LotteryIdentifier =>
  product.slice(0, product.indexOf('_')) as LotteryIdentifier;

/** Full-system tickets (Vollsystem): one field, more numbers than the base bet. */
export const isSystemProduct = (product: ProductIdentifier): boolean => product.endsWith('_system');

/**
 * Add-ons drawn on fewer days than their main game: the GlücksSpirale is drawn on Saturdays only
 * (LOTTERY-RULES §2), so on a LOTTO ticket it needs a Saturday draw to play at all.
 */
export const ADDON_DRAW_EVENTS: Partial<Record<AddonIdentifier, readonly string[]>> = { gluecksspirale: ['saturday'] };

/** How many numbers one field needs, and from which pools (spec/2 §3 "product definition"). */
export interface NumberFieldType {
  readonly identifier: string;
  readonly mainTips: number;
  readonly extraTips: number;
}

interface AddonLotteryDefinition {
  readonly identifier: AddonIdentifier;
  readonly lotteryIdentifier: string;
  readonly name: string;
  readonly ticketNumberLength: number;
  /** Other add-ons that must be active for this one (e.g. none for Spiel 77). */
  readonly requiresAddonsActive: readonly AddonIdentifier[];
}

interface RecurringDrawEvent {
  readonly identifier: string;
  /** ISO instant of the first drawing of this weekly (or daily) event. */
  readonly firstDrawingTime: string;
}

export interface ProductDefinition {
  readonly identifier: ProductIdentifier;
  readonly lotteryIdentifier: LotteryIdentifier;
  readonly lotteryEdition: string;
  readonly name: string;
  readonly numberFields: {
    /** Maximum number of fields (Tipps) on one ticket. */
    readonly quantity: number;
    /** Size of the main number pool, e.g. 49. */
    readonly mainSelectableTips: number;
    /** Size of the extra number pool, e.g. 12 Euro numbers; 0 when there is none. */
    readonly extraSelectableTips: number;
    readonly types: readonly NumberFieldType[];
  };
  readonly futureDrawsLimit: number;
  readonly recurringDrawEvents: readonly RecurringDrawEvent[];
  readonly addonLotteryDefinitions: readonly AddonLotteryDefinition[];
  readonly ticketNumberDefinition: { readonly maxQuantity: number; readonly length: number };
  readonly subscriptionTypes: readonly string[];
  readonly repetitionFrequencies: { readonly quantities: readonly number[]; readonly unit: 'week' | 'day' };
  readonly fieldStakes: readonly Money[];
}

export interface CurrentDraw {
  readonly lotteryIdentifier: LotteryIdentifier;
  /** ISO instants. */
  readonly drawingTime: string;
  readonly saleStopTime: string;
  readonly jackpot: Money | null;
  readonly recurringDrawEventIdentifier: string;
}

/** The earliest draw on sale among the chosen draw events, or null. */
export function nextDrawOf(draws: readonly CurrentDraw[], drawEvents: readonly string[]): CurrentDraw | null {
  const chosen = draws.filter((d) => drawEvents.includes(d.recurringDrawEventIdentifier));
  return chosen.sort((a, b) => Temporal.Instant.compare(a.drawingTime, b.drawingTime))[0] ?? null;
}
