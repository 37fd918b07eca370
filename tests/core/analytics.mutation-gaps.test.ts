import { describe, expect, it } from 'vitest';
import {
  addToCart,
  ANALYTICS_MAX_ATTEMPTS,
  ANALYTICS_POLL_MS,
  isValidTagManagerId,
  pageView,
  purchase,
  shouldTrackPageView,
} from '../../core/domain/analytics';
import { money } from '../../core/domain/money';

const lotto = { identifier: 'lotto6aus49_regular' as const, price: { stake: money(1200), total: money(1450) } };
const keno = { identifier: 'keno_regular' as const, price: { stake: money(500), total: money(500, 'CHF') } };

describe('analytics events (spec/2 §9)', () => {
  it('polls every 500 ms, 10 times at most', () => {
    expect(ANALYTICS_POLL_MS).toBe(500);
    expect(ANALYTICS_MAX_ATTEMPTS).toBe(10);
  });

  it('a page view names the path', () => {
    expect(pageView('/lotto')).toEqual({ name: 'page_view', path: '/lotto' });
  });

  it('add_to_cart: one item per line, quantity 1, category lottery, the total in cents', () => {
    expect(addToCart([lotto, keno])).toEqual({
      name: 'add_to_cart',
      items: [
        { itemId: 'lotto6aus49_regular', quantity: 1, itemCategory: 'lottery', price: 1450, currency: 'EUR' },
        { itemId: 'keno_regular', quantity: 1, itemCategory: 'lottery', price: 500, currency: 'CHF' },
      ],
    });
  });

  it('purchase: the order id as transaction id, with the same items', () => {
    expect(purchase('order-7', [lotto])).toEqual({
      name: 'purchase',
      transactionId: 'order-7',
      items: [{ itemId: 'lotto6aus49_regular', quantity: 1, itemCategory: 'lottery', price: 1450, currency: 'EUR' }],
    });
  });
});

describe('isValidTagManagerId (spec/1 §5)', () => {
  it.each([['GTM-ABC123'], ['GTM-1'], ['GTM-K7QX9Z2']])('takes %s', (id) => {
    expect(isValidTagManagerId(id)).toBe(true);
  });

  it.each([['GTM-'], ['GTM-abc123'], ['xGTM-ABC'], ['GTM-ABC '], ['GTM-AB-C'], ['UA-12345'], ['gtm-ABC']])(
    'refuses %j',
    (id) => {
      expect(isValidTagManagerId(id)).toBe(false);
    },
  );
});

describe('shouldTrackPageView', () => {
  it('tracks every page but the checkout success page, however it is written', () => {
    expect(shouldTrackPageView('/lotto')).toBe(true);
    expect(shouldTrackPageView('/warenkorb')).toBe(true);
    expect(shouldTrackPageView('/')).toBe(true);
    expect(shouldTrackPageView('')).toBe(true);
    expect(shouldTrackPageView('/warenkorb/danke')).toBe(false);
    expect(shouldTrackPageView('/warenkorb/danke/')).toBe(false);
    expect(shouldTrackPageView('/warenkorb/danke//')).toBe(false);
    expect(shouldTrackPageView('/Warenkorb/Danke')).toBe(false);
    expect(shouldTrackPageView('/warenkorb/danke/mehr')).toBe(true);
  });
});
