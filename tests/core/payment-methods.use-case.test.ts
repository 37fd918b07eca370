import { describe, expect, it } from 'vitest';
import { StoreCardUseCase } from '../../core/use-cases/store-card.use-case';
import { DeletePaymentMethodUseCase } from '../../core/use-cases/delete-payment-method.use-case';
import { FixedBrowserInfo } from '../../adapters/memory/memory-payment-infrastructure';
import { SequenceIdGenerator } from '../../adapters/memory/seeded-random';
import { NEWCOMER } from '../support/demo';
import { walletWorld } from './support/wallet-world';

/** The newcomer's card (the world's player): in her name, as GlüStV requires. */
const card = (number: string) => ({
  holder: 'Lena Neumann',
  number,
  expiryMonth: '12',
  expiryYear: '30',
  securityCode: '123',
});
const RETURN = '/kundenkonto/zahlungsdaten?wallet_return=card_store';

async function world(who = NEWCOMER) {
  const base = await walletWorld(who);
  const invalidations: number[] = [];
  const cache = { invalidate: () => void invalidations.push(1) };
  return {
    ...base,
    invalidations,
    storeCard: new StoreCardUseCase(
      base.payments,
      base.charge,
      new FixedBrowserInfo(),
      new SequenceIdGenerator(),
      cache,
    ),
    remove: new DeletePaymentMethodUseCase(base.payments, cache),
    stored: async (label: string) =>
      (await base.profile()).paymentMethods.find((m) => m.label === label)?.stored ?? null,
  };
}

describe('Payment data: storing a card, deleting card and PayPal', () => {
  it('stores a card without 3-D Secure at once; it is listed with brand, last digits and expiry', async () => {
    const w = await world();
    expect(await w.storeCard.execute(card('5555 5555 5555 4444'), RETURN)).toEqual({
      ok: true,
      value: { kind: 'stored' },
    });
    expect(await w.stored('adyen_credit_card')).toMatchObject({
      type: 'adyen_credit_card',
      lastDigits: '4444',
      expiryMonth: '12',
      expiryYear: '2030',
    });
    expect(w.invalidations.length).toBeGreaterThan(0);
  });

  it('3-D Secure on a card store: back on the payment-data page, the approved card is stored', async () => {
    const w = await world();
    const step = await w.storeCard.execute(card('4000 0000 0000 3220'), RETURN);
    expect(step).toMatchObject({
      ok: true,
      value: { kind: 'redirect', url: expect.stringContaining(encodeURIComponent(RETURN)) },
    });
    expect(await w.stored('adyen_credit_card')).toBeNull();
    const { redirect_result } = w.w.platform.decideThreeDs({
      transaction_id: w.w.pending.load()!.reference,
      approve: true,
    });
    expect(await w.storeCard.resume(redirect_result)).toEqual({ ok: true, value: { kind: 'stored' } });
    expect(await w.stored('adyen_credit_card')).toMatchObject({ lastDigits: '3220' });
  });

  it('a declined card is not stored and names the reason', async () => {
    const w = await world();
    expect(await w.storeCard.execute(card('4000 0000 0000 0119'), RETURN)).toEqual({
      ok: false,
      error: { kind: 'payment_declined', reason: 'blocked_card' },
    });
    expect(await w.stored('adyen_credit_card')).toBeNull();
  });

  it('deletes the stored card; a second delete of the same card is harmless', async () => {
    const w = await world();
    await w.storeCard.execute(card('4111 1111 1111 1111'), RETURN);
    const stored = (await w.stored('adyen_credit_card'))!;
    expect(await w.remove.execute(stored)).toEqual({ ok: true, value: undefined });
    expect(await w.stored('adyen_credit_card')).toBeNull();
    expect(await w.remove.execute(stored)).toEqual({ ok: true, value: undefined });
  });

  it('deletes a stored PayPal account (DELETE /my/adyen_paypal/{id}); a SEPA account is replaced, never deleted', async () => {
    const w = await world();
    const methods = (await w.profile()).paymentMethods;
    await w.deposit.execute({
      amount: { fractional: 1000, currency: 'EUR' },
      choice: { kind: 'method', label: 'paypal' },
      paymentMethods: methods,
      returnUrls: { card: '/', paypal: '/' },
    });
    w.w.platform.decidePaypal({ order_id: w.w.pending.load()!.reference, approve: true });
    await w.deposit.resume(null);
    const paypal = (await w.stored('paypal'))!;
    // The stored PayPal keeps the payer's residence country the platform reports (spec/1 stored PayPal).
    expect(paypal).toMatchObject({ type: 'paypal', paypalEmail: NEWCOMER.username, payerResidenceCountry: 'DE' });
    expect(await w.remove.execute(paypal)).toEqual({ ok: true, value: undefined });
    expect(await w.stored('paypal')).toBeNull();
    expect(
      await w.remove.execute({
        type: 'sepa_direct_debit',
        accountHolder: 'Lena Neumann',
        maskedIban: 'DE89 **** 3000',
        editable: true,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'not_deletable' },
    });
  });
});
