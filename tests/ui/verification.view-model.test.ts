import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import type { Token } from '../../src/composition/token';
import type { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { NEWCOMER, testPlatform, VERIFIED } from '../support/demo';
import { SESSION } from '../../src/features/session/session.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { VERIFICATION } from '../../src/features/verification/verification.module';
import { VERIFICATION_GUARD } from '../../src/features/verification/verification-guard.module';

/** The app in memory like tests/ui/support/memory-app.ts, keeping the platform (bank statement) and the scheduler at hand. */
async function verificationApp() {
  // The bank step loads its form (class-validator) at its first check; loaded here, that check does
  // not land after `settle` has moved the scheduler past the IBAN check's polls.
  await import('../../src/features/verification/bank-details.form');
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const get = <T>(name: Token<T>) => resolve(container, name);
  const session = get(SESSION.sessionViewModel);
  await session.init();
  const guard = get(VERIFICATION_GUARD.verificationGuardViewModel);
  const stopGuard = guard.start();
  const scheduler = get(SHARED.scheduler) as ManualScheduler;
  /** Work that polls the IBAN check needs the scheduler moved on. */
  const settle = async <T>(work: Promise<T>): Promise<T> => {
    await scheduler.advance(10_000);
    return work;
  };
  return { platform, get, session, guard, stopGuard, settle };
}

describe('VerificationGuardViewModel: redirects after login (spec/1 §2)', () => {
  it('asks to send a newcomer to the age verification page after login; a verified player stays', async () => {
    const app = await verificationApp();
    await app.session.login({ ...NEWCOMER, longLastingSession: false });
    await app.settle(Promise.resolve());
    expect(app.guard.status).toBe('missingNectIdentCheck');
    expect(app.guard.redirect?.path).toBe('/kundenkonto/alterspruefung');

    const verified = await verificationApp();
    await verified.session.login({ ...VERIFIED, longLastingSession: false });
    await verified.settle(Promise.resolve());
    expect(verified.guard.status).toBe('verified');
    expect(verified.guard.redirect).toBeNull();
  });

  it('a pending micro deposit sends the player there with showMDVDetails=1; a logout forgets it', async () => {
    const app = await verificationApp();
    await app.session.login({ ...NEWCOMER, longLastingSession: false });
    const page = app.get(VERIFICATION.verificationViewModel);
    await app.settle(page.load({ showMicroDepositDetails: false, identReturn: false }));
    page.microDeposit.set('iban', 'DE89 3704 0044 0532 0130 00');
    await app.settle(page.microDeposit.submitBankDetails());
    await app.settle(page.microDeposit.requestTransfer());
    expect(await app.settle(app.guard.check())).toBe('pendingMicroDepositVerification');
    expect(app.guard.redirect?.path).toBe('/kundenkonto/alterspruefung?showMDVDetails=1');
    await app.session.logout();
    expect(app.guard.redirect).toBeNull();
    expect(app.guard.status).toBeNull();
  });
});

describe('VerificationViewModel: the age verification page', () => {
  it('walks a newcomer through the micro deposit: bank → euro → verify → verified', async () => {
    const app = await verificationApp();
    await app.session.login({ ...NEWCOMER, longLastingSession: false });
    const page = app.get(VERIFICATION.verificationViewModel);
    await app.settle(page.load({ showMicroDepositDetails: true, identReturn: false }));
    expect(page.result).toBe('missingNectIdentCheck');
    expect(page.level).toBe('unverified');
    expect(page.openMethod).toBe('microDeposit');
    expect(page.microDepositStep).toBe('bank');
    expect([page.microDeposit.firstName, page.microDeposit.lastName]).toEqual(['Lena', 'Neumann']);

    page.microDeposit.set('iban', '');
    expect(await page.microDeposit.submitBankDetails()).toBe(false);
    expect(page.microDeposit.errors).toEqual({ iban: { rule: 'required' } });
    page.microDeposit.set('iban', 'DE00 1234');
    expect(await page.microDeposit.submitBankDetails()).toBe(false);
    expect(page.microDeposit.errors.iban).toEqual({ rule: 'validIban' });

    page.microDeposit.set('iban', 'DE89 3704 0044 0532 0130 00');
    expect(await app.settle(page.microDeposit.submitBankDetails())).toBe(true);
    expect(page.microDeposit.ibanOutcome).toBe('valid');
    expect(page.level).toBe('provisional');
    expect(page.result).toBe('missingMicroDepositVerification');
    expect(page.bankAccount?.maskedIban).toMatch(/^DE89/);
    expect(page.microDepositStep).toBe('euro');

    expect(await app.settle(page.microDeposit.requestTransfer())).toBe(true);
    expect(page.result).toBe('pendingMicroDepositVerification');
    expect(page.microDepositStep).toBe('verify');

    page.microDeposit.set('code', 'XXXX-FALSCH');
    expect(await page.microDeposit.confirmCode()).toBe(false);
    expect(page.microDeposit.errors).toEqual({ code: { rule: 'wrong_code' } });

    page.microDeposit.set('code', app.platform.bankStatement(NEWCOMER.username)[0]!.code);
    expect(await app.settle(page.microDeposit.confirmCode())).toBe(true);
    expect(page.result).toBe('verified');
    expect(page.level).toBe('fully_verified');
    expect(page.microDepositStep).toBe('done');
    expect(app.session.player?.verificationStatus).toBe('fully_verified');
  });

  it('selfie ident: data → mobile → provider URL; back with identified the flow is verified', async () => {
    const app = await verificationApp();
    await app.session.login({ ...NEWCOMER, longLastingSession: false });
    const page = app.get(VERIFICATION.verificationViewModel);
    await app.settle(page.load({ showMicroDepositDetails: false, identReturn: false }));
    expect(page.openMethod).toBe('selfieIdent');
    expect(page.selfieStep).toBe('data');
    page.confirmIdentData();
    expect(page.selfieStep).toBe('mobile');
    const url = await page.startSelfieIdent();
    expect(url).toMatch(
      /^http:\/\/tippwerk\.test\/__fake\/ident\?case_id=.+&redirect_url=%2Fkundenkonto%2Falterspruefung%3Fident_return%3D1$/,
    );

    const caseId = new URL(url!, 'https://tippwerk.test').searchParams.get('case_id')!;
    // What the fake ident page posts (POST /__fake/ident).
    app.platform.decideIdent({ case_id: caseId, outcome: 'identified' });
    const back = app.get(VERIFICATION.verificationViewModel);
    await app.settle(back.load({ showMicroDepositDetails: false, identReturn: true }));
    expect(back.openMethod).toBe('selfieIdent');
    expect(back.identityResult).toBe('identified');
    expect(back.result).toBe('verified');
    expect(back.selfieStep).toBe('done');
  });

  it('a failed start of the ident says so', async () => {
    const app = await verificationApp();
    const page = app.get(VERIFICATION.verificationViewModel);
    // Nobody is logged in: the platform refuses the call.
    expect(await page.startSelfieIdent()).toBeNull();
    expect(page.identFailed).toBe(true);
  });
});

describe('where a verification redirect may happen (docs/decisions.md)', () => {
  it('leaves basket, checkout, ticket screens, mail-link pages, dev pages and the verification page alone', async () => {
    const { isAccountRoute, mayRedirectFrom } = await import('../../src/features/verification/verification-routes');
    for (const name of [
      'checkoutBasket',
      'checkoutBasket-success',
      'products-lotto-regular',
      'products-keno-regular',
      'dev-fakeIdent',
      'account-ageVerification',
      'confirmEmail',
      'passwordReset',
    ]) {
      expect(mayRedirectFrom(name), name).toBe(false);
    }
    for (const name of ['index', 'products-lotto', 'account-lotteryReceiptHistory', undefined])
      expect(mayRedirectFrom(name), String(name)).toBe(true);
    expect(isAccountRoute('account-lotteryReceiptHistory')).toBe(true);
    expect(isAccountRoute('checkoutBasket')).toBe(false);
  });
});
