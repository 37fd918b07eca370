import { describe, expect, it } from 'vitest';
import type { PlatformState } from '../../mocks/platform/state';
import {
  ALL_RECEIPTS,
  commonBalance,
  loginAs,
  lottoLine,
  orderOf,
  platformAt,
  platformError,
} from './platform-fixtures';
import { BROWSER_INFO, CARD_RETURN_URL, depositByCard, movement, NEWCOMER_HOLDER } from './psp-fixtures';
import { fakeCardData } from '../../mocks/platform/psp/card-encryption';

/** The newcomer has no money: every order needs a deposit first. LOTTO 1 field Wed+Sat = 2,90 €. */
const setup = () => {
  const test = platformAt();
  return {
    ...test,
    token: loginAs(test.platform, 'neu@tippwerk.de'),
    state: () => test.storage.load() as PlatformState,
  };
};

describe('orders paid with a payment transaction', () => {
  it('a fresh deposit of the player pays the order and is used up', () => {
    const { platform, token, state } = setup();
    const payment = depositByCard(platform, token, 'tx-1', 290, NEWCOMER_HOLDER);
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')], payment));
    expect(commonBalance(platform, token)).toBe(0);
    expect(platform.receipts(token, ALL_RECEIPTS).page_info.total_count).toBe(1);
    expect(state().payment_transactions[0]).toMatchObject({ id: payment, used: true, used_by_order_id: 'o-1' });
  });

  it('repeating the same order is still the same purchase, not a reuse', () => {
    const { platform, token } = setup();
    const order = orderOf(
      'o-1',
      [lottoLine(platform, 'a')],
      depositByCard(platform, token, 'tx-1', 290, NEWCOMER_HOLDER),
    );
    platform.placeOrder(token, order);
    platform.placeOrder(token, structuredClone(order));
    expect(platform.receipts(token, ALL_RECEIPTS).page_info.total_count).toBe(1);
  });

  it('a used transaction cannot pay a second order', () => {
    const { platform, token } = setup();
    const payment = depositByCard(platform, token, 'tx-1', 600, NEWCOMER_HOLDER);
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')], payment));
    const error = platformError(() => platform.placeOrder(token, orderOf('o-2', [lottoLine(platform, 'a')], payment)));
    expect(error.body.global_errors).toEqual(['processing_failed']);
    expect(commonBalance(platform, token)).toBe(310);
  });

  it("another player's transaction is processing_failed", () => {
    const { platform, token } = setup();
    const verified = loginAs(platform, 'spieler@tippwerk.de');
    const foreign = platform.chargeSepa(verified, movement('tx-v', 290)).payment_transaction_id;
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')], foreign))).body
        .global_errors,
    ).toEqual(['processing_failed']);
  });

  it('an unknown transaction is processing_failed, and nothing changes', () => {
    const { platform, token, storage } = setup();
    depositByCard(platform, token, 'tx-1', 290, NEWCOMER_HOLDER);
    const before = storage.load();
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')], 'psp-tx-1'))).body
        .global_errors,
    ).toEqual(['processing_failed']);
    expect(storage.load()).toEqual(before);
  });

  it('a card store (nothing deposited) cannot pay an order', () => {
    const { platform, token } = setup();
    const stored = platform.storeCard(token, {
      card_data: fakeCardData({ holder: NEWCOMER_HOLDER, number: '4111111111111111' }),
      store_transaction_input: { browser_info: BROWSER_INFO, transaction_id: 'store-1', return_url: CARD_RETURN_URL },
    });
    const id = stored.type === 'payment_processed' ? stored.payment_transaction_id : '';
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')], id))).body
        .global_errors,
    ).toEqual(['processing_failed']);
  });

  it('a deposit too small for the basket still ends in insufficient_funds and stays unused', () => {
    const { platform, token, state } = setup();
    const payment = depositByCard(platform, token, 'tx-1', 100, NEWCOMER_HOLDER);
    expect(
      platformError(() => platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a')], payment))).body
        .global_errors,
    ).toEqual(['insufficient_funds']);
    expect(state().payment_transactions[0]?.used).toBe(false);
    expect(commonBalance(platform, token)).toBe(100);
  });
});
