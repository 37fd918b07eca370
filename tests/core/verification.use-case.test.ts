import { describe, expect, it } from 'vitest';
import { AuthenticationError, GatewayError, NotFoundError } from '../../core/domain/errors';
import type { PaymentMethod, Player } from '../../core/domain/player';
import type { VerificationFlowStatus } from '../../core/domain/verification-flow';
import { PAYPAL_METHOD, playerWith, scriptedWorld, SEPA_METHOD, type Reply } from './support/verification-fixtures';

const notFound = () => new NotFoundError(404, 'GET', '/me');
const serverError = () => new GatewayError(500, 'GET', '/me');
const provisional = (o: Partial<Player> & { fraudLocked?: boolean } = {}) =>
  playerWith({ verificationStatus: 'provisionally_verified', ibanCheckStatus: 'valid', ...o });

interface Path {
  name: string;
  /** /me answers in order: the first starts the flow, then IBAN polls, then the micro deposit read. */
  me: Reply<Player>[];
  methods?: Reply<PaymentMethod[]>;
  trail: VerificationFlowStatus[];
}

const PATHS: Path[] = [
  { name: 'fully verified', me: [playerWith({ verificationStatus: 'fully_verified' })], trail: ['verified'] },
  {
    name: 'unverified, play window over',
    me: [playerWith({ verificationExpiredAt: '2026-11-18T08:00:00Z' })],
    trail: ['unverified', 'verificationExpired'],
  },
  {
    name: 'unverified, fraud lock',
    me: [playerWith({ fraudLocked: true })],
    trail: ['unverified', 'fraudLockCheck', 'fraudLocked'],
  },
  {
    name: 'unverified, identified by selfie ident',
    me: [playerWith({ nectRoboIdentStatus: 'identified' })],
    trail: ['unverified', 'fraudLockCheck', 'nectIdentCheck', 'verified'],
  },
  {
    name: 'unverified, no ident yet',
    me: [playerWith()],
    trail: ['unverified', 'fraudLockCheck', 'nectIdentCheck', 'missingNectIdentCheck'],
  },
  {
    name: 'unverified, ident in manual check',
    me: [playerWith({ nectRoboIdentStatus: 'in_manual_check' })],
    trail: ['unverified', 'fraudLockCheck', 'nectIdentCheck', 'missingNectIdentCheck'],
  },
  {
    name: 'provisional, fraud lock',
    me: [provisional({ fraudLocked: true })],
    trail: ['provisionallyVerified', 'fraudLockCheck', 'fraudLocked'],
  },
  {
    name: 'provisional, no stored SEPA account',
    me: [provisional()],
    methods: [PAYPAL_METHOD],
    trail: ['provisionallyVerified', 'fraudLockCheck', 'accountDetailsCheck', 'missingBankDetails'],
  },
  {
    name: 'provisional, payment methods 404',
    me: [provisional()],
    methods: new NotFoundError(404, 'GET', '/my/available_payment_methods'),
    trail: ['provisionallyVerified', 'fraudLockCheck', 'accountDetailsCheck', 'missingBankDetails'],
  },
  {
    name: 'provisional, IBAN valid, micro deposit success',
    me: [provisional({ microDepositVerificationStatus: 'success' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'microDepositVerification',
      'verified',
    ],
  },
  {
    name: 'provisional, IBAN valid, micro deposit pending',
    me: [provisional({ microDepositVerificationStatus: 'pending' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'microDepositVerification',
      'pendingMicroDepositVerification',
    ],
  },
  {
    name: 'provisional, IBAN valid, no micro deposit yet',
    me: [provisional()],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'microDepositVerification',
      'missingMicroDepositVerification',
    ],
  },
  {
    name: 'provisional, IBAN valid, micro deposit read 404',
    me: [provisional(), provisional(), notFound()],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'microDepositVerification',
      'missingMicroDepositVerification',
    ],
  },
  {
    name: 'provisional, micro deposit failed, identified',
    me: [provisional({ microDepositVerificationStatus: 'failed', nectRoboIdentStatus: 'identified' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'microDepositVerification',
      'nectIdentCheck',
      'verified',
    ],
  },
  {
    name: 'provisional, micro deposit failed, no ident',
    me: [provisional({ microDepositVerificationStatus: 'failed' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'microDepositVerification',
      'nectIdentCheck',
      'missingNectIdentCheck',
    ],
  },
  {
    name: 'provisional, IBAN invalid, identified',
    me: [provisional({ ibanCheckStatus: 'invalid', nectRoboIdentStatus: 'identified' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'nectIdentCheck',
      'verified',
    ],
  },
  {
    name: 'provisional, IBAN invalid, no ident',
    me: [provisional({ ibanCheckStatus: 'invalid' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'nectIdentCheck',
      'missingNectIdentCheck',
    ],
  },
  {
    name: 'provisional, IBAN never checked (no status)',
    me: [provisional({ ibanCheckStatus: null })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'nectIdentCheck',
      'missingNectIdentCheck',
    ],
  },
  {
    name: 'provisional, IBAN poll 404',
    me: [provisional(), notFound()],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'missingBankDetails',
    ],
  },
  {
    name: 'provisional, IBAN unchecked through all 10 polls',
    me: [provisional({ ibanCheckStatus: 'unchecked' })],
    trail: [
      'provisionallyVerified',
      'fraudLockCheck',
      'accountDetailsCheck',
      'verifyBankDetails',
      'nectIdentCheck',
      'missingNectIdentCheck',
    ],
  },
  { name: 'the first read fails', me: [serverError()], trail: ['verificationError'] },
  {
    name: 'payment methods fail with 500',
    me: [provisional()],
    methods: new GatewayError(500, 'GET', '/my/available_payment_methods'),
    trail: ['provisionallyVerified', 'fraudLockCheck', 'accountDetailsCheck', 'verificationError'],
  },
  {
    name: 'an IBAN poll fails with 503',
    me: [provisional(), serverError()],
    trail: ['provisionallyVerified', 'fraudLockCheck', 'accountDetailsCheck', 'verifyBankDetails', 'verificationError'],
  },
];

describe('VerifyPlayerUseCase: every path of the flow (spec/1 §4)', () => {
  it.each(PATHS.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    const world = scriptedWorld(path.me, path.methods ?? [SEPA_METHOD]);
    const steps: VerificationFlowStatus[] = [];
    const running = world.verify.execute((s) => steps.push(s));
    await world.scheduler.advance(10_000);
    const run = await running;
    expect(run.trail).toEqual(path.trail);
    expect(run.status).toBe(path.trail.at(-1));
    expect(steps).toEqual(path.trail);
  });

  it('any unexpected error ends in verificationError and is reported; a lost session is not reported', async () => {
    const failing = scriptedWorld([provisional()], new GatewayError(500, 'GET', '/my/available_payment_methods'));
    expect((await failing.run()).status).toBe('verificationError');
    expect(failing.reporter.reports).toEqual([
      expect.objectContaining({ source: 'verification', context: { after: 'accountDetailsCheck' } }),
    ]);

    const loggedOut = scriptedWorld([new AuthenticationError(401, 'GET', '/me')]);
    expect((await loggedOut.run()).status).toBe('verificationError');
    expect(loggedOut.reporter.reports).toEqual([]);
  });

  it('reads the payment methods fresh: the player cache is dropped before the account details check', async () => {
    const world = scriptedWorld([provisional({ microDepositVerificationStatus: 'success' })]);
    await world.run();
    expect(world.invalidate).toHaveBeenCalledTimes(1);
    expect(world.mocks.availablePaymentMethods).toHaveBeenCalledTimes(1);
  });

  it('returns the latest player record it read', async () => {
    const world = scriptedWorld([
      provisional(),
      provisional({ ibanCheckStatus: 'unchecked' }),
      provisional(),
      provisional({ microDepositVerificationStatus: 'pending' }),
    ]);
    const run = await world.run();
    expect(run.status).toBe('pendingMicroDepositVerification');
    expect(run.player?.microDepositVerificationStatus).toBe('pending');
  });
});

describe('IBAN check polling (spec/2 §9: every 500 ms, 10 polls)', () => {
  const unchecked = provisional({ ibanCheckStatus: 'unchecked' });

  it('polls every 500 ms while unchecked and stops at the first other status (valid on poll 3)', async () => {
    const world = scriptedWorld([unchecked, unchecked, provisional({ ibanCheckStatus: 'valid' })]);
    let outcome: string | null | undefined;
    void world.poll.execute().then((r) => (outcome = r.outcome));
    await world.scheduler.advance(0);
    expect(world.mocks.me).toHaveBeenCalledTimes(1);
    await world.scheduler.advance(499);
    expect(world.mocks.me).toHaveBeenCalledTimes(1);
    await world.scheduler.advance(1);
    expect(world.mocks.me).toHaveBeenCalledTimes(2);
    expect(outcome).toBeUndefined();
    await world.scheduler.advance(500);
    expect(world.mocks.me).toHaveBeenCalledTimes(3);
    expect(outcome).toBe('valid');
    await world.scheduler.advance(5_000);
    expect(world.mocks.me).toHaveBeenCalledTimes(3);
    expect(world.scheduler.pending).toBe(0);
  });

  it("answers 'failed' after 10 polls that all saw unchecked", async () => {
    const world = scriptedWorld([unchecked]);
    let outcome: string | null | undefined;
    void world.poll.execute().then((r) => (outcome = r.outcome));
    await world.scheduler.advance(4_499);
    expect(world.mocks.me).toHaveBeenCalledTimes(9);
    expect(outcome).toBeUndefined();
    await world.scheduler.advance(1);
    expect(world.mocks.me).toHaveBeenCalledTimes(10);
    expect(outcome).toBe('failed');
    await world.scheduler.advance(10_000);
    expect(world.mocks.me).toHaveBeenCalledTimes(10);
  });

  it('a 404 while polling ends the flow in missingBankDetails', async () => {
    const world = scriptedWorld([provisional(), unchecked, unchecked, notFound()]);
    const run = await world.run();
    expect(run.status).toBe('missingBankDetails');
    expect(world.mocks.me).toHaveBeenCalledTimes(4);
    expect(world.reporter.reports).toEqual([]);
  });

  it('the flow goes on to the micro deposit once the check turns valid on poll 3', async () => {
    const world = scriptedWorld([
      provisional(),
      unchecked,
      unchecked,
      provisional({ ibanCheckStatus: 'valid', microDepositVerificationStatus: 'success' }),
    ]);
    const running = world.verify.execute();
    await world.scheduler.advance(999);
    expect(world.mocks.me).toHaveBeenCalledTimes(3);
    await world.scheduler.advance(1);
    const run = await running;
    expect(run.status).toBe('verified');
    // Start, three polls, and the micro deposit read.
    expect(world.mocks.me).toHaveBeenCalledTimes(5);
  });
});
