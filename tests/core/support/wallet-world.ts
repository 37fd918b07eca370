import { GatewayError } from '../../../core/domain/errors';
import type { PaymentChoice } from '../../../core/domain/payment';
import { DepositUseCase } from '../../../core/use-cases/deposit.use-case';
import { WithdrawUseCase } from '../../../core/use-cases/withdraw.use-case';
import { ChargePaymentUseCase } from '../../../core/use-cases/charge-payment.use-case';
import { FakePspCardEncryption } from '../../../adapters/browser/fake-psp-card-encryption';
import { FixedBrowserInfo } from '../../../adapters/memory/memory-payment-infrastructure';
import { SequenceIdGenerator } from '../../../adapters/memory/seeded-random';
import type { PaymentGateway } from '../../../ports/payment-gateway.port';
import { VERIFIED } from '../../support/demo';
import { memoryWorld } from './memory-world';

/**
 * The payment gateway, but the first call of `method` loses its answer: the platform did the
 * work, the client sees a network failure (the case a retry with the same id is for).
 */
export function losingFirstAnswer(
  inner: PaymentGateway,
  method: keyof PaymentGateway,
  seen: unknown[] = [],
): PaymentGateway {
  let lost = false;
  return new Proxy(inner, {
    get(target, key) {
      const original = Reflect.get(target, key, target) as unknown;
      if (typeof original !== 'function') return original;
      return async (...args: unknown[]) => {
        if (key === method) seen.push(args[args.length - 1]);
        const answer = await (original as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        if (key === method && !lost) {
          lost = true;
          throw new GatewayError(null, 'POST', String(key));
        }
        return answer;
      };
    },
  });
}

export const newCard = (number: string): PaymentChoice => ({
  kind: 'new_card',
  store: false,
  card: { holder: 'Max Mustermann', number, expiryMonth: '12', expiryYear: '30', securityCode: '123' },
});

export const RETURN_URLS = {
  card: '/kundenkonto?open-modal=deposit&wallet_return=card',
  paypal: '/kundenkonto?open-modal=deposit&wallet_return=paypal',
};

/** A logged-in player with deposit and withdrawal use cases over memory adapters; `payments` may wrap the gateway. */
export async function walletWorld(credentials = VERIFIED, wrap: (p: PaymentGateway) => PaymentGateway = (p) => p) {
  const w = memoryWorld();
  await w.login.execute({ ...credentials, longLastingSession: false });
  const payments = wrap(w.payments);
  const charge = new ChargePaymentUseCase(payments, new FakePspCardEncryption(), new FixedBrowserInfo(), w.pending);
  const ids = new SequenceIdGenerator();
  const profile = () => w.loadProfile.execute();
  const balances = async () => {
    const { commonAccount } = await profile();
    return {
      payoutable: commonAccount.payoutableBalance.fractional,
      notPayoutable: commonAccount.notPayoutableBalance.fractional,
    };
  };
  return {
    w,
    payments,
    charge,
    profile,
    balances,
    deposit: new DepositUseCase(charge, ids),
    withdraw: new WithdrawUseCase(payments, ids),
  };
}
