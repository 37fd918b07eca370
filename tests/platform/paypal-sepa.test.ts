import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYPAL_RETURN_URL } from '../../mocks/platform/psp/paypal';
import type { PlatformState } from '../../mocks/platform/state';
import { commonBalance, loginAs, platformAt, platformError } from './platform-fixtures';
import { movement, queryOf } from './psp-fixtures';

const setup = (email = 'spieler@tippwerk.de') => {
  const test = platformAt();
  return { ...test, token: loginAs(test.platform, email), state: () => test.storage.load() as PlatformState };
};

describe('PayPal', () => {
  it('prepares an order with an approval URL on the fake PayPal page', () => {
    const { platform, token } = setup();
    const prepared = platform.preparePaypalCharge(token, {
      ...movement('tx-pp', 3000),
      return_url: '/warenkorb?payment_return=paypal&x=1',
    });
    expect(prepared.order_id).toMatch(/^PP\d{15}$/);
    expect(prepared.approval_url.startsWith('/__fake/psp/paypal?')).toBe(true);
    expect(Object.fromEntries(queryOf(prepared.approval_url))).toEqual({
      order_id: prepared.order_id,
      return_url: '/warenkorb?payment_return=paypal&x=1',
    });
    expect(platform.preparePaypalCharge(token, movement('tx-pp', 3000))).toEqual(prepared);
  });

  it('returns to the basket by default', () => {
    const { platform, token } = setup();
    const { approval_url } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    expect(queryOf(approval_url).get('return_url')).toBe(DEFAULT_PAYPAL_RETURN_URL);
  });

  it('approved: confirm_charge deposits once and stores the PayPal account', () => {
    const { platform, token, state } = setup();
    const { order_id } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    expect(platform.decidePaypal({ order_id, approve: true })).toEqual({
      order_id,
      status: 'approved',
      return_url: DEFAULT_PAYPAL_RETURN_URL,
    });
    const paid = platform.confirmPaypalCharge(token, { order_id });
    expect(paid).toEqual({ transaction_id: 'tx-pp', payment_transaction_id: expect.any(String) });
    expect(platform.confirmPaypalCharge(token, { order_id })).toEqual(paid);
    expect(commonBalance(platform, token)).toBe(8000);
    expect(state().payment_transactions).toEqual([
      expect.objectContaining({ method: 'paypal', amount_cents: 3000, status: 'authorised', used: false }),
    ]);
    const stored = platform.availablePaymentMethods(token).find((m) => m.label === 'paypal')?.stored;
    expect(stored).toMatchObject({ type: 'paypal', paypal_email: 'spieler@tippwerk.de', active: true });
    platform.deleteStoredPaypal(token, stored && 'id' in stored ? stored.id : '');
    expect(platform.availablePaymentMethods(token).find((m) => m.label === 'paypal')?.stored).toBeNull();
    expect(platformError(() => platform.deleteStoredPaypal(token, 'nope')).status).toBe(404);
  });

  it('cancelled: confirm_charge answers cancelled and books nothing; the decision is final', () => {
    const { platform, token } = setup();
    const { order_id } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    platform.decidePaypal({ order_id, approve: false });
    expect(platformError(() => platform.confirmPaypalCharge(token, { order_id })).body.global_errors).toEqual([
      'cancelled',
    ]);
    expect(platformError(() => platform.decidePaypal({ order_id, approve: true })).status).toBe(409);
    expect(commonBalance(platform, token)).toBe(5000);
  });

  it('not yet decided counts as cancelled, but a later approval still pays', () => {
    const { platform, token } = setup();
    const { order_id } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    expect(platformError(() => platform.confirmPaypalCharge(token, { order_id })).body.global_errors).toEqual([
      'cancelled',
    ]);
    platform.decidePaypal({ order_id, approve: true });
    expect(platform.confirmPaypalCharge(token, { order_id }).transaction_id).toBe('tx-pp');
  });

  it('knows only its own orders', () => {
    const { platform, token } = setup();
    expect(platformError(() => platform.decidePaypal({ order_id: 'PP000', approve: true })).status).toBe(404);
    const { order_id } = platform.preparePaypalCharge(token, movement('tx-pp', 3000));
    platform.decidePaypal({ order_id, approve: true });
    expect(
      platformError(() => platform.confirmPaypalCharge(loginAs(platform, 'gesperrt@tippwerk.de'), { order_id })).status,
    ).toBe(404);
    expect(
      platformError(() =>
        platform.preparePaypalCharge(token, { ...movement('tx-2', 3000), return_url: '//evil.example' }),
      ).status,
    ).toBe(400);
  });
});

describe('SEPA', () => {
  it('charges the stored account of a player who has one', () => {
    const { platform, token, state } = setup();
    const paid = platform.chargeSepa(token, movement('tx-sepa', 4000));
    expect(paid).toEqual({ transaction_id: 'tx-sepa', payment_transaction_id: expect.any(String) });
    expect(commonBalance(platform, token)).toBe(9000);
    expect(state().vouchers.at(-1)).toMatchObject({
      voucherable: { type: 'deposit', payment_method: 'sepa_direct_debit' },
      comment: 'Einzahlung per SEPA-Lastschrift',
    });
  });

  it('refuses a charge without a stored account with sepa_account_missing', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    expect(platformError(() => platform.chargeSepa(token, movement('tx-sepa', 4000))).body.global_errors).toEqual([
      'sepa_account_missing',
    ]);
  });

  it('stores a valid IBAN masked, as the default method, and then charges it', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    platform.storeSepaAccount(token, {
      account_holder: { first_name: 'Lena', last_name: 'Neumann' },
      iban: 'at61 1904 3002 3457 3201',
    });
    expect(platform.availablePaymentMethods(token)[0]).toMatchObject({
      label: 'sepa_direct_debit',
      default: true,
      stored: {
        type: 'sepa_direct_debit',
        account_holder: 'Lena Neumann',
        masked_iban: 'AT61 **** **** **** **01',
        editable: true,
      },
    });
    expect(platform.chargeSepa(token, movement('tx-sepa', 4000)).transaction_id).toBe('tx-sepa');
  });

  it.each([
    ['a wrong checksum', 'DE89 3704 0044 0532 0130 01', 'invalid_checksum'],
    ['a country outside SEPA', 'US64 SVBK US6S 3300 9673 8637', 'unsupported_country'],
    ['a German IBAN of the wrong length', 'DE89 3704 0044 0532 0130', 'invalid_length'],
    ['characters other than letters, digits and spaces', 'DE89-3704-0044-0532-0130-00', 'invalid_format'],
    ['nothing', '', 'required'],
  ])('refuses %s', (_, iban, problem) => {
    const { platform, token } = setup('neu@tippwerk.de');
    const error = platformError(() =>
      platform.storeSepaAccount(token, { account_holder: { first_name: 'Lena', last_name: 'Neumann' }, iban }),
    );
    expect(error.status).toBe(400);
    expect(error.body.attribute_errors).toEqual({ iban: [problem] });
    expect(platform.availablePaymentMethods(token)[0]?.stored).toBeNull();
  });

  it('needs both names of the account holder', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    const error = platformError(() =>
      platform.storeSepaAccount(token, {
        account_holder: { first_name: ' ', last_name: '' },
        iban: 'DE89370400440532013000',
      }),
    );
    expect(error.body.attribute_errors).toEqual({
      'account_holder.first_name': ['required'],
      'account_holder.last_name': ['required'],
    });
  });
});
