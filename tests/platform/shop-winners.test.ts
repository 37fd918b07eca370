import { describe, expect, it } from 'vitest';
import type { DrawDto } from '../../adapters/http/wire/draws.dto';
import type { ReceiptDto } from '../../adapters/http/wire/lottery-store.dto';
import {
  dayOf,
  drawingMs,
  isoInstant,
  saleStopMs,
  slotsFromEpoch,
  type CalendarSlot,
} from '../../mocks/platform/draws/draw-calendar';
import { marketOf, type Market } from '../../mocks/platform/draws/draw-market';
import { totalOf } from '../../mocks/platform/draws/pools';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PlatformState } from '../../mocks/platform/state';
import type { PlatformContext } from '../../mocks/platform/context';
import { settleDraw } from '../../mocks/platform/draws/settlement';
import { createRandom } from '../../mocks/platform/prng';
import { createSeedState } from '../../mocks/platform/seed';
import { Temporal } from '../../core/shared/temporal';
import { TEST_NOW } from '../support/demo';
import { registration } from './account-fixtures';
import { ALL_RECEIPTS, lineFor, loginAs, orderOf, platformAt, priceRequest } from './platform-fixtures';

const SPIELER = 'spieler@tippwerk.de';
const FIELD = [3, 11, 17, 25, 38, 44];
/** Newest first: the ticket a test just bought. */
const NEWEST = { ...ALL_RECEIPTS, sort_direction: 'desc' } as const;

/** The first LOTTO draw from 2026-03-04 on whose market matches `wanted`. */
function lottoDraw(wanted: (market: Market) => boolean): { slot: CalendarSlot; market: Market } {
  for (const slot of slotsFromEpoch('lotto6aus49')) {
    if (slot.day < dayOf('2026-03-04')) continue;
    const market = marketOf(4949, slot);
    if (wanted(market)) return { slot, market };
  }
  throw new Error('no such draw');
}

/** A one-draw LOTTO ticket for the slot's weekday with `main` and ticket number 1234567. */
function buyLotto(platform: FakePlatformApi, token: string, id: string, slot: CalendarSlot, main = FIELD): void {
  const event = slot.event.identifier;
  const data = {
    product_identifier: 'lotto6aus49_regular',
    ticket_numbers: ['1234567'],
    number_fields: [{ type_identifier: 'normal', main_tips: main, extra_tips: [] }],
    recurring_draw_event_identifiers: [event],
    repetition_quantity: 1,
    addon_lotteries: [],
    repetition_frequency: { quantity: 1, unit: 'week' as const },
    field_stake: null,
  };
  platform.placeOrder(
    token,
    orderOf(`o-${id}`, [lineFor(platform, id, data, priceRequest({ recurring_draw_event_identifiers: [event] }))]),
  );
}

/** A platform one minute before the slot's sale stop, with automatic draws off (rigging) or on. */
function before(slot: CalendarSlot, auto: boolean) {
  const test = platformAt(isoInstant(saleStopMs(slot) - 60_000));
  test.platform.setAutoDraws(auto);
  return test;
}

const pastDraw = (platform: FakePlatformApi, slot: CalendarSlot) =>
  platform.showDraws(`lotto6aus49-${new Date(drawingMs(slot)).toISOString().slice(0, 10)}`)[0] as DrawDto;
const classRow = (draw: DrawDto, tier: number) => draw.odds.find((o) => o.field_type === 'normal' && o.tier === tier);
const lottoWin = (receipt: ReceiptDto | undefined) => receipt?.wager.lottery_winnings[0]?.winning_tiers[0];
/** The pool after class 9's fixed 6 € (LOTTERY-RULES §3: 50 % of the stakes). */
const poolOf = (market: Market, shopClass9 = 0) =>
  Math.floor(market.stakeCents / 2) - 600 * ((market.counts['normal:9'] ?? 0) + shopClass9);

describe('the shop’s own winners share the pari-mutuel pools', () => {
  it('pays a sole class-2 winner the whole class-2 pool (rigged draw)', () => {
    const { slot, market } = lottoDraw((m) => (m.counts['normal:2'] ?? 0) === 0);
    const { platform } = before(slot, false);
    buyLotto(platform, loginAs(platform, SPIELER), 'a', slot);
    platform.shiftClock(90);
    const [receipt] = platform.receipts(loginAs(platform, SPIELER), NEWEST).lottery_receipts;
    const settled = platform.settleReceipt({
      receipt_number: receipt?.number ?? '',
      winning_classes: { lotto6aus49: 2 },
    });
    const class2Pool = Math.floor((poolOf(market) * 1000) / 10_000);
    expect(lottoWin(settled)).toMatchObject({
      tier: 2,
      quantity: 1,
      amount: { fractional: Math.floor(class2Pool / 10) * 10 },
    });
    expect(classRow(pastDraw(platform, slot), 2)).toMatchObject({ winnings_quantity: 1 });
    expect(class2Pool).toBeGreaterThan(50_000_000);
  });

  it('splits a class between two shop players and the simulated winners', () => {
    // Class 3 had winners, so class 4 pays its own pool.
    const { slot, market } = lottoDraw((m) => (m.counts['normal:3'] ?? 0) > 0 && (m.counts['normal:4'] ?? 0) > 0);
    const { platform } = before(slot, false);
    platform.register(registration({ email: 'zweite@example.de', date_of_birth: '1990-05-05' }));
    platform.creditTestWinning({ email: 'zweite@example.de', amount_cents: 5_000 });
    buyLotto(platform, loginAs(platform, SPIELER), 'a', slot);
    const second = platform.login({
      username: 'zweite@example.de',
      password: registration().password,
      long_lasting_session: false,
    });
    buyLotto(platform, second.access_token, 'b', slot);
    platform.shiftClock(90);
    const [mine] = platform.receipts(loginAs(platform, SPIELER), NEWEST).lottery_receipts;
    platform.settleReceipt({ receipt_number: mine?.number ?? '', winning_classes: { lotto6aus49: 4 } });
    const again = platform.login({
      username: 'zweite@example.de',
      password: registration().password,
      long_lasting_session: false,
    });
    const theirs = platform.receipts(again.access_token, NEWEST).lottery_receipts[0];
    const ours = platform.receipts(loginAs(platform, SPIELER), NEWEST).lottery_receipts[0];
    const row = classRow(pastDraw(platform, slot), 4);
    const winners = (market.counts['normal:4'] ?? 0) + 2;
    expect(row?.winnings_quantity).toBe(winners);
    expect(lottoWin(ours)?.amount.fractional).toBe(row?.winnings_amount.fractional);
    expect(lottoWin(theirs)?.amount.fractional).toBe(row?.winnings_amount.fractional);
    const class4Pool = Math.floor((poolOf(market) * 1500) / 10_000);
    expect(row?.winnings_amount.fractional).toBe(Math.floor(class4Pool / winners / 10) * 10);
  });

  it('counts a natural draw’s shop winner in the quota and keeps the pools balanced', () => {
    const { slot, market } = lottoDraw(() => true);
    const { platform, storage } = before(slot, true);
    const main = [
      ...market.numbers.main_numbers.slice(0, 3),
      ...[40, 41, 42, 43, 44, 45].filter((n) => !market.numbers.main_numbers.includes(n)),
    ].slice(0, 6);
    buyLotto(platform, loginAs(platform, SPIELER), 'a', slot, main);
    platform.shiftClock(90);
    const [receipt] = platform.receipts(loginAs(platform, SPIELER), NEWEST).lottery_receipts;
    const win = lottoWin(receipt);
    expect([7, 8]).toContain(win?.tier);
    const row = classRow(pastDraw(platform, slot), win?.tier ?? 0);
    expect(row?.winnings_quantity).toBe((market.counts[`normal:${win?.tier}`] ?? 0) + 1);
    expect(win?.amount.fractional).toBe(row?.winnings_amount.fractional);
    const result = (storage.load() as PlatformState).draw_results[receipt?.draws[0]?.id ?? ''];
    const book = result?.books?.['lotto6aus49'];
    expect(book && book.shareCents + book.carriedInCents).toBe(book && book.paidCents + book.carriedOutCents);
    expect(book?.carriedOutCents).toBe(result?.carry_out && totalOf(result.carry_out.main));
  });

  it('starts the next jackpot afresh after a shop player’s class-1 win', () => {
    const { slot } = lottoDraw(() => true);
    const { platform } = before(slot, false);
    buyLotto(platform, loginAs(platform, SPIELER), 'a', slot);
    platform.shiftClock(90);
    const [receipt] = platform.receipts(loginAs(platform, SPIELER), NEWEST).lottery_receipts;
    const jackpot = pastDraw(platform, slot).jackpot?.fractional ?? 0;
    const settled = platform.settleReceipt({
      receipt_number: receipt?.number ?? '',
      winning_classes: { lotto6aus49: 1 },
    });
    expect(lottoWin(settled)).toMatchObject({ tier: 1, quantity: 1 });
    expect(lottoWin(settled)?.amount.fractional).toBeLessThanOrEqual(jackpot);
    platform.setAutoDraws(true);
    const next = platform.futureDraws('lotto6aus49', 1)[0];
    expect(next?.jackpot?.fractional).toBeLessThan(jackpot);
    expect(next?.jackpot?.fractional).toBeLessThanOrEqual(500_000_000);
  });
});

describe('settleDraw: each wager is paid once per draw', () => {
  function seeded() {
    const now = Temporal.Instant.from(TEST_NOW);
    const state = createSeedState(4949, now, 0);
    const ctx: PlatformContext = { state, random: createRandom(state), now };
    const receipt = state.receipts.find((r) => [r.wager, ...r.addon_wagers].some((w) => w.lottery_winnings.length > 0));
    if (!receipt) throw new Error('the seeded history has no winning receipt');
    const drawId = [receipt.wager, ...receipt.addon_wagers].flatMap((w) => w.lottery_winnings)[0]!.draw_id;
    const result = state.draw_results[drawId];
    if (!result) throw new Error('no stored result');
    return { state, ctx, receipt, drawId, result };
  }
  const paidFor = (receipt: ReceiptDto, drawId: string) =>
    [receipt.wager, ...receipt.addon_wagers].flatMap((w) =>
      w.lottery_winnings
        .filter((win) => win.draw_id === drawId)
        .map((win) => [w.lottery_identifier, win.amount.fractional]),
    );

  it('settling a draw again pays nobody', () => {
    const { state, ctx, receipt, drawId, result } = seeded();
    const before = paidFor(receipt, drawId);
    expect(settleDraw(ctx, result, state.receipts)).toEqual([]);
    expect(paidFor(receipt, drawId)).toEqual(before);
  });

  it('answers the receipts that won, paid as the first time', () => {
    const { state, ctx, receipt, drawId, result } = seeded();
    const before = paidFor(receipt, drawId);
    expect(before.length).toBeGreaterThan(0);
    for (const wager of [receipt.wager, ...receipt.addon_wagers])
      wager.lottery_winnings = wager.lottery_winnings.filter((w) => w.draw_id !== drawId);
    expect(settleDraw(ctx, result, state.receipts).map((r) => r.id)).toEqual([receipt.id]);
    expect(paidFor(receipt, drawId)).toEqual(before);
  });
});
