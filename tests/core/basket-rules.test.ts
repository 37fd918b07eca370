import { describe, expect, it } from 'vitest';
import { isBasketValid, rejectedLineIndexes } from '../../core/domain/basket';
import { purchaseFailureFrom } from '../../core/domain/purchase-error';
import { isAddictionLockActive, purchaseBlocker, type CheckoutState } from '../../core/domain/checkout';
import { priceCacheKey } from '../../adapters/cache/cached-lottery-store-gateway';
import { Temporal } from '../../core/shared/temporal';

const rejection = (globalErrors: string[], attributeErrors: Record<string, string[]> = {}, status = 400) =>
  ({ kind: 'order_rejected', status, globalErrors, attributeErrors }) as const;

describe('basket validation verdict', () => {
  it('is valid only without global and attribute errors', () => {
    expect(isBasketValid({ globalErrors: [], attributeErrors: {} })).toBe(true);
    expect(isBasketValid({ globalErrors: ['x'], attributeErrors: {} })).toBe(false);
    expect(isBasketValid({ globalErrors: [], attributeErrors: { 'line_items.0.price': ['price_changed'] } })).toBe(
      false,
    );
  });

  it('finds the lines named by line_items.{index}.* errors', () => {
    const errors = {
      globalErrors: [],
      attributeErrors: {
        'line_items.2.price': ['a'],
        'line_items.0.number_fields': ['b'],
        'line_items.2.x': ['c'],
        payment: ['d'],
      },
    };
    expect(rejectedLineIndexes(errors)).toEqual([0, 2]);
  });
});

describe('purchase error table (spec/2 §8)', () => {
  it('opens basket_error without a code on 404 and on unknown failures', () => {
    expect(purchaseFailureFrom(rejection([], {}, 404)).modalCode).toBeNull();
    expect(purchaseFailureFrom(null).modalCode).toBeNull();
    expect(purchaseFailureFrom(rejection([], {}, 500)).modalCode).toBeNull();
  });

  it('marks validation errors and reloads user data for attribute errors or a negative balance', () => {
    const failure = purchaseFailureFrom(rejection([], { 'line_items.0.price': ['price_changed'] }));
    expect(failure.modalCode).toBeUndefined();
    expect(failure.reload).toEqual(['player', 'accounts', 'paymentMethods']);
    expect(failure.validationErrors?.attributeErrors).toHaveProperty('line_items.0.price');
    expect(purchaseFailureFrom(rejection(['player_negative_balance'])).validationErrors).not.toBeNull();
  });

  it('maps fraud locks to 57 and addiction locks to 54, reloading the player', () => {
    for (const code of ['57', 'player_fraud_locked'])
      expect(purchaseFailureFrom(rejection([code]))).toMatchObject({ modalCode: '57', reload: ['player'] });
    for (const code of ['54', 'player_addiction_locked', 'addiction_locked'])
      expect(purchaseFailureFrom(rejection([code]))).toMatchObject({ modalCode: '54', reload: ['player'] });
  });

  it('reloads accounts and payment methods on insufficient_funds; other codes open the modal as they are', () => {
    expect(purchaseFailureFrom(rejection(['insufficient_funds']))).toMatchObject({
      modalCode: 'insufficient_funds',
      reload: ['accounts', 'paymentMethods'],
    });
    for (const code of ['processing_failed', 'player_unverified', 'deposit_limit', 'something_new']) {
      expect(purchaseFailureFrom(rejection([code])).modalCode).toBe(code);
    }
  });
});

describe('purchase error table: the rest', () => {
  it('every failure is a purchase failure; without a code nothing is reloaded or marked', () => {
    expect(purchaseFailureFrom(rejection([], {}, 404))).toEqual({
      kind: 'purchase_failed',
      modalCode: null,
      reload: [],
      validationErrors: null,
    });
    expect(purchaseFailureFrom(rejection([]))).toEqual({
      kind: 'purchase_failed',
      modalCode: null,
      reload: [],
      validationErrors: null,
    });
  });

  it('takes codes only from a 400: other statuses open the modal without a code', () => {
    expect(purchaseFailureFrom(rejection(['insufficient_funds'], {}, 500))).toEqual({
      kind: 'purchase_failed',
      modalCode: null,
      reload: [],
      validationErrors: null,
    });
    expect(purchaseFailureFrom(rejection(['57'], {}, 403)).modalCode).toBeNull();
  });

  it('the KENO wait names its reason and end, or opens cooling_off without them', () => {
    const wait = { until: '2026-03-01T12:05:00Z', reason: 'provider_switch' } as const;
    expect(purchaseFailureFrom({ ...rejection(['cooling_off']), coolingOff: wait })).toEqual({
      kind: 'purchase_failed',
      modalCode: 'cooling_off_provider_switch',
      reload: [],
      validationErrors: null,
      coolingOff: wait,
    });
    expect(
      purchaseFailureFrom({ ...rejection(['cooling_off']), coolingOff: { ...wait, reason: 'inactivity' } }).modalCode,
    ).toBe('cooling_off_inactivity');
    expect(purchaseFailureFrom({ ...rejection(['cooling_off']), coolingOff: null })).toEqual({
      kind: 'purchase_failed',
      modalCode: 'cooling_off',
      reload: [],
      validationErrors: null,
    });
    expect(purchaseFailureFrom(rejection(['cooling_off']))).not.toHaveProperty('coolingOff');
  });

  it('a negative balance marks the errors as sent', () => {
    expect(purchaseFailureFrom(rejection(['player_negative_balance']))).toEqual({
      kind: 'purchase_failed',
      modalCode: undefined,
      reload: ['player', 'accounts', 'paymentMethods'],
      validationErrors: { globalErrors: ['player_negative_balance'], attributeErrors: {} },
    });
  });
});

describe('isAddictionLockActive', () => {
  const now = Temporal.Instant.from('2026-03-01T12:00:00Z');
  const locks = { addictionLocked: true, fraudLocked: false, verificationLocked: false };

  it('counts until its expiry, which ends it', () => {
    expect(isAddictionLockActive({ ...locks, addictionLockExpiresAt: '2026-03-01T12:00:01Z' }, now)).toBe(true);
    expect(isAddictionLockActive({ ...locks, addictionLockExpiresAt: '2026-03-01T12:00:00Z' }, now)).toBe(false);
    expect(isAddictionLockActive({ ...locks, addictionLockExpiresAt: '2026-03-01T11:00:00Z' }, now)).toBe(false);
  });

  it('without an expiry, as the lock says', () => {
    expect(isAddictionLockActive({ ...locks, addictionLockExpiresAt: null }, now)).toBe(true);
    expect(isAddictionLockActive({ ...locks, addictionLocked: false, addictionLockExpiresAt: null }, now)).toBe(false);
  });
});

describe('purchase allowed (spec/1 §5)', () => {
  const now = Temporal.Instant.from('2026-11-18T09:00:00Z');
  const unlocked = {
    addictionLockExpiresAt: null,
    addictionLocked: false,
    fraudLocked: false,
    verificationLocked: false,
  };
  const state = (overrides: Partial<CheckoutState> = {}): CheckoutState => ({
    loggedIn: true,
    itemCount: 1,
    basketValid: true,
    balancesLoaded: true,
    locks: unlocked,
    now,
    ...overrides,
  });

  it('allows a valid basket of a logged-in player with loaded balances', () => {
    expect(purchaseBlocker(state())).toBeNull();
  });

  it('blocks for each unmet condition', () => {
    expect(purchaseBlocker(state({ itemCount: 0 }))).toBe('empty_basket');
    expect(purchaseBlocker(state({ loggedIn: false }))).toBe('not_logged_in');
    expect(purchaseBlocker(state({ basketValid: false }))).toBe('basket_invalid');
    expect(purchaseBlocker(state({ balancesLoaded: false }))).toBe('balances_loading');
    expect(purchaseBlocker(state({ locks: { ...unlocked, addictionLockExpiresAt: '2027-01-01T00:00:00Z' } }))).toBe(
      'addiction_locked',
    );
  });

  it('lets a player buy again once the self-lock has expired', () => {
    expect(
      purchaseBlocker(
        state({ locks: { ...unlocked, addictionLocked: true, addictionLockExpiresAt: '2026-11-01T00:00:00Z' } }),
      ),
    ).toBeNull();
  });
});

describe('price cache key', () => {
  it('is the same for the same request whatever the key order', () => {
    const a = {
      productIdentifier: 'lotto6aus49_regular',
      quantity: 1,
      repetitionQuantity: 1,
      numberFields: [{ type: 'normal', quantity: 2 }],
      recurringDrawEventIdentifiers: ['saturday'],
      addons: [],
      repetitionFrequency: { quantity: 1, unit: 'week' },
      fieldStake: null,
    } as const;
    const b = {
      fieldStake: null,
      repetitionFrequency: { unit: 'week', quantity: 1 },
      addons: [],
      recurringDrawEventIdentifiers: ['saturday'],
      numberFields: [{ quantity: 2, type: 'normal' }],
      repetitionQuantity: 1,
      quantity: 1,
      productIdentifier: 'lotto6aus49_regular',
    } as const;
    expect(priceCacheKey(a)).toBe(priceCacheKey(b));
    expect(priceCacheKey(a)).not.toBe(priceCacheKey({ ...a, repetitionQuantity: 2 }));
  });
});
