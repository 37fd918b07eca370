import { describe, expect, it } from 'vitest';
import type { PaymentTransactionListDto, VoucherDto, VoucherListDto } from '../../adapters/http/wire/ledger.dto';
import { platformOverHttp } from './http-fixtures';
import { loginAs } from './platform-fixtures';
import { cardCharge, movement } from './psp-fixtures';

const EMAIL = 'spieler@tippwerk.de';
const { platform, call } = platformOverHttp();

const vouchers = async (token: string, query: string) =>
  (await call('GET', 'wallet', `/my/vouchers?${query}`, undefined, token)).body as VoucherListDto;
const pspOf = (v: VoucherDto) => (v.voucherable.voucherable_type === 'deposit' ? v.voucherable.psp_reference : '');

describe('ledger over HTTP', () => {
  it('GET /my/vouchers: 400 naming kind without it, 401 without a token, defaults newest first and 20 a page', async () => {
    const token = loginAs(platform, EMAIL);
    const missing = await call('GET', 'wallet', '/my/vouchers', undefined, token);
    expect(missing).toMatchObject({ status: 400, body: { attribute_errors: { kind: ['required'] } } });
    expect((await call('GET', 'wallet', '/my/vouchers?kind=common')).status).toBe(401);
    expect(
      (await call('GET', 'wallet', '/my/vouchers?kind=common&page_limit=abc', undefined, token)).body,
    ).toMatchObject({ attribute_errors: { page_limit: ['invalid'] } });
    platform.seedLedgerHistory({ email: EMAIL, count: 30 });
    const page = await vouchers(token, 'kind=common');
    expect(page.vouchers).toHaveLength(20);
    expect(page.page_info.total_count).toBeGreaterThan(30);
    const times = page.vouchers.map((v) => Date.parse(v.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('GET /my/vouchers passes search, sort and paging through', async () => {
    const token = loginAs(platform, EMAIL);
    platform.chargeCard(token, cardCharge('tx-http', 1234));
    const hit = await vouchers(token, 'kind=common&search=TX-HTTP');
    expect(hit.vouchers.map((v) => v.external_reference)).toEqual(['tx-http']);
    const oldest = await vouchers(token, 'kind=common&sort_direction=asc&page_limit=1');
    const newest = await vouchers(token, 'kind=common&sort_direction=desc&page_limit=1');
    expect(oldest.vouchers[0]!.id).not.toBe(newest.vouchers[0]!.id);
    expect(newest.vouchers[0]!.external_reference).toBe('tx-http');
    const second = await vouchers(token, 'kind=common&sort_direction=desc&page_limit=1&page_offset=1');
    expect(second.vouchers[0]!.id).not.toBe(newest.vouchers[0]!.id);
  });

  it('GET /my/payment_transactions: masked method data per PSP reference, comma-joined, both parameters required', async () => {
    const token = loginAs(platform, EMAIL);
    platform.chargeCard(token, cardCharge('tx-card', 1000));
    platform.chargeSepa(token, movement('tx-sepa', 2000));
    const list = await vouchers(token, 'kind=common&search=tx-');
    const refs = list.vouchers.map(pspOf);
    expect(refs).toHaveLength(2);

    const answer = await call(
      'GET',
      'wallet',
      `/my/payment_transactions?kind=common&psp_references=${refs.join(',')}`,
      undefined,
      token,
    );
    expect(answer.status).toBe(200);
    const { payment_transactions: payments, page_info } = answer.body as PaymentTransactionListDto;
    expect(page_info.total_count).toBe(2);
    const byRef = new Map(payments.map((p) => [p.psp_reference, p]));
    const card = byRef.get(pspOf(list.vouchers.find((v) => v.external_reference === 'tx-card')!))!;
    expect(card.stored_payment_method).toMatchObject({ type: 'adyen_credit_card', brand: 'visa', last_digits: '1111' });
    expect(JSON.stringify(card)).not.toContain('4111111111111111');
    const sepa = byRef.get(pspOf(list.vouchers.find((v) => v.external_reference === 'tx-sepa')!))!;
    expect(sepa.stored_payment_method).toMatchObject({ type: 'sepa_direct_debit', account_holder: 'Max Mustermann' });
    expect(sepa.stored_payment_method.type === 'sepa_direct_debit' && sepa.stored_payment_method.masked_iban).toMatch(
      /\*{4}/,
    );
    expect(sepa.transaction_number).toBe(
      list.vouchers.find((v) => v.external_reference === 'tx-sepa')!.transaction_number,
    );

    expect((await call('GET', 'wallet', '/my/payment_transactions?kind=common', undefined, token)).body).toMatchObject({
      attribute_errors: { psp_references: ['required'] },
    });
    expect(
      (await call('GET', 'wallet', `/my/payment_transactions?psp_references=${refs[0]}`, undefined, token)).body,
    ).toMatchObject({ attribute_errors: { kind: ['required'] } });
    // Another player's references find nothing.
    const other = loginAs(platform, 'ablauf@tippwerk.de');
    const foreign = await call(
      'GET',
      'wallet',
      `/my/payment_transactions?kind=common&psp_references=${refs.join(',')}`,
      undefined,
      other,
    );
    expect((foreign.body as PaymentTransactionListDto).payment_transactions).toEqual([]);
  });

  it('the ledger controls book over HTTP and answer the bookings; bad bodies are 400', async () => {
    const token = loginAs(platform, EMAIL);
    const goodwill = await call('POST', 'fakeControl', '/ledger/goodwill', {
      email: EMAIL,
      amount_cents: 700,
      reason: 'Kulanz',
    });
    expect(goodwill).toMatchObject({
      status: 200,
      body: { vouchers: [{ voucherable: { voucherable_type: 'goodwill_credit' } }] },
    });
    const deposit = (await vouchers(token, 'kind=common&sort_direction=asc&page_limit=100')).vouchers.find(
      (v) => v.voucherable.voucherable_type === 'deposit',
    )!;
    const chargeback = await call('POST', 'fakeControl', '/ledger/chargeback', {
      email: EMAIL,
      voucher_number: deposit.number,
      fee_cents: 350,
    });
    expect(chargeback.status).toBe(200);
    expect((chargeback.body as { vouchers: VoucherDto[] }).vouchers.map((v) => v.voucherable.voucherable_type)).toEqual(
      ['reversal', 'chargeback_fee'],
    );
    const reversed = (await vouchers(token, `kind=common&search=${deposit.number}`)).vouchers.find(
      (v) => v.id === deposit.id,
    );
    expect(reversed?.reversed).toBe(true);
    expect((await call('POST', 'fakeControl', '/ledger/mark-for-refund', { email: EMAIL })).status).toBe(400);
    expect((await call('POST', 'fakeControl', '/ledger/seed-history', { email: EMAIL, count: 5 })).body).toMatchObject({
      booked: 5,
    });
  });
});
