import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { fakeCardData } from '../../mocks/platform/psp/card-encryption';
import { lottoLine, orderOf } from './platform-fixtures';
import { BASE, platformOverHttp } from './http-fixtures';
import { BROWSER_INFO, CARD_RETURN_URL, cardCharge, movement, NEWCOMER_HOLDER } from './psp-fixtures';

const { platform, faults } = platformOverHttp();

const url = (api: keyof typeof API_PATHS, path: string) => `${BASE}${API_PATHS[api]}${path}`;
const call = async (method: string, api: keyof typeof API_PATHS, path: string, body?: unknown, token?: string) => {
  const response = await fetch(url(api, path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
  };
};
const login = (email = 'spieler@tippwerk.de') =>
  platform.login({ username: email, password: 'Tippwerk2026!', long_lasting_session: false }).access_token;

describe('card routes', () => {
  it('POST /my/credit_cards/charge: 200 payment_processed, 400 decline, 400 invalid_card_data, 401 without a player', async () => {
    const token = login();
    expect(await call('POST', 'wallet', '/my/credit_cards/charge', cardCharge('tx-1', 1000), token)).toMatchObject({
      status: 200,
      body: { type: 'payment_processed', transaction_id: 'tx-1', payment_transaction_id: expect.any(String) },
    });
    expect(
      await call(
        'POST',
        'wallet',
        '/my/credit_cards/charge',
        cardCharge('tx-2', 1000, { number: '4000000000000002' }),
        token,
      ),
    ).toMatchObject({
      status: 400,
      body: { global_errors: ['refused'] },
    });
    const plain = {
      ...cardCharge('tx-3', 1000),
      card_data: { ...cardCharge('tx-3', 1000).card_data, encrypted_card_number: '4111111111111111' },
    };
    expect(await call('POST', 'wallet', '/my/credit_cards/charge', plain, token)).toMatchObject({
      status: 400,
      body: { global_errors: ['invalid_card_data'] },
    });
    expect((await call('POST', 'wallet', '/my/credit_cards/charge', '{ nope', token)).status).toBe(400);
    const anonymous = await call('POST', 'wallet', '/my/credit_cards/charge', cardCharge('tx-4', 1000));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('3-D Secure: secure_redirect, the control call, then confirm_pending_payment', async () => {
    const token = login();
    const charge = await call(
      'POST',
      'wallet',
      '/my/credit_cards/charge',
      cardCharge('tx-3ds', 1000, { number: '4000 0000 0000 3220' }),
      token,
    );
    expect(charge).toMatchObject({
      status: 200,
      body: { type: 'secure_redirect', result_code: 'RedirectShopper', action: { method: 'GET' } },
    });
    const decided = await call('POST', 'fakeControl', '/psp/3ds', { transaction_id: 'tx-3ds', approve: true });
    expect(decided).toEqual(expect.objectContaining({ status: 200, body: { redirect_result: expect.any(String) } }));
    const confirmed = await call(
      'POST',
      'wallet',
      '/my/credit_cards/confirm_pending_payment',
      { transaction_id: 'tx-3ds', redirect_result: decided.body?.['redirect_result'] },
      token,
    );
    expect(confirmed).toMatchObject({
      status: 200,
      body: { transaction_id: 'tx-3ds', payment_transaction_id: expect.any(String) },
    });
    expect((await call('POST', 'fakeControl', '/psp/3ds', { transaction_id: 'unknown', approve: true })).status).toBe(
      404,
    );
    expect((await call('POST', 'fakeControl', '/psp/3ds', { transaction_id: 'tx-3ds', approve: false })).status).toBe(
      409,
    );
  });

  it('3-D Secure failed: confirm answers 400 3d_not_authenticated', async () => {
    const token = login();
    await call(
      'POST',
      'wallet',
      '/my/credit_cards/charge',
      cardCharge('tx-3ds', 1000, { number: '4000000000003220' }),
      token,
    );
    const decided = await call('POST', 'fakeControl', '/psp/3ds', {
      transaction_id: 'tx-3ds',
      approve: false,
      outcome: 'fail',
    });
    const confirmed = await call(
      'POST',
      'wallet',
      '/my/credit_cards/confirm_pending_payment',
      { transaction_id: 'tx-3ds', redirect_result: decided.body?.['redirect_result'] },
      token,
    );
    expect(confirmed).toMatchObject({ status: 400, body: { global_errors: ['3d_not_authenticated'] } });
  });

  it('store, charge_with_stored and DELETE /my/credit_cards/{id} (204, then 404)', async () => {
    const token = login();
    const store = {
      card_data: fakeCardData({ number: '4111111111111111' }),
      store_transaction_input: { browser_info: BROWSER_INFO, transaction_id: 'store-1', return_url: CARD_RETURN_URL },
    };
    expect((await call('POST', 'wallet', '/my/credit_cards/store', store, token)).body).toMatchObject({
      type: 'payment_processed',
    });
    const stored = {
      browser_info: BROWSER_INFO,
      monetary_transaction: movement('tx-1', 700),
      return_url: CARD_RETURN_URL,
    };
    expect((await call('POST', 'wallet', '/my/credit_cards/charge_with_stored', stored, token)).body).toMatchObject({
      type: 'payment_processed',
    });
    const methods = platform.availablePaymentMethods(token);
    const card = methods.find((m) => m.label === 'adyen_credit_card')?.stored;
    const id = card && 'id' in card ? card.id : '';
    expect((await call('DELETE', 'wallet', `/my/credit_cards/${id}`, undefined, token)).status).toBe(204);
    expect((await call('DELETE', 'wallet', `/my/credit_cards/${id}`, undefined, token)).status).toBe(404);
  });

  it('answers a faulted charge with the fault, while the PSP control API is never faulted', async () => {
    const token = login();
    faults.add({ path: `${API_PATHS.wallet}/my/credit_cards`, status: 503, times: 0 });
    faults.add({ path: `${API_PATHS.fakeControl}/psp`, status: 503, times: 0 });
    expect((await call('POST', 'wallet', '/my/credit_cards/charge', cardCharge('tx-1', 1000), token)).status).toBe(503);
    expect((await call('GET', 'fakeControl', '/psp/test_cards')).status).toBe(200);
  });
});

describe('PayPal and SEPA routes', () => {
  it('prepare_charge, the approval control call, confirm_charge and DELETE /my/adyen_paypal/{id}', async () => {
    const token = login();
    const prepared = await call(
      'POST',
      'wallet',
      '/my/paypal/prepare_charge',
      { ...movement('tx-pp', 1500), return_url: '/warenkorb?payment_return=paypal' },
      token,
    );
    expect(prepared).toMatchObject({
      status: 200,
      body: {
        order_id: expect.any(String),
        approval_url: expect.stringMatching(/^\/__fake\/psp\/paypal\?order_id=/),
      },
    });
    const orderId = prepared.body?.['order_id'];
    expect((await call('POST', 'wallet', '/my/paypal/confirm_charge', { order_id: orderId }, token)).body).toEqual({
      global_errors: ['cancelled'],
      attribute_errors: {},
    });
    expect(await call('POST', 'fakeControl', '/psp/paypal', { order_id: orderId, approve: true })).toMatchObject({
      status: 200,
      body: { status: 'approved' },
    });
    expect(await call('POST', 'wallet', '/my/paypal/confirm_charge', { order_id: orderId }, token)).toMatchObject({
      status: 200,
      body: { transaction_id: 'tx-pp' },
    });
    const paypal = platform.availablePaymentMethods(token).find((m) => m.label === 'paypal')?.stored;
    const id = paypal && 'id' in paypal ? paypal.id : '';
    expect((await call('DELETE', 'wallet', `/my/adyen_paypal/${id}`, undefined, token)).status).toBe(204);
    expect((await call('DELETE', 'wallet', `/my/adyen_paypal/${id}`, undefined, token)).status).toBe(404);
  });

  it('POST /my/sepa_accounts: 204 stored, 400 with field errors; /charge: 200 or 400 sepa_account_missing', async () => {
    const token = login('neu@tippwerk.de');
    expect(await call('POST', 'wallet', '/my/sepa_accounts/charge', movement('tx-1', 1000), token)).toMatchObject({
      status: 400,
      body: { global_errors: ['sepa_account_missing'] },
    });
    const bad = await call(
      'POST',
      'wallet',
      '/my/sepa_accounts',
      { account_holder: { first_name: 'Lena', last_name: 'Neumann' }, iban: 'DE00 3704 0044 0532 0130 00' },
      token,
    );
    expect(bad).toMatchObject({ status: 400, body: { attribute_errors: { iban: ['invalid_checksum'] } } });
    const stored = await call(
      'POST',
      'wallet',
      '/my/sepa_accounts',
      { account_holder: { first_name: 'Lena', last_name: 'Neumann' }, iban: 'DE89 3704 0044 0532 0130 00' },
      token,
    );
    expect(stored).toMatchObject({ status: 204, body: null });
    expect(await call('POST', 'wallet', '/my/sepa_accounts/charge', movement('tx-1', 1000), token)).toMatchObject({
      status: 200,
      body: { transaction_id: 'tx-1' },
    });
  });

  it('an order paid with the charge: 204, and reusing the transaction is 400 processing_failed', async () => {
    const token = login('neu@tippwerk.de');
    const card = cardCharge('tx-1', 290, { holder: NEWCOMER_HOLDER });
    const charge = await call('POST', 'wallet', '/my/credit_cards/charge', card, token);
    const paymentId = charge.body?.['payment_transaction_id'] as string;
    expect(
      (await call('POST', 'wallet', '/my/orders', orderOf('o-1', [lottoLine(platform, 'a')], paymentId), token)).status,
    ).toBe(204);
    expect(
      await call('POST', 'wallet', '/my/orders', orderOf('o-2', [lottoLine(platform, 'a')], paymentId), token),
    ).toMatchObject({ status: 400, body: { global_errors: ['processing_failed'] } });
  });
});

describe('gambling permission, subscriptions and test cards', () => {
  it('GET /my/gambling_permission: 200, 404 for the newcomer, 401 without a player', async () => {
    expect(await call('GET', 'player', '/my/gambling_permission', undefined, login())).toMatchObject({
      status: 200,
      body: { active: true, deactivated_at: null },
    });
    expect(await call('GET', 'player', '/my/gambling_permission', undefined, login('neu@tippwerk.de'))).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect((await call('GET', 'player', '/my/gambling_permission')).status).toBe(401);
  });

  it('PATCH /my/subscriptions/{id}/stop: 204, 404 unknown, 401 without a player', async () => {
    const token = login();
    const line = lottoLine(platform, 'a');
    line.product_data.subscription = { payment_method_label: 'sepa_direct_debit', subscription_type: 'weekly' };
    platform.placeOrder(token, orderOf('o-1', [line]));
    expect((await call('PATCH', 'lotteryStore', '/my/subscriptions/a-selection/stop', undefined, token)).status).toBe(
      204,
    );
    expect((await call('PATCH', 'lotteryStore', '/my/subscriptions/nope/stop', undefined, token)).status).toBe(404);
    expect((await call('PATCH', 'lotteryStore', '/my/subscriptions/a-selection/stop')).status).toBe(401);
  });

  it('GET /__fake/psp/test_cards lists the test cards', async () => {
    const { status, body } = await call('GET', 'fakeControl', '/psp/test_cards');
    expect(status).toBe(200);
    expect(body).toEqual(
      expect.arrayContaining([
        { number: '4111 1111 1111 1111', outcome: 'success', description: 'Zahlung erfolgreich' },
      ]),
    );
  });
});
