import { describe, expect, it } from 'vitest';
import { GatewayError, NotFoundError } from '../../core/domain/errors';
import { money } from '../../core/domain/money';
import type { CardInput } from '../../core/domain/payment';
import type { PaymentMethod, Player, PlayerAccount, StoredPaymentMethod } from '../../core/domain/player';
import {
  amountProblem,
  answered,
  AttemptIds,
  DEPOSIT_BOUNDS,
  DEPOSIT_DEFAULT,
  DEPOSIT_PRESETS,
  depositAttemptKey,
  depositMethods,
  storedSepaAccount,
  WITHDRAWAL_MIN,
  WITHDRAWAL_PRESETS,
  withdrawalAttemptKey,
  withdrawalBlocker,
  withdrawalMethods,
} from '../../core/domain/wallet-moves';

const SEPA_STORED: StoredPaymentMethod = {
  type: 'sepa_direct_debit',
  accountHolder: 'Max Mustermann',
  maskedIban: 'DE89 **** **** **** **30 00',
  editable: false,
};

const method = (
  label: PaymentMethod['label'],
  types: PaymentMethod['possibleTransactionTypes'],
  stored: StoredPaymentMethod | null = null,
): PaymentMethod => ({ label, configurationId: label, possibleTransactionTypes: types, stored, default: false });

describe('wallet presets and bounds (spec/2 §9)', () => {
  it('deposits 10, 20 or 50 €, 20 € preselected, 10 € to 1.000 €; withdrawals 25, 50 or 100 €, from 1 cent', () => {
    expect(DEPOSIT_PRESETS).toEqual([money(1000), money(2000), money(5000)]);
    expect(DEPOSIT_DEFAULT).toEqual(money(2000));
    expect(DEPOSIT_BOUNDS).toEqual({ min: money(1000), max: money(100_000) });
    expect(WITHDRAWAL_PRESETS).toEqual([money(2500), money(5000), money(10_000)]);
    expect(WITHDRAWAL_MIN).toEqual(money(1));
  });
});

describe('amountProblem', () => {
  it('takes both bounds, refuses a cent beyond either', () => {
    expect(amountProblem(money(1000), DEPOSIT_BOUNDS)).toBeNull();
    expect(amountProblem(money(100_000), DEPOSIT_BOUNDS)).toBeNull();
    expect(amountProblem(money(999), DEPOSIT_BOUNDS)).toEqual({ kind: 'amount_too_low', bound: money(1000) });
    expect(amountProblem(money(100_001), DEPOSIT_BOUNDS)).toEqual({ kind: 'amount_too_high', bound: money(100_000) });
  });
});

describe('AttemptIds (one transaction id per attempt)', () => {
  it('the same id for the same attempt until the platform answered, a new one after', () => {
    let next = 0;
    const ids = new AttemptIds(() => `id-${++next}`);
    expect(ids.idFor('2000:EUR:paypal')).toBe('id-1');
    expect(ids.idFor('2000:EUR:paypal')).toBe('id-1');
    ids.settle();
    expect(ids.idFor('2000:EUR:paypal')).toBe('id-2');
  });

  it('a new id for another attempt', () => {
    let next = 0;
    const ids = new AttemptIds(() => `id-${++next}`);
    expect(ids.idFor('2000:EUR:paypal')).toBe('id-1');
    expect(ids.idFor('5000:EUR:paypal')).toBe('id-2');
    expect(ids.idFor('2000:EUR:paypal')).toBe('id-3');
  });
});

describe('attempt keys', () => {
  it('a deposit: amount, currency and method; any new card is one method', () => {
    expect(depositAttemptKey(money(2000), { kind: 'method', label: 'paypal' })).toBe('2000:EUR:paypal');
    const card = { kind: 'new_card', card: {} as CardInput, store: true } as const;
    expect(depositAttemptKey(money(2000, 'CHF'), card)).toBe('2000:CHF:new_card');
  });

  it('a withdrawal: amount, currency and account', () => {
    expect(withdrawalAttemptKey(money(2500), 'common')).toBe('2500:EUR:common');
    expect(withdrawalAttemptKey(money(1), 'games')).toBe('1:EUR:games');
  });
});

describe('payment methods for deposits and payouts', () => {
  const paypal = method('paypal', ['deposit', 'withdrawal']);
  const card = method('adyen_credit_card', ['deposit']);
  const sepaPayout = method('sepa_direct_debit', ['withdrawal'], SEPA_STORED);
  const sepaDeposit = method('sepa_direct_debit', ['deposit']);

  it('deposits with the methods that allow a deposit', () => {
    expect(depositMethods([paypal, card, sepaPayout, sepaDeposit])).toEqual([paypal, card, sepaDeposit]);
  });

  it('pays out to SEPA only, where the platform allows a withdrawal', () => {
    expect(withdrawalMethods([paypal, card, sepaDeposit, sepaPayout])).toEqual([sepaPayout]);
  });

  it('the stored SEPA account of the first payout method', () => {
    expect(storedSepaAccount([paypal, sepaPayout])).toEqual(SEPA_STORED);
    expect(storedSepaAccount([method('sepa_direct_debit', ['withdrawal'])])).toBeNull();
    expect(storedSepaAccount([paypal])).toBeNull();
    const wrongStored: StoredPaymentMethod = {
      type: 'paypal',
      id: 'p',
      paypalEmail: 'a@b.de',
      payerResidenceCountry: null,
      active: true,
    };
    expect(storedSepaAccount([method('sepa_direct_debit', ['withdrawal'], wrongStored)])).toBeNull();
  });
});

describe('withdrawalBlocker', () => {
  const account = (withdrawalsAllowed: boolean) => ({ withdrawalsAllowed }) as PlayerAccount;
  const player = (verificationStatus: Player['verificationStatus'], locks: Partial<Player['locks']> = {}): Player =>
    ({
      verificationStatus,
      locks: {
        addictionLockExpiresAt: null,
        addictionLocked: false,
        fraudLocked: false,
        verificationLocked: false,
        ...locks,
      },
    }) as Player;

  it('nothing when the platform allows payouts', () => {
    expect(withdrawalBlocker(account(true), null)).toBeNull();
    expect(withdrawalBlocker(account(true), player('unverified', { fraudLocked: true }))).toBeNull();
  });

  it('a lock, before the verification', () => {
    expect(withdrawalBlocker(account(false), player('unverified', { fraudLocked: true }))).toBe('locked');
  });

  it('the verification while it is not complete', () => {
    expect(withdrawalBlocker(account(false), player('unverified'))).toBe('verification_needed');
    expect(withdrawalBlocker(account(false), player('provisionally_verified'))).toBe('verification_needed');
  });

  it('otherwise simply not allowed, also without a player', () => {
    expect(withdrawalBlocker(account(false), player('fully_verified'))).toBe('not_allowed');
    expect(withdrawalBlocker(account(false), null)).toBe('not_allowed');
  });
});

describe('answered', () => {
  it('the platform’s answer', async () => {
    await expect(answered(() => Promise.resolve(42))).resolves.toBe(42);
  });

  it('null when there was no answer: network failure, timeout, rate limit, 5xx', async () => {
    for (const status of [null, 408, 429, 500, 502, 503, 504, 599]) {
      await expect(
        answered(() => Promise.reject(new GatewayError(status, 'POST', '/my/deposits'))),
      ).resolves.toBeNull();
    }
  });

  it('other faults propagate', async () => {
    for (const status of [400, 401, 403, 404, 409, 499]) {
      const error = new GatewayError(status, 'POST', '/my/deposits');
      await expect(answered(() => Promise.reject(error))).rejects.toBe(error);
    }
    const notFound = new NotFoundError(404, 'GET', '/x');
    await expect(answered(() => Promise.reject(notFound))).rejects.toBe(notFound);
    const plain = new Error('boom');
    await expect(answered(() => Promise.reject(plain))).rejects.toBe(plain);
  });
});
