import { beforeEach, describe, expect, it } from 'vitest';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import { FakePspCardEncryption } from '../../adapters/browser/fake-psp-card-encryption';
import { FixedBrowserInfo } from '../../adapters/memory/memory-payment-infrastructure';
import { money } from '../../core/domain/money';
import { NotFoundError } from '../../core/domain/errors';
import { NEWCOMER, SELF_LOCKED, testPlatform, VERIFIED } from '../support/demo';
import { logIn } from './support/over-http';

export interface PaymentWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  payments: PaymentGateway;
}

let counter = 0;
const transaction = (cents = 1000) => ({
  transactionId: `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`,
  amount: money(cents),
  kind: 'common' as const,
});
const card = (number: string) =>
  new FakePspCardEncryption().encrypt({
    holder: 'Max Mustermann',
    number,
    expiryMonth: '12',
    expiryYear: '30',
    securityCode: '123',
  });
const charge = (cents = 1000) => ({
  browserInfo: new FixedBrowserInfo().read(),
  transaction: transaction(cents),
  returnUrl: '/warenkorb?payment_return=card',
});

/** Payments behave the same over memory and HTTP adapters. */
export function paymentsContract(name: string, connect: (platform: FakePlatformApi) => PaymentWorld) {
  describe(`payments contract: ${name}`, () => {
    let w: PaymentWorld;
    const login = (who = VERIFIED) => logIn(w, who);
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('a good card is charged at once; the same transaction id is not booked twice', async () => {
      await login();
      const c = charge();
      const first = await w.payments.chargeCard(await card('4111 1111 1111 1111'), c);
      expect(first).toMatchObject({ ok: true, value: { type: 'processed' } });
      expect(await w.payments.chargeCard(await card('4111 1111 1111 1111'), c)).toEqual(first);
    });

    it.each([
      ['4000 0000 0000 0002', 'refused'],
      ['4000 0000 0000 0069', 'expired_card'],
      ['4000 0000 0000 0119', 'blocked_card'],
      ['4111 1111 1111 1112', 'invalid_card_number'],
      ['4000 0000 0000 9995', 'not_enough_balance'],
      ['4000 0000 0000 0127', 'invalid_pin'],
    ])('card %s is declined with %s', async (number, reason) => {
      await login();
      expect(await w.payments.chargeCard(await card(number), charge())).toEqual({
        ok: false,
        error: { kind: 'declined', reason },
      });
    });

    it('3-D Secure: a redirect first, confirmed after the bank approved; cancelled when the player cancels', async () => {
      await login();
      const c = charge();
      const step = await w.payments.chargeCard(await card('4000 0000 0000 3220'), c);
      expect(step).toMatchObject({
        ok: true,
        value: { type: 'redirect', url: expect.stringContaining('/__fake/psp/3ds?') },
      });
      const approved = w.platform.decideThreeDs({
        transaction_id: c.transaction.transactionId,
        approve: true,
      }).redirect_result;
      expect(await w.payments.confirmPendingPayment(c.transaction.transactionId, approved)).toMatchObject({ ok: true });
      const other = charge();
      await w.payments.chargeCard(await card('4000 0000 0000 3220'), other);
      const cancelled = w.platform.decideThreeDs({
        transaction_id: other.transaction.transactionId,
        approve: false,
        outcome: 'cancel',
      }).redirect_result;
      expect(await w.payments.confirmPendingPayment(other.transaction.transactionId, cancelled)).toEqual({
        ok: false,
        error: { kind: 'declined', reason: 'cancelled' },
      });
    });

    it('PayPal: prepared with an approval page, confirmed once approved', async () => {
      await login(NEWCOMER);
      const prepared = await w.payments.preparePaypal(transaction(), '/warenkorb?payment_return=paypal');
      if (!prepared.ok || prepared.value.type !== 'redirect') throw new Error('no redirect');
      const orderId = prepared.value.reference!;
      expect(await w.payments.confirmPaypal(orderId)).toEqual({
        ok: false,
        error: { kind: 'declined', reason: 'cancelled' },
      });
      w.platform.decidePaypal({ order_id: orderId, approve: true });
      expect(await w.payments.confirmPaypal(orderId)).toMatchObject({ ok: true });
    });

    it('SEPA needs a stored account; unverified players deposit at most 100 €', async () => {
      await login();
      expect(await w.payments.chargeSepa(transaction())).toMatchObject({ ok: true });
      await login(NEWCOMER);
      expect(await w.payments.chargeSepa(transaction())).toEqual({
        ok: false,
        error: { kind: 'charge_refused', code: 'sepa_account_missing' },
      });
      expect(await w.payments.chargeCard(await card('4111 1111 1111 1111'), charge(10_001))).toEqual({
        ok: false,
        error: { kind: 'charge_refused', code: 'deposit_limit' },
      });
    });

    it('withdrawal: payoutable money only, refusals with their code; storing and deleting a card', async () => {
      await login();
      w.platform.creditTestWinning({ email: VERIFIED.username, amount_cents: 2000 });
      expect(await w.payments.withdraw(transaction(1500))).toEqual({ ok: true, value: undefined });
      expect(await w.payments.withdraw(transaction(10_000_000))).toEqual({
        ok: false,
        error: { kind: 'withdrawal_refused', code: 'insufficient_payoutable_balance' },
      });
      const stored = await w.payments.storeCard(await card('4111 1111 1111 1111'), {
        browserInfo: new FixedBrowserInfo().read(),
        transactionId: transaction().transactionId,
        returnUrl: '/kundenkonto/zahlungsdaten',
      });
      expect(stored).toMatchObject({ ok: true, value: { type: 'processed' } });
      const storedCard = w.platform
        .availablePaymentMethods(w.tokens.read()!.accessToken)
        .find((m) => m.label === 'adyen_credit_card')!.stored as { id: string };
      await w.payments.deleteStoredCard(storedCard.id);
      expect(
        w.platform.availablePaymentMethods(w.tokens.read()!.accessToken).find((m) => m.label === 'adyen_credit_card')!
          .stored,
      ).toBeNull();
      await expect(w.payments.deleteStoredCard('not-my-card')).rejects.toBeInstanceOf(NotFoundError);
      await expect(w.payments.deletePaypal('not-my-paypal')).rejects.toBeInstanceOf(NotFoundError);
      await expect(w.payments.deleteAdyenPaypal('not-my-paypal')).rejects.toBeInstanceOf(NotFoundError);
      await login(NEWCOMER);
      expect(await w.payments.withdraw(transaction(100))).toEqual({
        ok: false,
        error: { kind: 'withdrawal_refused', code: 'withdrawals_not_allowed' },
      });
    });

    it('gambling permission: active, none, or inactive', async () => {
      await login();
      expect((await w.payments.gamblingPermission())?.active).toBe(true);
      await login(NEWCOMER);
      expect(await w.payments.gamblingPermission()).toBeNull();
      await login(SELF_LOCKED);
      expect((await w.payments.gamblingPermission())?.active).toBe(false);
    });
  });
}
