import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import type { PaymentChoice } from '../../core/domain/payment';
import { ok } from '../../core/shared/result';
import { AddBankDetailsUseCase } from '../../core/use-cases/add-bank-details.use-case';
import { PollIbanCheckUseCase } from '../../core/use-cases/poll-iban-check.use-case';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { memoryWorld } from './support/memory-world';
import { RETURN_URLS, walletWorld } from './support/wallet-world';

const IBAN = 'DE89 3704 0044 0532 0130 00';
const MISMATCH = 'account_holder_mismatch';

const cardOf = (holder: string): PaymentChoice => ({
  kind: 'new_card',
  store: false,
  card: { holder, number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '30', securityCode: '123' },
});

/** Storing bank details over the HTTP adapters against the fake platform in this process, logged in. */
async function bankDetailsWorld(who = NEWCOMER) {
  const world = memoryWorld();
  const login = await world.login.execute({ ...who, longLastingSession: false });
  if (!login.ok) throw new Error('login failed');
  const poll = new PollIbanCheckUseCase(world.gateways.players, world.scheduler);
  const add = new AddBankDetailsUseCase(world.api.verification, poll);
  return {
    world,
    add: async (firstName: string, lastName: string) => {
      const stored = add.execute({ accountHolder: { firstName, lastName }, iban: IBAN });
      await world.scheduler.advance(10_000);
      return stored;
    },
  };
}

describe('payments only from accounts in the player’s name (GlüStV), over HTTP against the fake platform', () => {
  it('a SEPA account in a relative’s name is refused at the holder; the player’s own, written otherwise, is stored', async () => {
    const { world, add } = await bankDetailsWorld();
    expect(await add('Mia', 'Neumann')).toEqual({
      ok: false,
      error: { kind: 'rejected', globalErrors: [], attributeErrors: { account_holder: [MISMATCH] } },
    });
    expect((await world.loadProfile.execute()).paymentMethods.some((m) => m.stored)).toBe(false);
    expect(await add('LENA', ' neumann ')).toEqual(ok('valid'));
  });

  it('a new card in another person’s name deposits nothing (payment_refused account_holder_mismatch); the player’s card does', async () => {
    const { deposit, profile, balances } = await walletWorld(VERIFIED);
    const before = await balances();
    const refused = await deposit.execute({
      amount: money(2500),
      choice: cardOf('Erika Mustermann'),
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(refused).toEqual({ ok: false, error: { kind: 'payment_refused', code: MISMATCH } });
    expect(await balances()).toEqual(before);
    const paid = await deposit.execute({
      amount: money(2500),
      choice: cardOf('Mustermann, Max'),
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(paid).toEqual({ ok: true, value: { kind: 'deposited', amount: money(2500) } });
  });

  it('PayPal approved from another person’s PayPal account: the return is refused and nothing is booked', async () => {
    const { w, deposit, profile, balances } = await walletWorld(NEWCOMER);
    const before = await balances();
    const step = await deposit.execute({
      amount: money(1500),
      choice: { kind: 'method', label: 'paypal' },
      paymentMethods: (await profile()).paymentMethods,
      returnUrls: RETURN_URLS,
    });
    expect(step.ok).toBe(true);
    w.platform.decidePaypal({ order_id: w.pending.load()!.reference, approve: true, payer_name: 'Jonas Neumann' });
    expect(await deposit.resume(null)).toEqual({ ok: false, error: { kind: 'payment_refused', code: MISMATCH } });
    expect(await balances()).toEqual(before);
  });
});
