import type { ProductDefinitionDto } from '../../adapters/http/wire/lottery-store.dto';
import { isProductIdentifier } from '../../core/domain/lottery';
import { ADDONS, CATALOGUE_SETTINGS, LOTTERIES, type ProductConfig } from './catalogue-config';
import { firstDrawOnOrAfter } from './schedule';

const WEEKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const DAYS = [1, 2, 3, 4, 5, 6, 7, 14, 21, 28];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

type FieldsConfig = ProductConfig['fields'];

function lotto(identifier: ProductConfig['identifier'], name: string, fields: FieldsConfig): ProductConfig {
  return {
    identifier,
    lottery: 'lotto6aus49',
    name,
    edition: 'standard',
    fields,
    pricing: { kind: 'per_row', rowPriceCents: 120 },
    addons: ['spiel77', 'super6', 'gluecksspirale'],
    ticketNumber: { maxQuantity: 1, length: 7 },
    subscriptionTypes: ['weekly'],
    repetition: { quantities: [...WEEKS], unit: 'week' },
    fieldStakesCents: [],
    futureDrawsLimit: 20,
  };
}

function eurojackpot(identifier: ProductConfig['identifier'], name: string, fields: FieldsConfig): ProductConfig {
  return {
    identifier,
    lottery: 'eurojackpot',
    name,
    edition: 'standard',
    fields,
    pricing: { kind: 'per_row', rowPriceCents: 200 },
    addons: [],
    // Eurojackpot tickets carry a Losnummer too; no add-on plays it in this shop.
    ticketNumber: { maxQuantity: 1, length: 7 },
    subscriptionTypes: ['weekly'],
    repetition: { quantities: [...WEEKS], unit: 'week' },
    fieldStakesCents: [],
    futureDrawsLimit: 20,
  };
}

/** Eurojackpot systems k of 50 and m of 12; the official list is unconfirmed, so k 5..10 × m 2..5. */
const eurojackpotSystems = range(5, 10).flatMap((main) =>
  range(2, 5)
    .filter((extra) => !(main === 5 && extra === 2))
    .map((extra) => ({ identifier: `system_${main}_${extra}`, mainTips: main, extraTips: extra })),
);

const PRODUCTS: readonly ProductConfig[] = [
  lotto('lotto6aus49_regular', 'LOTTO 6aus49', {
    quantity: 12,
    mainPool: 49,
    extraPool: 0,
    base: { main: 6, extra: 0 },
    types: [{ identifier: 'normal', mainTips: 6, extraTips: 0 }],
  }),
  // Full systems 007-012 only: partial systems (VEW) have official per-Land tables we do not invent.
  lotto('lotto6aus49_system', 'LOTTO 6aus49 Systemschein', {
    quantity: 1,
    mainPool: 49,
    extraPool: 0,
    base: { main: 6, extra: 0 },
    types: range(7, 12).map((n) => ({ identifier: `system_${String(n).padStart(3, '0')}`, mainTips: n, extraTips: 0 })),
  }),
  eurojackpot('eurojackpot_regular', 'Eurojackpot', {
    quantity: 8,
    mainPool: 50,
    extraPool: 12,
    base: { main: 5, extra: 2 },
    types: [{ identifier: 'normal', mainTips: 5, extraTips: 2 }],
  }),
  eurojackpot('eurojackpot_system', 'Eurojackpot Systemschein', {
    quantity: 1,
    mainPool: 50,
    extraPool: 12,
    base: { main: 5, extra: 2 },
    types: eurojackpotSystems,
  }),
  {
    identifier: 'gluecksspirale_regular',
    lottery: 'gluecksspirale',
    name: 'GlücksSpirale',
    edition: 'standard',
    // A ticket lottery: no number fields, each 7-digit Los is one bet.
    fields: { quantity: 0, mainPool: 0, extraPool: 0, base: { main: 0, extra: 0 }, types: [] },
    pricing: { kind: 'per_ticket', ticketPriceCents: 500 },
    addons: [],
    ticketNumber: { maxQuantity: 5, length: 7 },
    subscriptionTypes: ['weekly'],
    repetition: { quantities: [...WEEKS], unit: 'week' },
    fieldStakesCents: [],
    futureDrawsLimit: 10,
  },
  {
    identifier: 'keno_regular',
    lottery: 'keno',
    name: 'KENO',
    edition: 'standard',
    // The KENO type is the game variant (numbers crossed), not a system: one bet per field.
    fields: {
      quantity: 5,
      mainPool: 70,
      extraPool: 0,
      base: { main: 0, extra: 0 },
      types: range(2, 10).map((n) => ({ identifier: `keno_type_${n}`, mainTips: n, extraTips: 0 })),
    },
    pricing: { kind: 'field_stake' },
    addons: ['plus5'],
    // Length unconfirmed: 7 digits like the other lotteries; plus 5 plays the last 5.
    ticketNumber: { maxQuantity: 1, length: 7 },
    subscriptionTypes: ['daily'],
    repetition: { quantities: [...DAYS], unit: 'day' },
    fieldStakesCents: [100, 200, 500, 1000],
    futureDrawsLimit: 28,
  },
];

export function findProduct(identifier: string): ProductConfig | null {
  if (!isProductIdentifier(identifier)) return null;
  return PRODUCTS.find((p) => p.identifier === identifier) ?? null;
}

export const allProducts = (): readonly ProductConfig[] => PRODUCTS;

export function productDefinitionDto(product: ProductConfig): ProductDefinitionDto {
  const lottery = LOTTERIES[product.lottery];
  const currency = CATALOGUE_SETTINGS.currency;
  return {
    identifier: product.identifier,
    lottery_identifier: product.lottery,
    lottery_edition: product.edition,
    name: product.name,
    number_fields: {
      quantity: product.fields.quantity,
      main_selectable_tips: product.fields.mainPool,
      extra_selectable_tips: product.fields.extraPool,
      types: product.fields.types.map((t) => ({
        identifier: t.identifier,
        main_tips: t.mainTips,
        extra_tips: t.extraTips,
      })),
    },
    future_draws_limit: product.futureDrawsLimit,
    recurring_draw_event_identifiers: lottery.events.map((e) => e.identifier),
    recurring_draw_events: lottery.events.map((e) => ({
      identifier: e.identifier,
      first_drawing_time: firstDrawOnOrAfter(e, lottery.rulesSince).drawingTime.toString(),
    })),
    addon_lottery_definitions: product.addons.map((id) => {
      const addon = ADDONS[id];
      return {
        identifier: addon.identifier,
        lottery_identifier: addon.lotteryIdentifier,
        name: addon.name,
        ticket_number_length: addon.ticketNumberLength,
        requirements: { addons_active: [...addon.requires] },
      };
    }),
    ticket_number_definition: { max_quantity: product.ticketNumber.maxQuantity, length: product.ticketNumber.length },
    subscription_types: [...product.subscriptionTypes],
    repetition_frequencies: { quantities: [...product.repetition.quantities], unit: product.repetition.unit },
    field_stakes: product.fieldStakesCents.map((fractional) => ({ fractional, currency })),
  };
}
