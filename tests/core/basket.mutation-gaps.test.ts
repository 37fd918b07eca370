import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  basketItemFrom,
  basketTotal,
  NO_BASKET_ERRORS,
  isBasketValid,
  rejectedLineIndexes,
  ticketConfigOf,
  type BasketItem,
} from '../../core/domain/basket';
import { money } from '../../core/domain/money';
import type { TicketConfig } from '../../core/domain/ticket';

const price = (cents: number) => ({ stake: money(cents), total: money(cents) });

const LOTTO_TICKET: TicketConfig = {
  productIdentifier: 'lotto6aus49_regular',
  fieldTypeIdentifier: 'normal',
  fields: [
    { main: [1, 2, 3, 4, 5, 6], extra: [] },
    { main: [7, 8, 9, 10, 11, 12], extra: [] },
  ],
  ticketNumbers: ['1234567'],
  addons: ['spiel77', 'super6'],
  drawEvents: ['wednesday', 'saturday'],
  repetitionQuantity: 3,
  fieldStake: null,
  subscription: null,
};

describe('basketItemFrom and ticketConfigOf', () => {
  it('turns a ticket into a basket line with the ticket’s field type on every field', () => {
    const item = basketItemFrom('line-1', LOTTO_TICKET, price(2500), '2026-01-03', 'week');
    expect(item).toEqual({
      id: 'line-1',
      identifier: 'lotto6aus49_regular',
      price: price(2500),
      drawingDate: '2026-01-03',
      config: {
        ticketNumbers: ['1234567'],
        numberFields: [
          { fieldTypeIdentifier: 'normal', mainTips: [1, 2, 3, 4, 5, 6], extraTips: [] },
          { fieldTypeIdentifier: 'normal', mainTips: [7, 8, 9, 10, 11, 12], extraTips: [] },
        ],
        addonLotteries: [{ identifier: 'spiel77' }, { identifier: 'super6' }],
      },
      recurringDrawEventIdentifiers: ['wednesday', 'saturday'],
      repetitionQuantity: 3,
      repetitionFrequency: { quantity: 1, unit: 'week' },
      fieldStake: null,
      subscription: null,
    });
  });

  it('gives back the same ticket for editing', () => {
    const item = basketItemFrom('line-1', LOTTO_TICKET, price(2500), null, 'week');
    expect(ticketConfigOf(item)).toEqual(LOTTO_TICKET);
    const keno: TicketConfig = {
      ...LOTTO_TICKET,
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_3',
      fields: [{ main: [1, 2, 3], extra: [] }],
      addons: ['plus5'],
      drawEvents: ['daily'],
      fieldStake: money(200),
      subscription: { paymentMethodLabel: 'paypal', subscriptionType: 'weekly' },
    };
    const kenoItem = basketItemFrom('line-2', keno, price(600), null, 'day');
    expect(kenoItem.repetitionFrequency).toEqual({ quantity: 1, unit: 'day' });
    expect(ticketConfigOf(kenoItem)).toEqual(keno);
  });

  it('a GlücksSpirale ticket has no fields and no field type', () => {
    const lose: TicketConfig = {
      ...LOTTO_TICKET,
      productIdentifier: 'gluecksspirale_regular',
      fieldTypeIdentifier: null,
      fields: [],
      ticketNumbers: ['1111111', '2222222'],
      addons: [],
    };
    const item = basketItemFrom('line-3', lose, price(1000), null, 'week');
    expect(item.config.numberFields).toEqual([]);
    expect(item.config.ticketNumbers).toEqual(['1111111', '2222222']);
    expect(ticketConfigOf(item)).toEqual(lose);
  });

  it('a field without a type carries the empty type', () => {
    const item = basketItemFrom('line-4', { ...LOTTO_TICKET, fieldTypeIdentifier: null }, price(100), null, 'week');
    expect(item.config.numberFields.map((f) => f.fieldTypeIdentifier)).toEqual(['', '']);
  });
});

describe('basketTotal and amountToPay', () => {
  const line = (cents: number) => ({ price: price(cents) }) as BasketItem;

  it('sums the lines’ totals', () => {
    expect(basketTotal([line(1450), line(600), line(1)])).toEqual(money(2051));
    expect(basketTotal([])).toEqual(money(0));
  });

  it('pays the total minus the common balance, never below zero', () => {
    expect(amountToPay(money(2000), money(500))).toEqual(money(1500));
    expect(amountToPay(money(2000), money(2000))).toEqual(money(0));
    expect(amountToPay(money(2000), money(5000))).toEqual(money(0));
  });
});

describe('basket errors', () => {
  it('no errors is a valid basket', () => {
    expect(NO_BASKET_ERRORS).toEqual({ globalErrors: [], attributeErrors: {} });
    expect(isBasketValid(NO_BASKET_ERRORS)).toBe(true);
  });

  it('reads line indexes of any length, with or without a field after them', () => {
    expect(
      rejectedLineIndexes({
        globalErrors: [],
        attributeErrors: { 'line_items.12.price': ['a'], 'line_items.4': ['b'], 'line_items.10.x': ['c'] },
      }),
    ).toEqual([4, 10, 12]);
  });

  it('ignores keys that only contain line_items or run on after the index', () => {
    expect(
      rejectedLineIndexes({
        globalErrors: [],
        attributeErrors: { 'order.line_items.3.price': ['a'], 'line_items.4x': ['b'], 'line_items.': ['c'] },
      }),
    ).toEqual([]);
  });
});
