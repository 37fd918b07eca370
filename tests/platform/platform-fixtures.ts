import type { PriceRequestDto, ReceiptListDto, ReceiptQueryDto } from '../../adapters/http/wire/lottery-store.dto';
import type { PlatformState } from '../../mocks/platform/state';
import type { LineItemDto, OrderDto, ProductDataDto } from '../../adapters/http/wire/wallet.dto';
import { createPlatform } from '../../mocks/platform/platform';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { PlatformError, type FakePlatformApi } from '../../mocks/platform/platform-api';
import { createPlatformClock, type PlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage, type PlatformStorage } from '../../mocks/platform/platform-storage';

/** Wednesday 4 March 2026, 17:59 in Berlin (CET): one minute before the LOTTO sale stop. */
export const WEDNESDAY_1759 = '2026-03-04T16:59:00Z';

export interface TestPlatform {
  platform: FakePlatformApi;
  clock: PlatformClock;
  storage: PlatformStorage;
}

export function platformAt(isoInstant = WEDNESDAY_1759, seed?: number): TestPlatform {
  const clock = createPlatformClock({ fixed: isoInstant });
  // Every save replays its journal operations onto a copy: a change the file storage would lose fails the test.
  const storage = createMemoryStorage(null, { verifyJournal: true });
  const platform = createPlatform({ clock, storage, ...(seed === undefined ? {} : { seed }) });
  const seeded = (storage.load() as PlatformState).receipts.map((r) => r.lottery_product_selection_id);
  seededSelections.set(platform, new Set(seeded));
  return { platform, clock, storage };
}

/** The seeded history's selections per platform: its Dauerschein keeps running (and renewing) beside a test's tickets. */
const seededSelections = new WeakMap<FakePlatformApi, ReadonlySet<string>>();

/**
 * Receipts a test bought: those with a draw still to come, without the seeded history (the
 * verified player's Dauerschein has pending draws too). Oldest first, like FRESH_RECEIPTS.
 */
export function freshReceipts(
  platform: FakePlatformApi,
  token: string,
  query: Partial<ReceiptQueryDto> = {},
): ReceiptListDto {
  const seeded = seededSelections.get(platform) ?? new Set<string>();
  const { page_limit: limit = 10, page_offset: offset = 0, ...rest } = query;
  const all = platform
    .receipts(token, { ...FRESH_RECEIPTS, ...rest, page_limit: 100, page_offset: 0 })
    .lottery_receipts.filter((r) => !seeded.has(r.lottery_product_selection_id));
  return { lottery_receipts: all.slice(offset, offset + limit), page_info: { total_count: all.length } };
}

export const loginAs = (platform: FakePlatformApi, email: string, long = false): string =>
  platform.login({ username: email, password: DEMO_PASSWORD, long_lasting_session: long }).access_token;

/**
 * Moves the clock by `minutes` while the player stays active (a login every 20 minutes), so the
 * next KENO order is no resumption after 30 minutes without activity (no 5-minute wait, oasis/oasis.ts).
 * Answers a fresh access token.
 */
export function stayActive(platform: FakePlatformApi, email: string, minutes: number): string {
  let token = loginAs(platform, email);
  for (let left = minutes; left > 0; left -= 20) {
    platform.shiftClock(Math.min(20, left));
    token = loginAs(platform, email);
  }
  return token;
}

/** Runs `call` and returns the PlatformError it throws (fails the test when it does not throw one). */
export function platformError(call: () => unknown): PlatformError {
  try {
    call();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a PlatformError');
}

export const euros = (fractional: number) => ({ fractional, currency: 'EUR' });

export function priceRequest(overrides: Partial<PriceRequestDto> = {}): PriceRequestDto {
  return {
    product_identifier: 'lotto6aus49_regular',
    quantity: 1,
    repetition_quantity: 1,
    number_fields: [{ type: 'normal', quantity: 1 }],
    recurring_draw_event_identifiers: ['wednesday', 'saturday'],
    addon_cachables: [],
    repetition_frequency: { quantity: 1, unit: 'week' },
    field_stake: null,
    ...overrides,
  };
}

const FIELDS = [
  [3, 11, 17, 25, 38, 44],
  [1, 2, 3, 4, 5, 6],
  [7, 14, 21, 28, 35, 42],
];

/** A LOTTO line item priced by the platform itself, so it passes validation unless a test spoils it. */
export function lottoLine(
  platform: FakePlatformApi,
  id: string,
  options: { fields?: number; addons?: string[]; weeks?: number; events?: string[] } = {},
): LineItemDto {
  const fields = FIELDS.slice(0, options.fields ?? 1).map((main) => ({
    type_identifier: 'normal',
    main_tips: main,
    extra_tips: [],
  }));
  const addons = options.addons ?? [];
  const events = options.events ?? ['wednesday', 'saturday'];
  const weeks = options.weeks ?? 1;
  const price = platform.price(
    priceRequest({
      number_fields: [{ type: 'normal', quantity: fields.length }],
      addon_cachables: addons.map((identifier) => ({ identifier, quantity: 1 })),
      recurring_draw_event_identifiers: events,
      repetition_quantity: weeks,
    }),
  );
  const data: ProductDataDto = {
    id: `${id}-selection`,
    product_identifier: 'lotto6aus49_regular',
    price,
    ticket_numbers: ['1234567'],
    number_fields: fields,
    recurring_draw_event_identifiers: events,
    repetition_quantity: weeks,
    addon_lotteries: addons.map((identifier) => ({ identifier })),
    first_draw_date: null,
    repetition_frequency: { quantity: 1, unit: 'week' },
    field_stake: null,
    subscription: null,
  };
  return {
    id,
    product_type: 'lottery_product_selection',
    product_identifier: 'lotto6aus49_regular',
    product_data: data,
    price: price.total,
  };
}

export const orderOf = (
  id: string,
  lineItems: LineItemDto[],
  paymentTransactionId: string | null = null,
): OrderDto => ({
  id,
  line_items: lineItems,
  tracking_parameters: null,
  payment_transaction_id: paymentTransactionId,
});

export const commonBalance = (platform: FakePlatformApi, token: string): number => {
  const account = platform.account(token, 'common');
  return account.payoutable_balance.fractional + account.not_payoutable_balance.fractional;
};

/** Any product's line item, priced by the platform from an explicit price request. */
export function lineFor(
  platform: FakePlatformApi,
  id: string,
  data: Omit<ProductDataDto, 'id' | 'price' | 'first_draw_date' | 'subscription'> &
    Partial<Pick<ProductDataDto, 'first_draw_date' | 'subscription'>>,
  request: PriceRequestDto,
): LineItemDto {
  const price = platform.price(request);
  return {
    id,
    product_type: 'lottery_product_selection',
    product_identifier: data.product_identifier,
    product_data: { first_draw_date: null, subscription: null, ...data, id: `${id}-selection`, price },
    price: price.total,
  };
}

export function kenoLine(platform: FakePlatformApi, id: string, days = 3): LineItemDto {
  return lineFor(
    platform,
    id,
    {
      product_identifier: 'keno_regular',
      ticket_numbers: ['7654321'],
      number_fields: [{ type_identifier: 'keno_type_5', main_tips: [5, 17, 33, 48, 70], extra_tips: [] }],
      recurring_draw_event_identifiers: ['daily'],
      repetition_quantity: days,
      addon_lotteries: [],
      repetition_frequency: { quantity: 1, unit: 'day' },
      field_stake: euros(200),
    },
    priceRequest({
      product_identifier: 'keno_regular',
      number_fields: [{ type: 'keno_type_5', quantity: 1 }],
      recurring_draw_event_identifiers: ['daily'],
      repetition_quantity: days,
      repetition_frequency: { quantity: 1, unit: 'day' },
      field_stake: euros(200),
    }),
  );
}

export const ALL_RECEIPTS = {
  criteria: [],
  lottery_identifiers: [],
  page_limit: 10,
  page_offset: 0,
  sort_direction: 'asc',
  sort_attribute: 'created_at',
  include_draws: true,
} as const satisfies ReceiptQueryDto;

/**
 * Receipts with a draw still to come. The verified player's seeded Dauerschein is one of them
 * (mocks/platform/draws/demo-history.ts); freshReceipts leaves it out.
 */
const FRESH_RECEIPTS = {
  ...ALL_RECEIPTS,
  criteria: ['any_draws_pending'],
} satisfies ReceiptQueryDto;

/** How many receipts the verified demo player starts with. */
export const SEEDED_RECEIPTS = 3;
