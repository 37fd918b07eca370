import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import type { CardCharge } from '../../ports/payment-gateway.port';
import { NEWCOMER } from '../support/demo';
import { losingFirstAnswer, newCard, RETURN_URLS, walletWorld } from './support/wallet-world';

const euros = (n: number) => money(n * 100);

describe('Deposit (spec/2 §7.2): every method books onto the common account', () => {
  it('a new card without 3-D Secure deposits at once; the money is for playing, not payoutable', async () => {
    const { w, deposit, profile, balances } = await walletWorld();
    const before = await balances();
    const result = await deposit.execute({
      amount: euros(25),
      choice: newCard('4111 1111 1111 1111'),
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(result).toEqual({ ok: true, value: { kind: 'deposited', amount: euros(25) } });
    expect(await balances()).toEqual({ payoutable: before.payoutable, notPayoutable: before.notPayoutable + 2500 });
    expect(w.pending.load()).toBeNull();
  });

  it('the stored SEPA account and a stored card deposit too', async () => {
    const { w, deposit, profile, balances } = await walletWorld();
    const before = await balances();
    const sepa = await deposit.execute({
      amount: euros(10),
      choice: { kind: 'method', label: 'sepa_direct_debit' },
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(sepa.ok).toBe(true);
    const token = w.tokens.read()!.accessToken;
    const stored = w.platform.storeCard(token, {
      card_data: (await import('../../mocks/platform/psp/card-encryption')).fakeCardData({
        holder: 'Max Mustermann',
        number: '5555 5555 5555 4444',
        expiryMonth: '12',
        expiryYear: '30',
        securityCode: '123',
      }),
      store_transaction_input: {
        browser_info: {} as never,
        transaction_id: 'store-1',
        return_url: '/kundenkonto/zahlungsdaten',
      },
    });
    expect(stored.type).toBe('payment_processed');
    const card = await deposit.execute({
      amount: euros(20),
      choice: { kind: 'method', label: 'adyen_credit_card' },
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(card).toEqual({ ok: true, value: { kind: 'deposited', amount: euros(20) } });
    expect((await balances()).notPayoutable).toBe(before.notPayoutable + 3000);
  });

  it('3-D Secure: leaves for the bank page with the modal as return, and resumes after approval', async () => {
    const { w, deposit, profile, balances } = await walletWorld();
    const before = await balances();
    const step = await deposit.execute({
      amount: euros(30),
      choice: newCard('4000 0000 0000 3220'),
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    if (!step.ok || step.value.kind !== 'redirect') throw new Error('expected a redirect');
    expect(step.value.url).toContain(encodeURIComponent(RETURN_URLS.card));
    const { redirect_result } = w.platform.decideThreeDs({
      transaction_id: w.pending.load()!.reference,
      approve: true,
    });
    expect(await deposit.resume(redirect_result)).toEqual({
      ok: true,
      value: { kind: 'deposited', amount: euros(30) },
    });
    expect((await balances()).notPayoutable).toBe(before.notPayoutable + 3000);
    // The pending payment is used once: coming back again finds nothing.
    expect(await deposit.resume(redirect_result)).toEqual({ ok: false, error: { kind: 'payment_expired' } });
  });

  it('3-D Secure failed at the bank: 3d_not_authenticated and nothing booked', async () => {
    const { w, deposit, profile, balances } = await walletWorld();
    const before = await balances();
    await deposit.execute({
      amount: euros(30),
      choice: newCard('4000 0000 0000 3220'),
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    const { redirect_result } = w.platform.decideThreeDs({
      transaction_id: w.pending.load()!.reference,
      approve: false,
      outcome: 'fail',
    });
    expect(await deposit.resume(redirect_result)).toEqual({
      ok: false,
      error: { kind: 'payment_declined', reason: '3d_not_authenticated' },
    });
    expect(await balances()).toEqual(before);
  });

  it('PayPal: prepared, approved on the PayPal page, confirmed on return; cancelled without approval', async () => {
    const { w, deposit, profile, balances } = await walletWorld(NEWCOMER);
    const before = await balances();
    const step = await deposit.execute({
      amount: euros(15),
      choice: { kind: 'method', label: 'paypal' },
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(step).toMatchObject({
      ok: true,
      value: { kind: 'redirect', url: expect.stringContaining('/__fake/psp/paypal?') },
    });
    w.platform.decidePaypal({ order_id: w.pending.load()!.reference, approve: true });
    expect(await deposit.resume(null)).toEqual({ ok: true, value: { kind: 'deposited', amount: euros(15) } });
    expect((await balances()).notPayoutable).toBe(before.notPayoutable + 1500);

    await deposit.execute({
      amount: euros(10),
      choice: { kind: 'method', label: 'paypal' },
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    w.platform.decidePaypal({ order_id: w.pending.load()!.reference, approve: false });
    expect(await deposit.resume(null)).toEqual({ ok: false, error: { kind: 'payment_declined', reason: 'cancelled' } });
  });

  it.each([
    ['4000 0000 0000 0002', 'refused'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0119', 'blocked_card'],
    ['4000 0000 0000 9995', 'not_enough_balance'],
    ['4000 0000 0000 0127', 'invalid_pin'],
  ])('card %s is declined with %s, nothing booked', async (number, reason) => {
    const { deposit, profile, balances } = await walletWorld();
    const before = await balances();
    expect(
      await deposit.execute({
        amount: euros(20),
        choice: newCard(number),
        paymentMethods: (await profile()).paymentMethods,
        returnUrls: RETURN_URLS,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'payment_declined', reason },
    });
    expect(await balances()).toEqual(before);
  });

  it('keeps to 10 € … 1.000 € per deposit, before anything is sent', async () => {
    const { deposit, profile } = await walletWorld();
    const methods = (await profile()).paymentMethods;
    const sepa = { kind: 'method', label: 'sepa_direct_debit' } as const;
    expect(
      await deposit.execute({ amount: money(999), choice: sepa, paymentMethods: methods, returnUrls: RETURN_URLS }),
    ).toEqual({ ok: false, error: { kind: 'amount_too_low', bound: euros(10) } });
    expect(
      await deposit.execute({ amount: money(100_001), choice: sepa, paymentMethods: methods, returnUrls: RETURN_URLS }),
    ).toEqual({ ok: false, error: { kind: 'amount_too_high', bound: euros(1000) } });
    expect(
      (await deposit.execute({ amount: euros(1000), choice: sepa, paymentMethods: methods, returnUrls: RETURN_URLS }))
        .ok,
    ).toBe(true);
  });

  it('the platform’s refusals come back with their code: deposit_limit, sepa_account_missing', async () => {
    const { deposit, profile } = await walletWorld(NEWCOMER);
    const methods = (await profile()).paymentMethods;
    expect(
      await deposit.execute({
        amount: euros(101),
        choice: newCard('4111 1111 1111 1111'),
        paymentMethods: methods,
        returnUrls: RETURN_URLS,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'payment_refused', code: 'deposit_limit' },
    });
    expect(
      await deposit.execute({
        amount: euros(20),
        choice: { kind: 'method', label: 'sepa_direct_debit' },
        paymentMethods: methods,
        returnUrls: RETURN_URLS,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'sepa_account_missing' },
    });
  });

  it('a retry after a lost answer reuses the transaction id, so the platform books once', async () => {
    const seen: unknown[] = [];
    const { deposit, profile, balances } = await walletWorld(undefined, (p) =>
      losingFirstAnswer(p, 'chargeCard', seen),
    );
    const before = await balances();
    const input = {
      amount: euros(40),
      choice: newCard('4111 1111 1111 1111'),
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    };
    expect(await deposit.execute(input)).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(await deposit.execute(input)).toEqual({ ok: true, value: { kind: 'deposited', amount: euros(40) } });
    const [first, second] = seen as CardCharge[];
    expect(second!.transaction.transactionId).toBe(first!.transaction.transactionId);
    expect((await balances()).notPayoutable).toBe(before.notPayoutable + 4000);
    // After the answer a new attempt gets a new id (and is booked again).
    expect(await deposit.execute(input)).toMatchObject({ ok: true });
    expect((seen[2] as CardCharge).transaction.transactionId).not.toBe(first!.transaction.transactionId);
    expect((await balances()).notPayoutable).toBe(before.notPayoutable + 8000);
  });

  it('another amount or method after a lost answer is a new attempt with a new id', async () => {
    const seen: unknown[] = [];
    const { deposit, profile } = await walletWorld(undefined, (p) => losingFirstAnswer(p, 'chargeCard', seen));
    const methods = (await profile()).paymentMethods;
    await deposit.execute({
      amount: euros(40),
      choice: newCard('4111 1111 1111 1111'),
      paymentMethods: methods,
      returnUrls: RETURN_URLS,
    });
    await deposit.execute({
      amount: euros(45),
      choice: newCard('4111 1111 1111 1111'),
      paymentMethods: methods,
      returnUrls: RETURN_URLS,
    });
    const [first, second] = seen as CardCharge[];
    expect(second!.transaction.transactionId).not.toBe(first!.transaction.transactionId);
  });
});
