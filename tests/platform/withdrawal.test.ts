import { describe, expect, it } from 'vitest';
import { fakeCardData } from '../../mocks/platform/psp/card-encryption';
import { platformOverHttp } from './http-fixtures';
import { BROWSER_INFO, movement } from './psp-fixtures';

const { platform, call } = platformOverHttp();

const login = (email = 'spieler@tippwerk.de') =>
  platform.login({ username: email, password: 'Tippwerk2026!', long_lasting_session: false }).access_token;
const common = async (token: string) =>
  (await call('GET', 'wallet', '/my/account?kind=common', undefined, token)).body as {
    payoutable_balance: { fractional: number };
    not_payoutable_balance: { fractional: number };
  };
const win = (email: string, cents: number) =>
  call('POST', 'fakeControl', '/wallet/winning', { email, amount_cents: cents });

describe('POST /my/withdrawal', () => {
  it('offers payouts only to the SEPA account, as the withdrawal booking of spec/2 §3 carries an IBAN', async () => {
    const token = login();
    const methods = (await call('GET', 'wallet', '/my/available_payment_methods', undefined, token)).body as {
      label: string;
      configuration: { possible_transaction_types: string[] };
    }[];
    expect(methods.map((m) => [m.label, m.configuration.possible_transaction_types])).toEqual([
      ['sepa_direct_debit', ['deposit', 'withdrawal']],
      ['paypal', ['deposit']],
      ['adyen_credit_card', ['deposit']],
    ]);
  });

  it('pays out payoutable money (204), books it once per transaction id, refuses more than payoutable', async () => {
    const token = login();
    expect(await win('spieler@tippwerk.de', 8000)).toMatchObject({
      status: 200,
      body: { email: 'spieler@tippwerk.de' },
    });
    const before = await common(token);
    expect(await call('POST', 'wallet', '/my/withdrawal', movement('wd-1', 3000), token)).toMatchObject({
      status: 204,
      body: null,
    });
    expect(await call('POST', 'wallet', '/my/withdrawal', movement('wd-1', 3000), token)).toMatchObject({
      status: 204,
    });
    const after = await common(token);
    expect(after.payoutable_balance.fractional).toBe(before.payoutable_balance.fractional - 3000);
    expect(after.not_payoutable_balance.fractional).toBe(before.not_payoutable_balance.fractional);
    expect(await call('POST', 'wallet', '/my/withdrawal', movement('wd-1', 2000), token)).toMatchObject({
      status: 400,
      body: { global_errors: ['transaction_id_conflict'] },
    });
    expect(
      await call('POST', 'wallet', '/my/withdrawal', movement('wd-2', after.payoutable_balance.fractional + 1), token),
    ).toMatchObject({
      status: 400,
      body: { global_errors: ['insufficient_payoutable_balance'] },
    });
  });

  it('refuses unverified and locked players, bad bodies and anonymous calls', async () => {
    expect(
      await call('POST', 'wallet', '/my/withdrawal', movement('wd-3', 100), login('neu@tippwerk.de')),
    ).toMatchObject({ status: 400, body: { global_errors: ['withdrawals_not_allowed'] } });
    expect(
      await call('POST', 'wallet', '/my/withdrawal', movement('wd-4', 100), login('gesperrt@tippwerk.de')),
    ).toMatchObject({ status: 400, body: { global_errors: ['withdrawals_not_allowed'] } });
    expect(
      await call(
        'POST',
        'wallet',
        '/my/withdrawal',
        { transaction_id: 'wd-5', amount: { fractional: 1.5, currency: 'EUR' }, kind: 'common' },
        login(),
      ),
    ).toMatchObject({
      status: 400,
      body: { attribute_errors: { 'amount.fractional': ['invalid'] } },
    });
    expect((await call('POST', 'wallet', '/my/withdrawal', movement('wd-6', 100))).status).toBe(401);
  });

  it('the winning control validates its input', async () => {
    expect((await win('niemand@tippwerk.de', 100)).status).toBe(404);
    expect((await win('spieler@tippwerk.de', 0)).status).toBe(400);
    expect((await win('spieler@tippwerk.de', 100_000_001)).status).toBe(400);
  });
});

describe('deleting stored methods', () => {
  it('DELETE /my/credit_cards/{id}: 204, then 404; the card is gone from the list', async () => {
    const token = login();
    const stored = await call(
      'POST',
      'wallet',
      '/my/credit_cards/store',
      {
        card_data: fakeCardData({ number: '4111 1111 1111 1111' }),
        store_transaction_input: {
          browser_info: BROWSER_INFO,
          transaction_id: 'store-1',
          return_url: '/kundenkonto/zahlungsdaten',
        },
      },
      token,
    );
    expect(stored).toMatchObject({ status: 200, body: { type: 'payment_processed' } });
    const methods = async () =>
      (await call('GET', 'wallet', '/my/available_payment_methods', undefined, token)).body as {
        label: string;
        stored: { id?: string } | null;
      }[];
    const id = (await methods()).find((m) => m.label === 'adyen_credit_card')!.stored!.id!;
    expect((await call('DELETE', 'wallet', `/my/credit_cards/${id}`, undefined, token)).status).toBe(204);
    expect((await methods()).find((m) => m.label === 'adyen_credit_card')!.stored).toBeNull();
    expect((await call('DELETE', 'wallet', `/my/credit_cards/${id}`, undefined, token)).status).toBe(404);
  });

  it('DELETE /my/adyen_paypal/{id}: the stored PayPal account of the player only', async () => {
    const token = login('neu@tippwerk.de');
    const prepared = (await call('POST', 'wallet', '/my/paypal/prepare_charge', movement('pp-1', 1000), token))
      .body as { order_id: string };
    await call('POST', 'fakeControl', '/psp/paypal', { order_id: prepared.order_id, approve: true });
    expect(
      (await call('POST', 'wallet', '/my/paypal/confirm_charge', { order_id: prepared.order_id }, token)).status,
    ).toBe(200);
    const methods = (await call('GET', 'wallet', '/my/available_payment_methods', undefined, token)).body as {
      label: string;
      stored: { id?: string } | null;
    }[];
    const id = methods.find((m) => m.label === 'paypal')!.stored!.id!;
    expect((await call('DELETE', 'wallet', `/my/adyen_paypal/${id}`, undefined, login())).status).toBe(404);
    expect((await call('DELETE', 'wallet', `/my/adyen_paypal/${id}`, undefined, token)).status).toBe(204);
    expect((await call('DELETE', 'wallet', `/my/adyen_paypal/${id}`, undefined, token)).status).toBe(404);
  });
});
