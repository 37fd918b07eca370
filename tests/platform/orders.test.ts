import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import type { PlatformState } from '../../mocks/platform/state';
import {
  freshReceipts,
  commonBalance,
  euros,
  kenoLine,
  loginAs,
  lottoLine,
  orderOf,
  platformAt,
  platformError,
  WEDNESDAY_1759,
} from './platform-fixtures';
import { depositByCard, movement, NEWCOMER_HOLDER } from './psp-fixtures';

const setup = () => {
  const test = platformAt();
  return { ...test, token: loginAs(test.platform, 'spieler@tippwerk.de') };
};

describe('order validation', () => {
  it('accepts a correctly priced basket', () => {
    const { platform, token } = setup();
    expect(() =>
      platform.validateOrder(token, orderOf('o-1', [lottoLine(platform, 'a'), kenoLine(platform, 'b')])),
    ).not.toThrow();
  });

  it('needs a logged-in player', () => {
    const { platform } = setup();
    expect(platformError(() => platform.validateOrder(null, orderOf('o-1', [lottoLine(platform, 'a')]))).status).toBe(
      401,
    );
  });

  it('refuses an empty order', () => {
    const { platform, token } = setup();
    expect(platformError(() => platform.validateOrder(token, orderOf('o-1', []))).body).toEqual({
      global_errors: ['empty_order'],
      attribute_errors: {},
    });
  });

  it('names the broken line items by index', () => {
    const { platform, token } = setup();
    const good = lottoLine(platform, 'a');
    const fiveNumbers = lottoLine(platform, 'b');
    fiveNumbers.product_data.number_fields[0] = {
      type_identifier: 'normal',
      main_tips: [1, 2, 3, 4, 5],
      extra_tips: [],
    };
    const outOfRange = lottoLine(platform, 'c');
    outOfRange.product_data.number_fields[0] = {
      type_identifier: 'normal',
      main_tips: [1, 2, 3, 4, 5, 50],
      extra_tips: [],
    };
    outOfRange.product_data.ticket_numbers = ['12345'];
    const error = platformError(() => platform.validateOrder(token, orderOf('o-1', [good, fiveNumbers, outOfRange])));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      global_errors: [],
      attribute_errors: {
        'line_items.1.number_fields': ['wrong_tip_count'],
        'line_items.2.number_fields': ['invalid_numbers'],
        'line_items.2.ticket_numbers': ['invalid'],
      },
    });
  });

  it.each([
    [
      'duplicate numbers',
      (l: ReturnType<typeof lottoLine>) =>
        void (l.product_data.number_fields[0] = {
          type_identifier: 'normal',
          main_tips: [1, 1, 2, 3, 4, 5],
          extra_tips: [],
        }),
      'number_fields',
    ],
    [
      'an unknown draw event',
      (l: ReturnType<typeof lottoLine>) => void (l.product_data.recurring_draw_event_identifiers = ['sunday']),
      'recurring_draw_event_identifiers',
    ],
    [
      'an add-on of another lottery',
      (l: ReturnType<typeof lottoLine>) => void (l.product_data.addon_lotteries = [{ identifier: 'plus5' }]),
      'addon_lotteries',
    ],
    [
      'a repetition not offered',
      (l: ReturnType<typeof lottoLine>) => void (l.product_data.repetition_quantity = 52),
      'repetition_quantity',
    ],
    [
      'an unknown product',
      (l: ReturnType<typeof lottoLine>) => void (l.product_data.product_identifier = 'toto_regular'),
      'product_identifier',
    ],
    [
      'a subscription type not offered',
      (l: ReturnType<typeof lottoLine>) =>
        void (l.product_data.subscription = { payment_method_label: 'paypal', subscription_type: 'monthly' }),
      'subscription',
    ],
  ])('refuses %s on the line that has it', (_, spoil, attribute) => {
    const { platform, token } = setup();
    const line = lottoLine(platform, 'b');
    spoil(line);
    const error = platformError(() => platform.validateOrder(token, orderOf('o-1', [lottoLine(platform, 'a'), line])));
    expect(Object.keys(error.body.attribute_errors ?? {})).toEqual([`line_items.1.${attribute}`]);
  });

  it('reports price_changed when the client price differs from the server price', () => {
    const { platform, token } = setup();
    const stale = lottoLine(platform, 'a', { fields: 2 });
    stale.price = euros(stale.price.fractional - 1);
    const error = platformError(() => platform.validateOrder(token, orderOf('o-1', [stale])));
    expect(error.body.attribute_errors).toEqual({ 'line_items.0.price': ['price_changed'] });
  });
});

describe('placing an order', () => {
  it('charges the common account and issues one receipt per line item', () => {
    const { platform, token, storage } = setup();
    platform.placeOrder(
      token,
      orderOf('o-1', [lottoLine(platform, 'a', { fields: 2, addons: ['spiel77', 'super6'] }), kenoLine(platform, 'b')]),
    );
    expect(commonBalance(platform, token)).toBe(5000 - 1280 - 650);
    const receipts = freshReceipts(platform, token).lottery_receipts;
    expect(receipts).toHaveLength(2);
    const state = storage.load() as PlatformState;
    expect(state.vouchers.at(-1)).toMatchObject({
      booking_type: 'debit',
      amount: euros(1930),
      balance: euros(3070),
      voucherable: { type: 'purchase', order_id: 'o-1', receipt_numbers: receipts.map((r) => r.number) },
    });
  });

  it('refers the purchase booking to each wager: product, receipt number and drawing times (spec/2 "Lottery wager reference")', () => {
    const { platform, token } = setup();
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a', { weeks: 2 }), kenoLine(platform, 'b')]));
    const receipts = freshReceipts(platform, token).lottery_receipts;
    const page = platform.vouchers(token, {
      kind: 'common',
      page_limit: 10,
      page_offset: 0,
      search: null,
      sort_attribute: 'created_at',
      sort_direction: 'desc',
    });
    const purchase = page.vouchers.find((v) => v.voucherable.voucherable_type === 'purchase');
    expect(purchase?.voucherable).toEqual({
      voucherable_type: 'purchase',
      order_id: 'o-1',
      receipt_numbers: receipts.map((r) => r.number),
      lottery_wager_references: receipts.map((r) => ({
        product_identifier: r.wager.product_identifier,
        receipt_number: r.number,
        drawing_times: r.draws.map((d) => d.drawing_time),
      })),
    });
    // LOTTO on its two days for two weeks: four drawing times; KENO its own.
    const wagers =
      purchase?.voucherable.voucherable_type === 'purchase' ? purchase.voucherable.lottery_wager_references : [];
    expect(wagers?.map((w) => w.product_identifier)).toEqual(['lotto6aus49_regular', 'keno_regular']);
    expect(wagers?.[0]?.drawing_times).toHaveLength(4);
    expect(wagers?.[1]?.drawing_times.length).toBeGreaterThan(0);
  });

  it('issues a receipt with the next draws of the chosen events, add-on wagers and prices', () => {
    const { platform, token } = setup();
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a', { addons: ['super6'], weeks: 2 })]));
    const [receipt] = freshReceipts(platform, token).lottery_receipts;
    expect(receipt?.number).toMatch(/^TW-\d{8}$/);
    expect(receipt?.draws.map((d) => [d.drawing_time, d.status])).toEqual([
      ['2026-03-04T17:25:00Z', 'pending'],
      ['2026-03-07T18:25:00Z', 'pending'],
      ['2026-03-11T17:25:00Z', 'pending'],
      ['2026-03-14T18:25:00Z', 'pending'],
    ]);
    expect(receipt?.draws[0]?.id).toBe('lotto6aus49-20260304-wednesday');
    expect(receipt).toMatchObject({
      fee: euros(50),
      price: euros((120 + 125) * 4 + 50),
      lottery_subscription_info: null,
      active: true,
    });
    expect(receipt?.wager).toMatchObject({
      lottery_identifier: 'lotto6aus49',
      ticket_numbers: ['1234567'],
      recurring_draw_events: ['wednesday', 'saturday'],
    });
    expect(receipt?.addon_wagers).toEqual([
      expect.objectContaining({ lottery_identifier: 'super6', ticket_numbers: ['234567'] }),
    ]);
  });

  it('records a subscription on the receipt', () => {
    const { platform, token } = setup();
    const line = lottoLine(platform, 'a');
    line.product_data.subscription = { payment_method_label: 'sepa_direct_debit', subscription_type: 'weekly' };
    platform.placeOrder(token, orderOf('o-1', [line]));
    expect(freshReceipts(platform, token).lottery_receipts[0]?.lottery_subscription_info).toEqual({
      active: true,
      subscription_type: 'weekly',
    });
  });

  it('refuses a basket over the balance with insufficient_funds and changes nothing', () => {
    const { platform, token, storage } = setup();
    const before = storage.load();
    const expensive = lottoLine(platform, 'a', {
      fields: 3,
      addons: ['spiel77', 'super6', 'gluecksspirale'],
      weeks: 10,
    });
    const error = platformError(() => platform.placeOrder(token, orderOf('o-1', [expensive])));
    expect(error.body.global_errors).toEqual(['insufficient_funds']);
    expect(commonBalance(platform, token)).toBe(5000);
    expect(freshReceipts(platform, token).page_info.total_count).toBe(0);
    expect(storage.load()).toEqual(before);
  });

  it('pays the shortfall from a deposit whose payment transaction the order names', () => {
    const { platform, token } = setup();
    const expensive = lottoLine(platform, 'a', { fields: 3, addons: ['spiel77'], weeks: 5 });
    const payment = platform.chargeSepa(token, movement('tx-1', expensive.price.fractional - 5000));
    platform.placeOrder(token, orderOf('o-1', [expensive], payment.payment_transaction_id));
    expect(commonBalance(platform, token)).toBe(0);
  });

  it('is idempotent: the same order placed twice charges once', () => {
    const { platform, token } = setup();
    const order = orderOf('o-1', [lottoLine(platform, 'a')]);
    platform.placeOrder(token, order);
    platform.placeOrder(token, structuredClone(order));
    expect(commonBalance(platform, token)).toBe(5000 - 290);
    expect(freshReceipts(platform, token).page_info.total_count).toBe(1);
  });

  it('refuses another body under a used order id', () => {
    const { platform, token } = setup();
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')]));
    const error = platformError(() => platform.placeOrder(token, orderOf('o-1', [kenoLine(platform, 'b')])));
    expect(error.body.global_errors).toEqual(['order_id_conflict']);
    expect(commonBalance(platform, token)).toBe(5000 - 290);
  });

  it('refuses a self-locked player until the lock has expired', () => {
    const { platform } = platformAt();
    let token = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')]))).body.global_errors,
    ).toEqual(['addiction_locked']);
    platform.shiftClock(93 * 24 * 60);
    token = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(platform.me(token).locks).toMatchObject({ addiction_lock: null, addiction_locked: false });
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')]));
    expect(commonBalance(platform, token)).toBe(2000 - 290);
  });

  it('lets an unverified player buy for 72 hours after registration only', () => {
    const { platform } = platformAt();
    let token = loginAs(platform, 'neu@tippwerk.de');
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')]))).body.global_errors,
    ).toEqual(['insufficient_funds']);
    platform.placeOrder(
      token,
      orderOf('o-2', [lottoLine(platform, 'a')], depositByCard(platform, token, 'tx-1', 290, NEWCOMER_HOLDER)),
    );
    depositByCard(platform, token, 'tx-2', 290, NEWCOMER_HOLDER);
    platform.shiftClock(72 * 60);
    token = loginAs(platform, 'neu@tippwerk.de');
    const error = platformError(() => platform.placeOrder(token, orderOf('o-3', [lottoLine(platform, 'a')])));
    expect(error.body.global_errors).toEqual(['verification_expired']);
  });

  it('refuses a fraud-locked player', () => {
    const storage = createMemoryStorage();
    createPlatform({ clock: createPlatformClock({ fixed: WEDNESDAY_1759 }), storage });
    const state = storage.load() as PlatformState;
    const record = state.players.find((p) => p.player.email === 'spieler@tippwerk.de');
    if (record) record.player.locks.fraud_locked = true;
    storage.save(state);
    const platform = createPlatform({ clock: createPlatformClock({ fixed: WEDNESDAY_1759 }), storage });
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')]))).body.global_errors,
    ).toEqual(['player_fraud_locked']);
  });
});
