import { describe, expect, it } from 'vitest';
import type { ReceiptDto } from '../../adapters/http/wire/lottery-store.dto';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PlatformState } from '../../mocks/platform/state';
import {
  ALL_RECEIPTS,
  commonBalance,
  euros,
  freshReceipts,
  kenoLine,
  lineFor,
  loginAs,
  lottoLine,
  orderOf,
  platformAt,
  platformError,
  priceRequest,
} from './platform-fixtures';

const SPIELER = 'spieler@tippwerk.de';

/** A platform whose draws wait for the settle control: automatic draws would draw them at the next request. */
function riggable() {
  const test = platformAt();
  test.platform.setAutoDraws(false);
  return test;
}

/** A LOTTO ticket (2 fields, Spiel 77 + Super 6, ticket 1234567) bought Wednesday 17:59, its Wednesday draw over an hour later. */
function boughtAndDrawn() {
  const test = riggable();
  const { platform } = test;
  platform.placeOrder(
    loginAs(platform, SPIELER),
    orderOf('o-1', [lottoLine(platform, 'a', { fields: 2, addons: ['spiel77', 'super6'] })]),
  );
  platform.shiftClock(60);
  const token = loginAs(platform, SPIELER);
  const receipt = freshReceipts(platform, token).lottery_receipts[0];
  if (!receipt) throw new Error('no receipt');
  return { ...test, token, receipt };
}

const winningsOf = (receipt: ReceiptDto) =>
  [receipt.wager, ...receipt.addon_wagers].flatMap((w) =>
    w.lottery_winnings.flatMap((win) =>
      win.winning_tiers.map((t) => [w.lottery_identifier, t.tier, t.quantity, t.amount.fractional]),
    ),
  );

const payoutable = (platform: FakePlatformApi, token: string) =>
  platform.account(token, 'common').payoutable_balance.fractional;

describe('the verified demo player’s seeded history', () => {
  it.each(['2026-03-04T16:59:00Z', '2026-03-08T10:00:00Z', '2026-11-18T09:00:00Z'])(
    'has three receipts, one won 23 €, and still 50 € at %s',
    (now) => {
      const { platform } = platformAt(now);
      const token = loginAs(platform, SPIELER);
      const all = platform.receipts(token, ALL_RECEIPTS).lottery_receipts;
      expect(all.map((r) => r.wager.product_identifier)).toEqual([
        'lotto6aus49_regular',
        'eurojackpot_regular',
        'lotto6aus49_regular',
      ]);
      const [won] = platform.receipts(token, { ...ALL_RECEIPTS, criteria: ['won'] }).lottery_receipts;
      expect(won && winningsOf(won)).toEqual([
        ['lotto6aus49', 9, 1, 600],
        ['spiel77', 6, 1, 1700],
      ]);
      expect(commonBalance(platform, token)).toBe(5000);
      expect(payoutable(platform, token)).toBe(2300);
      expect(all[2]?.lottery_subscription_info).toEqual({ active: true, subscription_type: 'weekly' });
      expect(all[1] && winningsOf(all[1])).toEqual([]);
    },
  );

  it('shows the winning draw’s numbers: two hits of field 1, the Superzahl and Spiel 77’s last two digits', () => {
    const { platform } = platformAt();
    const [won] = platform.receipts(loginAs(platform, SPIELER), {
      ...ALL_RECEIPTS,
      criteria: ['won'],
    }).lottery_receipts;
    const draw = won?.draws.find((d) => d.id === won.wager.lottery_winnings[0]?.draw_id);
    const field = won?.wager.number_fields[0]?.main_tips ?? [];
    expect(draw?.status).toBe('drawn');
    expect(draw?.drawn_numbers?.main_numbers.filter((n) => field.includes(n))).toHaveLength(2);
    expect(draw?.drawn_numbers?.super_number).toBe(6);
    const spiel77 = draw?.addon_draws.find((a) => a.lottery_identifier === 'spiel77')?.drawn_numbers.ticket_numbers[0]
      ?.ticket_numbers[0];
    expect(spiel77?.slice(-2)).toBe('16');
    expect(spiel77?.slice(-3, -2)).not.toBe('7');
    expect(draw?.odds.find((o) => o.tier === 9)?.winnings_amount).toEqual(euros(600));
  });

  it('books each winning as a payoutable lottery_winning voucher after the purchase', () => {
    const { storage } = platformAt();
    const state = storage.load() as PlatformState;
    const player = state.players.find((p) => p.player.email === SPIELER);
    const vouchers = state.vouchers.filter((v) => v.player_id === player?.player.id);
    expect(vouchers.map((v) => [v.voucherable.type, v.amount.fractional])).toEqual([
      // 50 € + purchases − winnings, so the balance is the profile's 50 €.
      ['deposit', 6080],
      ['purchase', 1280],
      ['lottery_winning', 600],
      ['lottery_winning', 1700],
      ['purchase', 850],
      ['purchase', 1250],
    ]);
    const times = vouchers.map((v) => Date.parse(v.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('POST /__fake/receipts/settle (platform)', () => {
  it('settles the next due draw with the class asked for and books the winning', () => {
    const { platform, token, receipt } = boughtAndDrawn();
    const before = commonBalance(platform, token);
    const settled = platform.settleReceipt({
      receipt_number: receipt.number,
      winning_classes: { lotto6aus49: 7, super6: 5 },
    });
    const tiers = winningsOf(settled);
    expect(tiers.map(([game, tier, quantity]) => [game, tier, quantity])).toEqual([
      ['lotto6aus49', 7, 1],
      ['super6', 5, 1],
    ]);
    // Class 7 is pari-mutuel: its pool divided among all winners, a quota of some 20 € in whole 10 cents; Super 6 class 5 is a fixed 6 €.
    const lottoCents = Number(tiers[0]?.[3]);
    expect(lottoCents).toBeGreaterThanOrEqual(1000);
    expect(lottoCents).toBeLessThanOrEqual(5000);
    expect(lottoCents % 10).toBe(0);
    expect(tiers[1]?.[3]).toBe(600);
    expect(commonBalance(platform, token)).toBe(before + lottoCents + 600);
    const draw = settled.draws[0];
    expect(draw?.drawn_numbers?.main_numbers.filter((n) => [3, 11, 17, 25, 38, 44].includes(n))).toHaveLength(3);
    expect(draw?.drawn_numbers?.super_number).toBe(7);
    expect(draw?.odds.find((o) => o.tier === 7)?.winnings_amount.fractional).toBe(lottoCents);
    expect(settled.draws[1]).toMatchObject({ status: 'pending', drawn_numbers: null });
  });

  it('pays exact fixed prizes: Spiel 77 class 6 is 17 €, LOTTO class 9 is 6 €', () => {
    const { platform, receipt } = boughtAndDrawn();
    const settled = platform.settleReceipt({
      receipt_number: receipt.number,
      winning_classes: { spiel77: 6, lotto6aus49: 9 },
    });
    expect(winningsOf(settled)).toEqual([
      ['lotto6aus49', 9, 1, 600],
      ['spiel77', 6, 1, 1700],
    ]);
  });

  it('settles nothing twice: without classes no win, then 409 until the next draw is over', () => {
    const { platform, receipt } = boughtAndDrawn();
    expect(winningsOf(platform.settleReceipt({ receipt_number: receipt.number }))).toEqual([]);
    expect(platformError(() => platform.settleReceipt({ receipt_number: receipt.number })).body).toEqual({
      code: 'no_draw_due',
    });
    platform.shiftClock(3 * 24 * 60 + 60);
    const next = platform.settleReceipt({ receipt_number: receipt.number, winning_classes: { spiel77: 7 } });
    expect(next.draws.map((d) => d.drawn_numbers !== null)).toEqual([true, true]);
    expect(winningsOf(next)).toEqual([['spiel77', 7, 1, 500]]);
  });

  it('evaluates the other receipts of the same draw honestly', () => {
    const test = riggable();
    const { platform } = test;
    const token = loginAs(platform, SPIELER);
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a'), lottoLine(platform, 'b')]));
    platform.shiftClock(60);
    const [first, second] = freshReceipts(platform, loginAs(platform, SPIELER)).lottery_receipts;
    if (!first || !second) throw new Error('two receipts expected');
    // Same numbers and ticket on both: both win class 8.
    platform.settleReceipt({ receipt_number: first.number, winning_classes: { lotto6aus49: 8 } });
    const again = freshReceipts(platform, loginAs(platform, SPIELER)).lottery_receipts;
    expect(again.map((r) => winningsOf(r).map(([, tier]) => tier))).toEqual([[8], [8]]);
    expect(again[1]?.draws[0]?.drawn_numbers).toEqual(again[0]?.draws[0]?.drawn_numbers);
    expect(platformError(() => platform.settleReceipt({ receipt_number: second.number })).status).toBe(409);
  });

  it('wins KENO quota × stake and GlücksSpirale fixed prizes', () => {
    const { platform } = riggable();
    const token = loginAs(platform, SPIELER);
    const los = lineFor(
      platform,
      'g',
      {
        product_identifier: 'gluecksspirale_regular',
        ticket_numbers: ['1234567'],
        number_fields: [],
        recurring_draw_event_identifiers: ['saturday'],
        repetition_quantity: 1,
        addon_lotteries: [],
        repetition_frequency: { quantity: 1, unit: 'week' },
        field_stake: null,
      },
      priceRequest({
        product_identifier: 'gluecksspirale_regular',
        number_fields: [],
        recurring_draw_event_identifiers: ['saturday'],
      }),
    );
    platform.placeOrder(token, orderOf('o-1', [kenoLine(platform, 'k', 1), los]));
    platform.shiftClock(4 * 24 * 60);
    const [keno, spirale] = platform.receipts(loginAs(platform, SPIELER), {
      ...ALL_RECEIPTS,
      lottery_identifiers: ['keno', 'gluecksspirale'],
    }).lottery_receipts;
    if (!keno || !spirale) throw new Error('receipts expected');
    expect(winningsOf(platform.settleReceipt({ receipt_number: keno.number, winning_classes: { keno: 4 } }))).toEqual([
      ['keno', 4, 1, 1400],
    ]);
    expect(
      winningsOf(platform.settleReceipt({ receipt_number: spirale.number, winning_classes: { gluecksspirale: 3 } })),
    ).toEqual([['gluecksspirale', 3, 1, 10000]]);
  });

  it('refuses classes the receipt cannot win and unknown receipts', () => {
    const { platform, receipt } = boughtAndDrawn();
    const error = platformError(() =>
      platform.settleReceipt({
        receipt_number: receipt.number,
        winning_classes: { lotto6aus49: 10, eurojackpot: 1, gluecksspirale: 1 },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body.attribute_errors).toEqual({
      'winning_classes.lotto6aus49': ['invalid'],
      'winning_classes.eurojackpot': ['not_played'],
      'winning_classes.gluecksspirale': ['not_played'],
    });
    expect(platformError(() => platform.settleReceipt({ receipt_number: 'TW-00000000' })).status).toBe(404);
    expect(platformError(() => platform.settleReceipt({ receipt_number: '' })).body.attribute_errors).toEqual({
      receipt_number: ['required'],
    });
  });

  it('refuses a draw that has not happened yet with 409', () => {
    const { platform } = riggable();
    platform.placeOrder(loginAs(platform, SPIELER), orderOf('o-1', [lottoLine(platform, 'a')]));
    const [receipt] = freshReceipts(platform, loginAs(platform, SPIELER)).lottery_receipts;
    expect(platformError(() => platform.settleReceipt({ receipt_number: receipt?.number ?? '' })).status).toBe(409);
  });
});

describe('receipt history for benchmarks', () => {
  // Seeding 10,000 receipts takes seconds on a busy 2-core host; how fast the history answers is
  // tests/perf/receipts.perf.ts's business (a benchmark, not a timed unit test).
  it('adds receipts without touching the wallet and pages through 10,000 of them', { timeout: 60_000 }, () => {
    const { platform } = platformAt();
    const token = loginAs(platform, SPIELER);
    expect(platform.seedReceiptHistory({ email: SPIELER, count: 10_000 })).toEqual({
      email: SPIELER,
      created: 10_000,
      total_count: 10_003,
    });
    expect(commonBalance(platform, token)).toBe(5000);
    const page = platform.receipts(token, { ...ALL_RECEIPTS, sort_direction: 'desc', page_offset: 20 });
    const won = platform.receipts(token, { ...ALL_RECEIPTS, criteria: ['won'] });
    expect(page.page_info.total_count).toBe(10_003);
    expect(page.lottery_receipts).toHaveLength(10);
    expect(won.page_info.total_count).toBe(1);
    const times = page.lottery_receipts.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('finds one receipt by number', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, SPIELER);
    const [, second] = platform.receipts(token, ALL_RECEIPTS).lottery_receipts;
    const found = platform.receipts(token, { ...ALL_RECEIPTS, number: second?.number ?? '' });
    expect(found.lottery_receipts.map((r) => r.number)).toEqual([second?.number]);
  });

  it('refuses unknown players and counts out of range', () => {
    const { platform } = platformAt();
    expect(
      platformError(() => platform.seedReceiptHistory({ email: 'niemand@tippwerk.de', count: 5 })).body
        .attribute_errors,
    ).toEqual({ email: ['unknown'] });
    expect(
      platformError(() => platform.seedReceiptHistory({ email: SPIELER, count: 0 })).body.attribute_errors,
    ).toEqual({ count: ['invalid'] });
    expect(platformError(() => platform.seedReceiptHistory({ email: SPIELER, count: 20_001 })).status).toBe(400);
  });
});
