import type { AddonIdentifier, LotteryIdentifier, ProductIdentifier } from '../../core/domain/lottery';

/**
 * Every tunable value of the fake catalogue in one place (domain/LOTTERY-RULES.md).
 * Values marked "unconfirmed" there (fee, KENO ticket-number length, Eurojackpot systems,
 * GlücksSpirale draw time) are settings here, never repeated elsewhere. Amounts in cents.
 */
export const CATALOGUE_SETTINGS = {
  currency: 'EUR',
  /** Bearbeitungsgebühr per ticket (line item), charged once however many draws it covers. */
  processingFeeCents: 50,
} as const;

/** A weekly event on `weekday` (1 = Monday … 7 = Sunday) or a daily one (null); Berlin wall times. */
export interface DrawEventConfig {
  identifier: string;
  weekday: number | null;
  drawTime: string;
  saleStop: string;
}

export type JackpotConfig =
  | { kind: 'seeded'; minCents: number; maxCents: number; stepCents: number; capCents: number }
  | { kind: 'fixed'; cents: number }
  | { kind: 'none' };

export interface LotteryConfig {
  identifier: LotteryIdentifier;
  /** Date the current rules started; `first_drawing_time` is the first event on or after it. */
  rulesSince: string;
  events: DrawEventConfig[];
  jackpot: JackpotConfig;
}

const MIO = 100_000_000; // 1 Mio. € in cents

export const LOTTERIES: Record<LotteryIdentifier, LotteryConfig> = {
  lotto6aus49: {
    identifier: 'lotto6aus49',
    rulesSince: '2020-09-23',
    events: [
      { identifier: 'wednesday', weekday: 3, drawTime: '18:25', saleStop: '18:00' },
      { identifier: 'saturday', weekday: 6, drawTime: '19:25', saleStop: '19:00' },
    ],
    jackpot: { kind: 'seeded', minCents: 1 * MIO, maxCents: 45 * MIO, stepCents: 10_000_000, capCents: 50 * MIO },
  },
  eurojackpot: {
    identifier: 'eurojackpot',
    rulesSince: '2022-03-25',
    events: [
      { identifier: 'tuesday', weekday: 2, drawTime: '20:00', saleStop: '19:00' },
      { identifier: 'friday', weekday: 5, drawTime: '20:00', saleStop: '19:00' },
    ],
    jackpot: { kind: 'seeded', minCents: 10 * MIO, maxCents: 120 * MIO, stepCents: 10_000_000, capCents: 120 * MIO },
  },
  gluecksspirale: {
    identifier: 'gluecksspirale',
    rulesSince: '2020-09-26',
    events: [{ identifier: 'saturday', weekday: 6, drawTime: '19:25', saleStop: '19:00' }],
    jackpot: { kind: 'none' },
  },
  keno: {
    identifier: 'keno',
    rulesSince: '2020-09-23',
    events: [{ identifier: 'daily', weekday: null, drawTime: '19:10', saleStop: '19:00' }],
    // Top prize of type 10 at the highest field stake: 10 € × 100.000.
    jackpot: { kind: 'fixed', cents: 1 * MIO },
  },
};

export interface AddonConfig {
  identifier: AddonIdentifier;
  lotteryIdentifier: string;
  name: string;
  ticketNumberLength: number;
  /** Per add-on ticket and draw. */
  priceCents: number;
  requires: AddonIdentifier[];
  /** Draw events the add-on plays on; absent: every draw of the main game. */
  drawEvents?: string[];
}

export const ADDONS: Record<AddonIdentifier, AddonConfig> = {
  spiel77: {
    identifier: 'spiel77',
    lotteryIdentifier: 'spiel77',
    name: 'Spiel 77',
    ticketNumberLength: 7,
    priceCents: 250,
    requires: [],
  },
  super6: {
    identifier: 'super6',
    lotteryIdentifier: 'super6',
    name: 'Super 6',
    ticketNumberLength: 6,
    priceCents: 125,
    requires: [],
  },
  gluecksspirale: {
    identifier: 'gluecksspirale',
    lotteryIdentifier: 'gluecksspirale',
    name: 'GlücksSpirale',
    ticketNumberLength: 7,
    priceCents: 500,
    requires: [],
    drawEvents: ['saturday'],
  },
  plus5: {
    identifier: 'plus5',
    lotteryIdentifier: 'plus5',
    name: 'plus 5',
    ticketNumberLength: 5,
    priceCents: 75,
    requires: [],
  },
};

/** How one field (or one Los) is priced per draw. */
type PricingConfig =
  | { kind: 'per_row'; rowPriceCents: number }
  | { kind: 'field_stake' }
  | { kind: 'per_ticket'; ticketPriceCents: number };

export interface ProductConfig {
  identifier: ProductIdentifier;
  lottery: LotteryIdentifier;
  name: string;
  edition: string;
  fields: {
    quantity: number;
    mainPool: number;
    extraPool: number;
    /** The lottery's base bet (6 of 49, 5+2): system rows are C(main, base.main) · C(extra, base.extra). */
    base: { main: number; extra: number };
    types: { identifier: string; mainTips: number; extraTips: number }[];
  };
  pricing: PricingConfig;
  addons: AddonIdentifier[];
  ticketNumber: { maxQuantity: number; length: number };
  subscriptionTypes: string[];
  repetition: { quantities: number[]; unit: 'week' | 'day' };
  fieldStakesCents: number[];
  futureDrawsLimit: number;
}
