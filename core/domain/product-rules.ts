import { isSystemProduct, lotteryOfProduct, type ProductIdentifier } from './lottery';
import { QUICK_TIPS, type QuickTipPresets } from './quick-tip';

/**
 * How a ticket screen plays a product. Everything numeric (pools, field counts, types, stakes)
 * comes from the platform's product definition; this only says which shape of ticket it is.
 */
export interface ProductRules {
  /** fields: Tippfelder (LOTTO, Eurojackpot, KENO); system: one field of a Vollsystem; lose: ticket numbers only (GlücksSpirale). */
  readonly kind: 'fields' | 'system' | 'lose';
  /** The player picks the field type: a system, or the KENO type. */
  readonly choosesFieldType: boolean;
  /** The type follows the crossed counts: 7 numbers and 3 Euro numbers are Eurojackpot system 7 + 3. */
  readonly fieldTypeFollowsCounts: boolean;
  readonly quickTips: QuickTipPresets;
  /** Fields (or Lose) a fresh ticket shows. */
  readonly initialFields: number;
}

function quickTipsOf(product: ProductIdentifier): QuickTipPresets {
  switch (product) {
    case 'lotto6aus49_system':
    case 'eurojackpot_system':
      return QUICK_TIPS[product];
    default:
      return QUICK_TIPS[lotteryOfProduct(product)];
  }
}

export function productRules(product: ProductIdentifier): ProductRules {
  const quickTips = quickTipsOf(product);
  if (product === 'gluecksspirale_regular') {
    // One Los to start with: every Los costs money, unlike an empty field.
    return { kind: 'lose', choosesFieldType: false, fieldTypeFollowsCounts: false, quickTips, initialFields: 1 };
  }
  if (isSystemProduct(product)) {
    return {
      kind: 'system',
      choosesFieldType: true,
      fieldTypeFollowsCounts: product === 'eurojackpot_system',
      quickTips,
      initialFields: 1,
    };
  }
  return {
    kind: 'fields',
    choosesFieldType: product === 'keno_regular',
    fieldTypeFollowsCounts: false,
    quickTips,
    // The largest desktop preset (docs/decisions.md: "a new ticket shows 6 empty fields" for LOTTO).
    initialFields: Math.max(1, ...quickTips.desktopTicket),
  };
}
