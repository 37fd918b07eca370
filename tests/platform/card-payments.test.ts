import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '../../core/domain/payment';
import { Temporal } from '../../core/shared/temporal';
import { fakeCardData, fakeEncrypt } from '../../mocks/platform/psp/card-encryption';
import { outcomeOfStored, TEST_CARD_RULES, TEST_CARDS } from '../../mocks/platform/psp/test-cards';
import type { PlatformState } from '../../mocks/platform/state';
import { commonBalance, loginAs, platformAt, platformError } from './platform-fixtures';
import { BROWSER_INFO, CARD_RETURN_URL, cardCharge, NEWCOMER_HOLDER, paidId, queryOf } from './psp-fixtures';

const setup = (email = 'spieler@tippwerk.de') => {
  const test = platformAt();
  return { ...test, token: loginAs(test.platform, email), state: () => test.storage.load() as PlatformState };
};

const storeRequest = (transactionId: string, number = '4111 1111 1111 1111', holder = 'Max Mustermann') => ({
  card_data: fakeCardData({ holder, number }),
  store_transaction_input: { browser_info: BROWSER_INFO, transaction_id: transactionId, return_url: CARD_RETURN_URL },
});

const storedCharge = (transactionId: string, cents: number) => ({
  browser_info: BROWSER_INFO,
  monetary_transaction: {
    transaction_id: transactionId,
    amount: { fractional: cents, currency: 'EUR' },
    kind: 'common' as const,
  },
  return_url: CARD_RETURN_URL,
});

describe('test cards', () => {
  it.each(TEST_CARDS.filter((c) => c.outcome === 'success').map((c) => [c.number] as const))(
    '%s pays and deposits the amount',
    (number) => {
      const { platform, token, state } = setup();
      const outcome = platform.chargeCard(token, cardCharge('tx-1', 2500, { number }));
      expect(outcome).toEqual({
        type: 'payment_processed',
        transaction_id: 'tx-1',
        payment_transaction_id: expect.any(String) as unknown,
      });
      expect(commonBalance(platform, token)).toBe(7500);
      expect(state().payment_transactions).toEqual([
        expect.objectContaining({
          id: paidId(outcome),
          transaction_id: 'tx-1',
          amount_cents: 2500,
          method: 'adyen_credit_card',
          status: 'authorised',
          used: false,
          psp_reference: expect.stringMatching(/^\d{16}$/) as unknown,
        }),
      ]);
      expect(state().vouchers.at(-1)).toMatchObject({
        booking_type: 'credit',
        amount: { fractional: 2500 },
        external_reference: 'tx-1',
        voucherable: { type: 'deposit', payment_method: 'adyen_credit_card' },
      });
    },
  );

  it.each(
    TEST_CARDS.filter((c) => c.outcome !== 'success' && c.outcome !== 'three_d_secure').map(
      (c) => [c.number, c.outcome] as const,
    ),
  )('%s declines with %s and books nothing', (number, reason) => {
    const { platform, token, state } = setup();
    const error = platformError(() => platform.chargeCard(token, cardCharge('tx-1', 2500, { number })));
    expect(error.status).toBe(400);
    expect(error.body.global_errors).toEqual([reason]);
    expect(DECLINE_REASONS).toContain(reason);
    expect(commonBalance(platform, token)).toBe(5000);
    expect(state().payment_transactions).toEqual([]);
  });

  it('4000 0000 0000 3220 asks for 3-D Secure on the fake PSP page', () => {
    const { platform, token } = setup();
    const outcome = platform.chargeCard(token, cardCharge('tx-3ds', 2500, { number: '4000 0000 0000 3220' }));
    expect(outcome).toMatchObject({
      type: 'secure_redirect',
      action: { method: 'GET' },
      result_code: 'RedirectShopper',
    });
    if (outcome.type !== 'secure_redirect') return;
    expect(outcome.action.url.startsWith('/__fake/psp/3ds?')).toBe(true);
    expect(Object.fromEntries(queryOf(outcome.action.url))).toEqual({
      transaction_id: 'tx-3ds',
      return_url: CARD_RETURN_URL,
    });
    expect(commonBalance(platform, token)).toBe(5000);
  });

  it('lists cards and rules with German descriptions that reach every decline reason but the 3-D Secure ones', () => {
    const { platform } = setup();
    const outcomes = [...platform.testCards().map((c) => c.outcome), ...TEST_CARD_RULES.map((r) => r.outcome)];
    expect(outcomes).toEqual(
      expect.arrayContaining([
        'success',
        'three_d_secure',
        ...DECLINE_REASONS.filter((r) => r !== '3d_not_authenticated' && r !== 'cancelled'),
      ]),
    );
    expect(platform.testCards().every((c) => c.description.length > 0)).toBe(true);
  });
});

describe('card rules beyond the table', () => {
  it.each([
    ['a number failing the Luhn check', { number: '4111 1111 1111 1112' }, 'invalid_card_number'],
    ['a number too short', { number: '4111 1111' }, 'invalid_card_number'],
    ['an expiry in the past', { expiryMonth: '02', expiryYear: '2026' }, 'expired_card'],
    ['an unknown but valid number', { number: '4242 4242 4242 4242' }, 'refused'],
  ])('declines %s', (_, card, reason) => {
    const { platform, token } = setup();
    expect(platformError(() => platform.chargeCard(token, cardCharge('tx-1', 1000, card))).body.global_errors).toEqual([
      reason,
    ]);
  });

  it('accepts a card expiring this month (valid through its last day) and a 2-digit year', () => {
    const { platform, token } = setup();
    expect(platform.chargeCard(token, cardCharge('tx-1', 1000, { expiryMonth: '3', expiryYear: '26' })).type).toBe(
      'payment_processed',
    );
  });

  it.each([
    ['a plain card number', { encrypted_card_number: '4111111111111111' }],
    ['another encryption prefix', { encrypted_card_number: `adyenjs_0_1_25$${btoa('4111111111111111')}` }],
    ['broken base64', { encrypted_expiry_month: 'tw-fake-enc:***' }],
    ['a missing field', { encrypted_security_code: undefined as unknown as string }],
    ['a 4-digit CVC', { encrypted_security_code: fakeEncrypt('1234') }],
    ['month 13', { encrypted_expiry_month: fakeEncrypt('13') }],
  ])('refuses %s with invalid_card_data', (_, spoil) => {
    const { platform, token } = setup();
    const request = cardCharge('tx-1', 1000);
    request.card_data = { ...request.card_data, ...spoil };
    const error = platformError(() => platform.chargeCard(token, request));
    expect(error.status).toBe(400);
    expect(error.body.global_errors).toEqual(['invalid_card_data']);
  });

  it('needs a logged-in player and a same-origin return URL', () => {
    const { platform, token } = setup();
    expect(platformError(() => platform.chargeCard(null, cardCharge('tx-1', 1000))).status).toBe(401);
    const request = cardCharge('tx-1', 1000);
    request.transaction_input.return_url = 'https://evil.example/';
    expect(platformError(() => platform.chargeCard(token, request)).body.attribute_errors).toEqual({
      'transaction_input.return_url': ['invalid'],
    });
  });

  it('refuses amounts that are not positive whole cents in euros', () => {
    const { platform, token } = setup();
    for (const amount of [0, -100, 12.5]) {
      expect(platformError(() => platform.chargeCard(token, cardCharge('tx-1', amount))).body.global_errors).toEqual([
        'invalid_request',
      ]);
    }
  });
});

describe('stored cards', () => {
  it('stores a card without charging; it shows as the default method and pays later', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    expect(platform.storeCard(token, storeRequest('store-1', undefined, NEWCOMER_HOLDER))).toMatchObject({
      type: 'payment_processed',
      transaction_id: 'store-1',
    });
    expect(commonBalance(platform, token)).toBe(0);
    const card = platform.availablePaymentMethods(token).find((m) => m.label === 'adyen_credit_card');
    expect(card).toMatchObject({
      default: true,
      stored: {
        type: 'adyen_credit_card',
        brand: 'visa',
        last_digits: '1111',
        expiry_month: '03',
        expiry_year: '2030',
        active: true,
        account_holder: NEWCOMER_HOLDER,
      },
    });
    expect(platform.chargeStoredCard(token, storedCharge('tx-1', 2000)).type).toBe('payment_processed');
    expect(commonBalance(platform, token)).toBe(2000);
  });

  it('does not store a declined card', () => {
    const { platform, token } = setup();
    expect(
      platformError(() => platform.storeCard(token, storeRequest('store-1', '4000 0000 0000 0119'))).body.global_errors,
    ).toEqual(['blocked_card']);
    expect(platform.availablePaymentMethods(token).find((m) => m.label === 'adyen_credit_card')?.stored).toBeNull();
  });

  it('deletes the stored card; charging it then answers stored_card_missing; unknown ids are 404', () => {
    const { platform, token } = setup();
    platform.storeCard(token, storeRequest('store-1'));
    const stored = platform.availablePaymentMethods(token).find((m) => m.label === 'adyen_credit_card')?.stored;
    const id = stored && 'id' in stored ? stored.id : '';
    expect(platformError(() => platform.deleteStoredCard(token, 'nope')).status).toBe(404);
    platform.deleteStoredCard(token, id);
    expect(platformError(() => platform.deleteStoredCard(token, id)).status).toBe(404);
    expect(
      platformError(() => platform.chargeStoredCard(token, storedCharge('tx-1', 2000))).body.global_errors,
    ).toEqual(['stored_card_missing']);
  });

  it('names the flat fields of a stored-card charge in its field errors', () => {
    const { platform, token } = setup();
    const error = platformError(() =>
      platform.chargeStoredCard(token, { ...storedCharge('tx-1', 2000), return_url: 'https://evil.example' }),
    );
    expect(error.body.attribute_errors).toEqual({ return_url: ['invalid'] });
  });

  it('a stored card that has expired since declines with expired_card', () => {
    const { platform, token } = setup();
    platform.storeCard(token, {
      ...storeRequest('store-1'),
      card_data: fakeCardData({ number: '4111111111111111', expiryMonth: '04', expiryYear: '2026' }),
    });
    platform.shiftClock(60 * 24 * 60);
    const fresh = loginAs(platform, 'spieler@tippwerk.de');
    expect(
      platformError(() => platform.chargeStoredCard(fresh, storedCharge('tx-1', 2000))).body.global_errors,
    ).toEqual(['expired_card']);
  });

  it('keeps brand, BIN and last four of a stored card, and charges it with its test outcome', () => {
    const { platform, token, state } = setup();
    platform.storeCard(token, storeRequest('store-1', '5555 5555 5555 4444'));
    const stored = state().players.find((p) => p.player.email === 'spieler@tippwerk.de')?.stored_card;
    expect(stored).toMatchObject({ brand: 'mc', bin: '555555', last_four: '4444' });
    expect(stored).not.toHaveProperty('pan');
    expect(platform.chargeStoredCard(token, storedCharge('tx-1', 2000)).type).toBe('payment_processed');
  });

  it.each(TEST_CARDS.map((c) => [c.number, c.outcome] as const))(
    'tells %s apart by BIN and last four alone (%s)',
    (number, outcome) => {
      const digits = number.replace(/\s/g, '');
      const card = { bin: digits.slice(0, 6), last_four: digits.slice(-4), expiry_month: 3, expiry_year: 2030 };
      expect(outcomeOfStored(card, Temporal.Instant.from('2026-03-04T16:59:00Z'))).toBe(outcome);
    },
  );
});

describe('card numbers in the state', () => {
  it('never holds a full card number: not for a store, a charge, a stored charge or a running 3-D Secure challenge', () => {
    const { platform, token, storage } = setup();
    platform.storeCard(token, storeRequest('store-1', '5555 5555 5555 4444'));
    platform.chargeCard(token, cardCharge('tx-1', 2500, { number: '4111 1111 1111 1111' }));
    platform.chargeStoredCard(token, storedCharge('tx-2', 1000));
    expect(platform.chargeCard(token, cardCharge('tx-3', 1500, { number: '4000 0000 0000 3220' })).type).toBe(
      'secure_redirect',
    );
    const json = JSON.stringify(storage.load());
    for (const number of ['5555555555554444', '4111111111111111', '4000000000003220']) {
      expect(json).not.toContain(number);
      expect(json).not.toContain(number.slice(0, 12));
    }
    expect(json).toContain('"last_four":"3220"');
  });
});
