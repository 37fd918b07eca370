import { describe, expect, it } from 'vitest';
import type { LineItemDto } from '../../adapters/http/wire/wallet.dto';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import {
  freshReceipts,
  euros,
  kenoLine,
  lineFor,
  loginAs,
  lottoLine,
  orderOf,
  platformAt,
  platformError,
  priceRequest,
} from './platform-fixtures';
import { depositByCard, NEWCOMER_HOLDER } from './psp-fixtures';

const setup = (email = 'spieler@tippwerk.de') => {
  const test = platformAt();
  return { ...test, token: loginAs(test.platform, email) };
};
const attributeErrors = (call: () => unknown) => platformError(call).body.attribute_errors ?? {};

describe('gambling permission', () => {
  it('is active for the verified player, inactive for the self-locked one and missing (404) for the newcomer', () => {
    const { platform, token } = setup();
    expect(platform.gamblingPermission(token)).toMatchObject({
      active: true,
      deactivated_at: null,
      player_id: platform.me(token).id,
      last_activated_at: expect.any(String) as unknown,
    });
    const locked = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(platform.gamblingPermission(locked)).toMatchObject({
      active: false,
      deactivated_at: expect.any(String) as unknown,
    });
    expect(platformError(() => platform.gamblingPermission(loginAs(platform, 'neu@tippwerk.de'))).status).toBe(404);
    expect(platformError(() => platform.gamblingPermission(null)).status).toBe(401);
  });

  it('KENO needs an active permission; LOTTO does not', () => {
    const { platform } = setup();
    platform.shiftClock(93 * 24 * 60); // past the self-lock: only the permission stands in the way
    const locked = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(
      platformError(() => platform.placeOrder(locked, orderOf('o-1', [kenoLine(platform, 'k')]))).body.global_errors,
    ).toEqual(['gambling_permission_missing']);
    platform.placeOrder(locked, orderOf('o-2', [lottoLine(platform, 'l')]));
    const verified = loginAs(platform, 'spieler@tippwerk.de');
    // Back after 93 days: KENO waits 5 minutes first (GlüStV).
    platform.shiftClock(5);
    platform.placeOrder(verified, orderOf('o-3', [kenoLine(platform, 'k')]));
  });

  it('the newcomer, who never had a permission, cannot buy KENO even with money', () => {
    const { platform } = setup();
    const newcomer = loginAs(platform, 'neu@tippwerk.de');
    const payment = depositByCard(platform, newcomer, 'tx-1', 650, NEWCOMER_HOLDER);
    expect(
      platformError(() => platform.placeOrder(newcomer, orderOf('o-1', [kenoLine(platform, 'k')], payment))).body
        .global_errors,
    ).toEqual(['gambling_permission_missing']);
  });
});

describe('sale stop of the first drawing', () => {
  // Clock: Wednesday 17:59 Berlin; the Wednesday LOTTO sale stops at 18:00.
  const withFirstDraw = (line: LineItemDto, value: string | null): LineItemDto => ({
    ...line,
    product_data: { ...line.product_data, first_draw_date: value },
  });

  it.each([
    ['the drawing time', '2026-03-04T17:25:00Z'],
    ['the date', '2026-03-04'],
  ])('accepts the Wednesday draw (%s) until 18:00 and refuses it after', (_, value) => {
    const { platform, token } = setup();
    const order = () => orderOf('o-1', [lottoLine(platform, 'a'), withFirstDraw(lottoLine(platform, 'b'), value)]);
    expect(() => platform.validateOrder(token, order())).not.toThrow();
    platform.shiftClock(1);
    const fresh = loginAs(platform, 'spieler@tippwerk.de');
    expect(attributeErrors(() => platform.validateOrder(fresh, order()))).toEqual({
      'line_items.1.first_draw_date': ['sale_stopped'],
    });
    expect(attributeErrors(() => platform.placeOrder(fresh, order()))).toEqual({
      'line_items.1.first_draw_date': ['sale_stopped'],
    });
  });

  it('a later drawing stays on sale, and the receipt starts with it', () => {
    const { platform, token } = setup();
    platform.shiftClock(1);
    platform.placeOrder(token, orderOf('o-1', [withFirstDraw(lottoLine(platform, 'a'), '2026-03-07T18:25:00Z')]));
    const [receipt] = freshReceipts(platform, token).lottery_receipts;
    expect(receipt?.draws.map((d) => d.drawing_time)).toEqual(['2026-03-07T18:25:00Z', '2026-03-11T17:25:00Z']);
  });

  it('refuses a first draw date that is no date', () => {
    const { platform, token } = setup();
    expect(
      attributeErrors(() =>
        platform.validateOrder(token, orderOf('o-1', [withFirstDraw(lottoLine(platform, 'a'), 'next week')])),
      ),
    ).toEqual({ 'line_items.0.first_draw_date': ['invalid'] });
  });
});

/** A line of any product, priced by the platform, for spoiling one rule at a time. */
function systemLine(
  platform: FakePlatformApi,
  product: string,
  type: string,
  main: number[],
  extra: number[],
  events: string[],
): LineItemDto {
  return lineFor(
    platform,
    'x',
    {
      product_identifier: product,
      ticket_numbers: ['1234567'],
      number_fields: [{ type_identifier: type, main_tips: main, extra_tips: extra }],
      recurring_draw_event_identifiers: events,
      repetition_quantity: 1,
      addon_lotteries: [],
      repetition_frequency: { quantity: 1, unit: 'week' },
      field_stake: null,
    },
    priceRequest({
      product_identifier: product,
      number_fields: [{ type, quantity: 1 }],
      recurring_draw_event_identifiers: events,
    }),
  );
}
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('number rules per product', () => {
  const lottoSystem = (p: FakePlatformApi) =>
    systemLine(p, 'lotto6aus49_system', 'system_008', range(1, 8), [], ['saturday']);
  const euroSystem = (p: FakePlatformApi) =>
    systemLine(p, 'eurojackpot_system', 'system_6_3', range(1, 6), [1, 2, 3], ['friday']);
  const spoil = (line: LineItemDto, change: (data: LineItemDto['product_data']) => void): LineItemDto => {
    const copy = structuredClone(line);
    change(copy.product_data);
    return copy;
  };

  it.each([
    [
      'LOTTO system 008 with 7 numbers',
      (p: FakePlatformApi) => spoil(lottoSystem(p), (d) => void (d.number_fields[0]!.main_tips = range(1, 7))),
      'number_fields',
      'wrong_tip_count',
    ],
    [
      'LOTTO system 008 with 50',
      (p: FakePlatformApi) => spoil(lottoSystem(p), (d) => void (d.number_fields[0]!.main_tips = [...range(1, 7), 50])),
      'number_fields',
      'invalid_numbers',
    ],
    [
      'LOTTO system 008 with a duplicate',
      (p: FakePlatformApi) => spoil(lottoSystem(p), (d) => void (d.number_fields[0]!.main_tips = [...range(1, 7), 7])),
      'number_fields',
      'invalid_numbers',
    ],
    [
      'LOTTO system 013 (not sold)',
      (p: FakePlatformApi) =>
        spoil(
          lottoSystem(p),
          (d) => void (d.number_fields[0] = { type_identifier: 'system_013', main_tips: range(1, 13), extra_tips: [] }),
        ),
      'number_fields',
      'unknown_type',
    ],
    [
      'two LOTTO system fields',
      (p: FakePlatformApi) =>
        spoil(
          lottoSystem(p),
          (d) => void d.number_fields.push({ type_identifier: 'system_008', main_tips: range(10, 8), extra_tips: [] }),
        ),
      'number_fields',
      'too_many',
    ],
    [
      'Eurojackpot system 6+3 with 2 Eurozahlen',
      (p: FakePlatformApi) => spoil(euroSystem(p), (d) => void (d.number_fields[0]!.extra_tips = [1, 2])),
      'number_fields',
      'wrong_tip_count',
    ],
    [
      'Eurojackpot Eurozahl 13',
      (p: FakePlatformApi) => spoil(euroSystem(p), (d) => void (d.number_fields[0]!.extra_tips = [1, 2, 13])),
      'number_fields',
      'invalid_numbers',
    ],
    [
      'Eurojackpot system 5+2 (a normal field)',
      (p: FakePlatformApi) =>
        spoil(
          euroSystem(p),
          (d) =>
            void (d.number_fields[0] = { type_identifier: 'system_5_2', main_tips: range(1, 5), extra_tips: [1, 2] }),
        ),
      'number_fields',
      'unknown_type',
    ],
    [
      'KENO type 5 with 6 numbers',
      (p: FakePlatformApi) => spoil(kenoLine(p, 'k'), (d) => void (d.number_fields[0]!.main_tips = range(1, 6))),
      'number_fields',
      'wrong_tip_count',
    ],
    [
      'KENO number 71',
      (p: FakePlatformApi) => spoil(kenoLine(p, 'k'), (d) => void (d.number_fields[0]!.main_tips = [1, 2, 3, 4, 71])),
      'number_fields',
      'invalid_numbers',
    ],
    [
      'KENO at 3 €',
      (p: FakePlatformApi) => spoil(kenoLine(p, 'k'), (d) => void (d.field_stake = euros(300))),
      'field_stake',
      'not_offered',
    ],
    [
      'KENO without field stake',
      (p: FakePlatformApi) => spoil(kenoLine(p, 'k'), (d) => void (d.field_stake = null)),
      'field_stake',
      'required',
    ],
    [
      'KENO with 6 fields',
      (p: FakePlatformApi) =>
        spoil(
          kenoLine(p, 'k'),
          (d) =>
            void d.number_fields.push(
              ...range(0, 5).map(() => ({ type_identifier: 'keno_type_2', main_tips: [1, 2], extra_tips: [] })),
            ),
        ),
      'number_fields',
      'too_many',
    ],
    [
      'an unknown product',
      (p: FakePlatformApi) => spoil(lottoLine(p, 'a'), (d) => void (d.product_identifier = 'toto_regular')),
      'product_identifier',
      'unknown',
    ],
  ])('refuses %s', (_, build, attribute, code) => {
    const { platform, token } = setup();
    const errors = attributeErrors(() => platform.validateOrder(token, orderOf('o-1', [build(platform)])));
    expect(errors[`line_items.0.${attribute}`]).toContain(code);
  });

  const spirale = (p: FakePlatformApi, tickets: string[]) =>
    lineFor(
      p,
      'g',
      {
        product_identifier: 'gluecksspirale_regular',
        ticket_numbers: tickets,
        number_fields: [],
        recurring_draw_event_identifiers: ['saturday'],
        repetition_quantity: 1,
        addon_lotteries: [],
        repetition_frequency: { quantity: 1, unit: 'week' },
        field_stake: null,
      },
      priceRequest({
        product_identifier: 'gluecksspirale_regular',
        quantity: Math.max(1, Math.min(tickets.length, 5)),
        number_fields: [],
        recurring_draw_event_identifiers: ['saturday'],
      }),
    );

  it('GlücksSpirale takes 1 to 5 seven-digit Lose and no number fields', () => {
    const { platform, token } = setup();
    expect(() =>
      platform.validateOrder(
        token,
        orderOf('o-1', [spirale(platform, ['1000001', '2000002', '3000003', '4000004', '5000005'])]),
      ),
    ).not.toThrow();
    const check = (line: LineItemDto) => attributeErrors(() => platform.validateOrder(token, orderOf('o-1', [line])));
    expect(
      check(
        spirale(
          platform,
          range(1, 6).map((n) => `${n}000000`),
        ),
      )['line_items.0.ticket_numbers'],
    ).toContain('too_many');
    expect(check(spirale(platform, ['123456']))['line_items.0.ticket_numbers']).toContain('invalid');
    expect(check(spirale(platform, ['1234567', '1234567']))['line_items.0.ticket_numbers']).toContain('duplicate');
    expect(check(spirale(platform, []))['line_items.0.ticket_numbers']).toContain('required');
    const withField = spirale(platform, ['1234567']);
    withField.product_data.number_fields = [{ type_identifier: 'normal', main_tips: range(1, 6), extra_tips: [] }];
    expect(check(withField)['line_items.0.number_fields']).toContain('not_offered');
  });
});

describe('subscriptions', () => {
  const subscribed = (
    line: LineItemDto,
    subscription: { payment_method_label: string; subscription_type: string },
  ): LineItemDto => ({
    ...line,
    product_data: { ...line.product_data, subscription },
  });

  it('issues receipts with an active subscription of the offered type', () => {
    const { platform, token } = setup();
    platform.placeOrder(
      token,
      orderOf('o-1', [
        subscribed(lottoLine(platform, 'a'), {
          payment_method_label: 'sepa_direct_debit',
          subscription_type: 'weekly',
        }),
        subscribed(kenoLine(platform, 'k'), { payment_method_label: 'adyen_credit_card', subscription_type: 'daily' }),
      ]),
    );
    const infos = freshReceipts(platform, token).lottery_receipts.map((r) => r.lottery_subscription_info);
    expect(infos).toEqual([
      { active: true, subscription_type: 'weekly' },
      { active: true, subscription_type: 'daily' },
    ]);
  });

  it.each([
    [
      'a type the product does not offer',
      { payment_method_label: 'paypal', subscription_type: 'daily' },
      'not_offered',
    ],
    [
      'a payment method the player does not have',
      { payment_method_label: 'adyen_paypal', subscription_type: 'weekly' },
      'payment_method_unavailable',
    ],
    [
      'an unknown payment method',
      { payment_method_label: 'bitcoin', subscription_type: 'weekly' },
      'payment_method_unavailable',
    ],
  ])('refuses %s', (_, subscription, code) => {
    const { platform, token } = setup();
    const line = subscribed(lottoLine(platform, 'a'), subscription);
    expect(attributeErrors(() => platform.validateOrder(token, orderOf('o-1', [line])))).toEqual({
      'line_items.0.subscription': [code],
    });
  });

  it('stops a subscription: inactive from then on, the bought draws still play; stopping again is fine', () => {
    const { platform, token } = setup();
    platform.placeOrder(
      token,
      orderOf('o-1', [
        subscribed(lottoLine(platform, 'a'), { payment_method_label: 'paypal', subscription_type: 'weekly' }),
      ]),
    );
    platform.stopSubscription(token, 'a-selection');
    platform.stopSubscription(token, 'a-selection');
    const [receipt] = freshReceipts(platform, token).lottery_receipts;
    expect(receipt).toMatchObject({
      lottery_subscription_info: { active: false, subscription_type: 'weekly' },
      active: true,
    });
  });

  it('answers 404 for unknown, foreign or non-subscription selections and 401 without a player', () => {
    const { platform, token } = setup();
    platform.placeOrder(
      token,
      orderOf('o-1', [
        subscribed(lottoLine(platform, 'a'), { payment_method_label: 'paypal', subscription_type: 'weekly' }),
        lottoLine(platform, 'b'),
      ]),
    );
    expect(platformError(() => platform.stopSubscription(token, 'nope')).status).toBe(404);
    expect(platformError(() => platform.stopSubscription(token, 'b-selection')).status).toBe(404);
    expect(
      platformError(() => platform.stopSubscription(loginAs(platform, 'gesperrt@tippwerk.de'), 'a-selection')).status,
    ).toBe(404);
    expect(platformError(() => platform.stopSubscription(null, 'a-selection')).status).toBe(401);
  });
});
