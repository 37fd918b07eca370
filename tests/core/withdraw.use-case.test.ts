import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import { depositMethods, withdrawalMethods } from '../../core/domain/wallet-moves';
import type { MonetaryTransaction } from '../../core/domain/payment';
import { NEWCOMER, SELF_LOCKED, VERIFIED } from '../support/demo';
import { losingFirstAnswer, walletWorld } from './support/wallet-world';

async function withWinning(cents: number, wrap?: Parameters<typeof walletWorld>[1]) {
  const world = await walletWorld(VERIFIED, wrap);
  world.w.platform.creditTestWinning({ email: VERIFIED.username, amount_cents: cents });
  return world;
}

describe('Withdrawal (POST /my/withdrawal): payoutable money to the stored SEPA account', () => {
  it('has SEPA as its one payout method: PayPal and cards are for deposits only', async () => {
    const { profile } = await withWinning(100);
    const { paymentMethods } = await profile();
    expect(withdrawalMethods(paymentMethods).map((m) => m.label)).toEqual(['sepa_direct_debit']);
    expect(depositMethods(paymentMethods).map((m) => m.label)).toEqual([
      'sepa_direct_debit',
      'paypal',
      'adyen_credit_card',
    ]);
    // Even a PayPal account the platform marked for payouts is not one: the booking needs an IBAN.
    const paypal = paymentMethods.find((m) => m.label === 'paypal');
    expect(
      withdrawalMethods(paypal ? [{ ...paypal, possibleTransactionTypes: ['deposit', 'withdrawal'] }] : []),
    ).toEqual([]);
  });

  it('pays out part of the winnings; deposits stay', async () => {
    const { withdraw, profile, balances } = await withWinning(12_000);
    const before = await balances();
    const { commonAccount, paymentMethods } = await profile();
    expect(await withdraw.execute({ amount: money(5000), account: commonAccount, paymentMethods })).toEqual({
      ok: true,
      value: money(5000),
    });
    expect(await balances()).toEqual({ payoutable: before.payoutable - 5000, notPayoutable: before.notPayoutable });
  });

  it('never more than the payoutable part, and at least a cent', async () => {
    const { withdraw, profile, balances } = await withWinning(3000);
    const { commonAccount, paymentMethods } = await profile();
    const payoutable = commonAccount.payoutableBalance;
    expect(
      await withdraw.execute({ amount: money(payoutable.fractional + 1), account: commonAccount, paymentMethods }),
    ).toEqual({
      ok: false,
      error: { kind: 'amount_too_high', bound: payoutable },
    });
    expect(await withdraw.execute({ amount: money(0), account: commonAccount, paymentMethods })).toEqual({
      ok: false,
      error: { kind: 'amount_too_low', bound: money(1) },
    });
    expect((await balances()).payoutable).toBe(payoutable.fractional);
  });

  it('the platform checks the balance too: a stale account view is refused with its code', async () => {
    const { withdraw, profile } = await withWinning(3000);
    const { commonAccount, paymentMethods } = await profile();
    const stale = { ...commonAccount, payoutableBalance: money(commonAccount.payoutableBalance.fractional + 10_000) };
    expect(
      await withdraw.execute({
        amount: money(commonAccount.payoutableBalance.fractional + 500),
        account: stale,
        paymentMethods,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'withdrawal_refused', code: 'insufficient_payoutable_balance' },
    });
  });

  it('unverified and locked players cannot withdraw; no SEPA account, no payout', async () => {
    for (const who of [NEWCOMER, SELF_LOCKED]) {
      const { withdraw, profile } = await walletWorld(who);
      const { commonAccount, paymentMethods } = await profile();
      expect(commonAccount.withdrawalsAllowed).toBe(false);
      expect(await withdraw.execute({ amount: money(100), account: commonAccount, paymentMethods })).toEqual({
        ok: false,
        error: { kind: 'withdrawals_not_allowed' },
      });
    }
    const { withdraw, profile } = await withWinning(3000);
    const { commonAccount, paymentMethods } = await profile();
    const withoutSepa = paymentMethods.map((m) => (m.label === 'sepa_direct_debit' ? { ...m, stored: null } : m));
    expect(await withdraw.execute({ amount: money(100), account: commonAccount, paymentMethods: withoutSepa })).toEqual(
      { ok: false, error: { kind: 'sepa_account_missing' } },
    );
  });

  it('a retry after a lost answer reuses the transaction id: paid out once', async () => {
    const seen: unknown[] = [];
    const { withdraw, profile, balances } = await withWinning(10_000, (p) => losingFirstAnswer(p, 'withdraw', seen));
    const before = await balances();
    const { commonAccount, paymentMethods } = await profile();
    const input = { amount: money(2500), account: commonAccount, paymentMethods };
    expect(await withdraw.execute(input)).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(await withdraw.execute(input)).toEqual({ ok: true, value: money(2500) });
    const [first, second] = seen as MonetaryTransaction[];
    expect(second!.transactionId).toBe(first!.transactionId);
    expect((await balances()).payoutable).toBe(before.payoutable - 2500);
    await withdraw.execute(input);
    expect((seen[2] as MonetaryTransaction).transactionId).not.toBe(first!.transactionId);
    expect((await balances()).payoutable).toBe(before.payoutable - 5000);
  });
});
