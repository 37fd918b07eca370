import { vi } from 'vitest';
import type { PaymentMethod, Player } from '../../../core/domain/player';
import { ManualClock } from '../../../adapters/memory/manual-clock';
import { ManualScheduler } from '../../../adapters/memory/manual-scheduler';
import { MemoryErrorReporter } from '../../../adapters/memory/memory-error-reporter';
import { PollIbanCheckUseCase } from '../../../core/use-cases/poll-iban-check.use-case';
import { VerifyPlayerUseCase } from '../../../core/use-cases/verify-player.use-case';
import type { PlayerGateway } from '../../../ports/player-gateway.port';
import type { WalletGateway } from '../../../ports/wallet-gateway.port';

const NOW = '2026-11-18T09:00:00Z';

/** A player record with just the verification fields a test cares about. */
export function playerWith(overrides: Partial<Player> & { fraudLocked?: boolean } = {}): Player {
  const { fraudLocked = false, ...rest } = overrides;
  return {
    id: 'p-1',
    customerNumber: '12345678',
    email: 'neu@tippwerk.de',
    phoneNumber: null,
    status: 'active',
    createdAt: '2026-11-17T09:00:00Z',
    verificationStatus: 'unverified',
    verificationExpiredAt: '2026-11-20T09:00:00Z',
    ibanCheckStatus: null,
    nectRoboIdentStatus: null,
    microDepositVerificationStatus: null,
    address: { street: 'Lindenallee', houseNumber: '3a', zipCode: '10115', city: 'Berlin', state: 'Berlin' },
    personalData: {
      title: null,
      firstName: 'Lena',
      lastName: 'Neumann',
      birthName: null,
      birthplace: null,
      dateOfBirth: '1999-11-03',
    },
    locks: { addictionLockExpiresAt: null, addictionLocked: false, fraudLocked, verificationLocked: false },
    ...rest,
  };
}

export const SEPA_METHOD: PaymentMethod = {
  label: 'sepa_direct_debit',
  configurationId: 'cfg-sepa',
  possibleTransactionTypes: ['deposit', 'withdrawal'],
  stored: {
    type: 'sepa_direct_debit',
    accountHolder: 'Lena Neumann',
    maskedIban: 'DE89 **** **** **** **** 00',
    editable: true,
  },
  default: true,
};

export const PAYPAL_METHOD: PaymentMethod = {
  label: 'paypal',
  configurationId: 'cfg-paypal',
  possibleTransactionTypes: ['deposit'],
  stored: null,
  default: false,
};

export type Reply<T> = T | Error;

/**
 * Ports answering from scripts: `me` answers its replies in order (the last one repeats),
 * `methods` the same every time. Errors are thrown.
 */
export function scriptedWorld(me: Reply<Player>[], methods: Reply<PaymentMethod[]> = [SEPA_METHOD]) {
  const clock = new ManualClock(NOW);
  const scheduler = new ManualScheduler(clock);
  const reporter = new MemoryErrorReporter();
  let call = 0;
  /** The ports' mock functions, for expectations on their calls. */
  const mocks = {
    me: vi.fn(() => {
      const reply = me[Math.min(call++, me.length - 1)]!;
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    }),
    availablePaymentMethods: vi.fn(() =>
      methods instanceof Error ? Promise.reject(methods) : Promise.resolve(methods),
    ),
  };
  const players = { me: mocks.me } as unknown as PlayerGateway;
  const wallet = { availablePaymentMethods: mocks.availablePaymentMethods } as unknown as WalletGateway;
  const invalidate = vi.fn();
  const poll = new PollIbanCheckUseCase(players, scheduler);
  const verify = new VerifyPlayerUseCase(players, wallet, poll, clock, reporter, { invalidate });
  /** Runs the flow to its end, moving time on so the IBAN polling can finish. */
  const run = async () => {
    const running = verify.execute();
    await scheduler.advance(10_000);
    return running;
  };
  return { clock, scheduler, reporter, players, wallet, mocks, invalidate, poll, verify, run };
}
