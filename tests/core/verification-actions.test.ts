import { describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../core/shared/result';
import { AddBankDetailsUseCase } from '../../core/use-cases/add-bank-details.use-case';
import { ConfirmMicroDepositUseCase } from '../../core/use-cases/confirm-micro-deposit.use-case';
import { StartMicroDepositUseCase } from '../../core/use-cases/start-micro-deposit.use-case';
import { StartSelfieIdentUseCase } from '../../core/use-cases/start-selfie-ident.use-case';
import type { VerificationGateway } from '../../ports/verification-gateway.port';
import { playerWith, scriptedWorld } from './support/verification-fixtures';

/** A gateway of mock functions (properties, not methods), so expectations can look at their calls. */
function stubGateway(overrides: Partial<VerificationGateway> = {}) {
  return {
    addBankDetails: vi.fn(overrides.addBankDetails ?? (() => Promise.resolve(ok()))),
    startMicroDeposit: vi.fn(overrides.startMicroDeposit ?? (() => Promise.resolve(ok()))),
    confirmMicroDeposit: vi.fn(overrides.confirmMicroDeposit ?? (() => Promise.resolve(ok()))),
    startSelfieIdent: vi.fn(overrides.startSelfieIdent ?? (() => Promise.resolve('/__fake/ident?case_id=c-1'))),
  };
}

const DETAILS = { accountHolder: { firstName: 'Lena', lastName: 'Neumann' }, iban: 'DE89 3704 0044 0532 0130 00' };

describe('AddBankDetailsUseCase', () => {
  it('stores the account, drops cached payment methods and waits for the IBAN check', async () => {
    const unchecked = playerWith({ ibanCheckStatus: 'unchecked' });
    const world = scriptedWorld([unchecked, unchecked, playerWith({ ibanCheckStatus: 'valid' })]);
    const gateway = stubGateway();
    const add = new AddBankDetailsUseCase(gateway, world.poll, { invalidate: world.invalidate });
    const running = add.execute(DETAILS);
    await world.scheduler.advance(1_000);
    expect(await running).toEqual(ok('valid'));
    expect(gateway.addBankDetails).toHaveBeenCalledWith(DETAILS);
    expect(world.invalidate).toHaveBeenCalled();
  });

  it('names every empty field as required before calling anyone', async () => {
    const world = scriptedWorld([playerWith()]);
    const gateway = stubGateway();
    const result = await new AddBankDetailsUseCase(gateway, world.poll).execute({
      accountHolder: { firstName: ' ', lastName: 'Neumann' },
      iban: '',
    });
    expect(result).toEqual(
      err({
        kind: 'rejected',
        globalErrors: [],
        attributeErrors: { 'account_holder.first_name': ['required'], iban: ['required'] },
      }),
    );
    expect(gateway.addBankDetails).not.toHaveBeenCalled();
  });

  it("passes the platform's field errors on and does not poll", async () => {
    const world = scriptedWorld([playerWith()]);
    const rejection = { kind: 'rejected' as const, globalErrors: [], attributeErrors: { iban: ['invalid'] } };
    const result = await new AddBankDetailsUseCase(
      stubGateway({ addBankDetails: () => Promise.resolve(err(rejection)) }),
      world.poll,
    ).execute(DETAILS);
    expect(result).toEqual(err(rejection));
    expect(world.mocks.me).not.toHaveBeenCalled();
  });
});

describe('micro deposit and selfie ident steps', () => {
  it('starts the micro deposit', async () => {
    const gateway = stubGateway();
    expect(await new StartMicroDepositUseCase(gateway).execute()).toEqual(ok());
    expect(gateway.startMicroDeposit).toHaveBeenCalledTimes(1);
  });

  it('confirms a trimmed code; an empty one is missing_code without a call; a wrong one is wrong_code', async () => {
    const gateway = stubGateway({
      confirmMicroDeposit: (code: string) =>
        Promise.resolve(code === 'TW-1234' ? ok() : err({ kind: 'wrong_code' as const })),
    });
    const confirm = new ConfirmMicroDepositUseCase(gateway);
    expect(await confirm.execute('  ')).toEqual(err({ kind: 'missing_code' }));
    expect(gateway.confirmMicroDeposit).not.toHaveBeenCalled();
    expect(await confirm.execute(' TW-1234 ')).toEqual(ok());
    expect(await confirm.execute('TW-9999')).toEqual(err({ kind: 'wrong_code' }));
  });

  it('opens a selfie ident case with the way back and answers the provider URL', async () => {
    const gateway = stubGateway();
    const url = await new StartSelfieIdentUseCase(gateway).execute({
      returnUrl: '/kundenkonto/alterspruefung?ident_return=1',
    });
    expect(url).toBe('/__fake/ident?case_id=c-1');
    expect(gateway.startSelfieIdent).toHaveBeenCalledWith('/kundenkonto/alterspruefung?ident_return=1', null);
  });
});
