import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../core/shared/result';
import { PollIbanCheckUseCase } from '../../core/use-cases/poll-iban-check.use-case';
import { VerifyPlayerUseCase } from '../../core/use-cases/verify-player.use-case';
import { AddBankDetailsUseCase } from '../../core/use-cases/add-bank-details.use-case';
import { StartMicroDepositUseCase } from '../../core/use-cases/start-micro-deposit.use-case';
import { ConfirmMicroDepositUseCase } from '../../core/use-cases/confirm-micro-deposit.use-case';
import { StartSelfieIdentUseCase } from '../../core/use-cases/start-selfie-ident.use-case';
import { clientVerificationLevel, LEVEL_ALLOWANCES } from '../../core/domain/verification-level';
import { NEWCOMER, VERIFIED } from '../support/demo';
import { memoryWorld } from './support/memory-world';

const HOLDER = { firstName: 'Lena', lastName: 'Neumann' };
const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

/** The verification use cases over the HTTP adapters and the fake platform in this process, logged in. */
async function verificationWorld(who = NEWCOMER) {
  const world = memoryWorld();
  const login = await world.login.execute({ ...who, longLastingSession: false });
  if (!login.ok) throw new Error('login failed');
  const gateway = world.api.verification;
  const poll = new PollIbanCheckUseCase(world.gateways.players, world.scheduler);
  const verifyPlayer = new VerifyPlayerUseCase(
    world.gateways.players,
    world.gateways.wallet,
    poll,
    world.clock,
    world.reporter,
  );
  /** Lets the IBAN polling run by moving the manual scheduler. */
  const settle = async <T>(work: Promise<T>): Promise<T> => {
    await world.scheduler.advance(10_000);
    return work;
  };
  return {
    world,
    verify: () => settle(verifyPlayer.execute()),
    addBankDetails: (iban: string) =>
      settle(new AddBankDetailsUseCase(gateway, poll).execute({ accountHolder: HOLDER, iban })),
    startMicroDeposit: new StartMicroDepositUseCase(gateway),
    confirm: new ConfirmMicroDepositUseCase(gateway),
    startIdent: new StartSelfieIdentUseCase(gateway),
    identControl: world.api.control,
  };
}

describe('verification against the fake platform (HTTP adapters, in process)', () => {
  it('the verified demo player is verified at once', async () => {
    const v = await verificationWorld(VERIFIED);
    expect((await v.verify()).trail).toEqual(['verified']);
  });

  it('a newcomer verifies by micro deposit: bank details, 0,01 € with a code, the code', async () => {
    const v = await verificationWorld();
    expect((await v.verify()).status).toBe('missingNectIdentCheck');

    expect(await v.addBankDetails(VALID_IBAN)).toEqual(ok('valid'));
    const afterBank = await v.verify();
    expect(afterBank.player?.verificationStatus).toBe('provisionally_verified');
    expect(afterBank.status).toBe('missingMicroDepositVerification');

    expect(await v.startMicroDeposit.execute()).toEqual(ok());
    expect((await v.verify()).status).toBe('pendingMicroDepositVerification');

    const [transfer] = v.world.platform.bankStatement(NEWCOMER.username);
    expect(transfer?.amount.fractional).toBe(1);
    const wrong = transfer!.code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    expect(await v.confirm.execute(wrong)).toEqual({ ok: false, error: { kind: 'wrong_code' } });
    expect(await v.confirm.execute(transfer!.code.toLowerCase())).toEqual(ok());

    const done = await v.verify();
    expect(done.status).toBe('verified');
    expect(done.player?.verificationStatus).toBe('fully_verified');
  });

  it('each client level shows the payouts the platform allows at that moment (unverified, provisional, verified)', async () => {
    const v = await verificationWorld();
    const wallet = v.world.gateways.wallet;
    /** The level the shop shows, what it says of payouts, and whether the platform pays out. */
    const now = async (flow: Awaited<ReturnType<typeof v.verify>>, shown = flow.player!) => {
      const level = clientVerificationLevel(shown, flow.status);
      return [level, LEVEL_ALLOWANCES[level].payouts, (await wallet.account('common')).withdrawalsAllowed];
    };
    expect(await now(await v.verify())).toEqual(['unverified', false, false]);
    await v.addBankDetails(VALID_IBAN);
    const provisional = await v.verify();
    expect(await now(provisional)).toEqual(['provisional', false, false]);
    await v.startMicroDeposit.execute();
    const [transfer] = v.world.platform.bankStatement(NEWCOMER.username);
    await v.confirm.execute(transfer!.code);
    // The flow has ended verified while the shop still holds the provisional player: 'verified'.
    expect(await now(await v.verify(), provisional.player!)).toEqual(['verified', true, true]);
  });

  it('an IBAN the bank refuses is invalid; one it never answers ends as failed after 10 polls', async () => {
    const refused = await verificationWorld();
    expect(await refused.addBankDetails('DE02 1203 0000 0000 2020 51')).toEqual(ok('invalid'));

    const silent = await verificationWorld();
    const me = vi.spyOn(silent.world.gateways.players, 'me');
    expect(await silent.addBankDetails('DE12 5001 0517 0648 4898 90')).toEqual(ok('failed'));
    expect(me).toHaveBeenCalledTimes(10);
  });

  it('field errors of the bank details come back by wire field', async () => {
    const v = await verificationWorld();
    const result = await v.addBankDetails('DE00 1234');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.error.attributeErrors)).toEqual(['iban']);
  });

  it('a newcomer verifies by selfie ident with the outcome identified', async () => {
    const v = await verificationWorld();
    const url = await v.startIdent.execute({ returnUrl: '/kundenkonto/alterspruefung?ident_return=1' });
    const query = new URL(url).searchParams;
    // The backend names its own ident page; the client reads it against the backend's address.
    expect(url.startsWith('http://tippwerk.test/__fake/ident?')).toBe(true);
    expect(query.get('redirect_url')).toBe('/kundenkonto/alterspruefung?ident_return=1');
    expect((await v.verify()).player?.nectRoboIdentStatus).toBe('in_progress');

    await v.identControl.decideIdent(query.get('case_id')!, 'identified');
    const run = await v.verify();
    expect(run.status).toBe('verified');
    expect(run.player?.nectRoboIdentStatus).toBe('identified');
  });

  it('a fraud outcome locks the player: the flow ends in fraudLocked', async () => {
    const v = await verificationWorld();
    const url = await v.startIdent.execute({ returnUrl: '/kundenkonto/alterspruefung?ident_return=1' });
    await v.identControl.decideIdent(new URL(url).searchParams.get('case_id')!, 'fraud');
    expect((await v.verify()).trail).toEqual(['unverified', 'fraudLockCheck', 'fraudLocked']);
  });
});
