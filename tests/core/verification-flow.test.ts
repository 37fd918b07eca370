import { describe, expect, it } from 'vitest';
import { Temporal } from '../../core/shared/temporal';
import {
  FINAL_VERIFICATION_STATUSES,
  found,
  initialVerificationStatus,
  isFinalVerificationStatus,
  nextVerificationStatus,
  NOT_FOUND,
  VERIFICATION_FLOW_STATUSES,
  type IbanCheckOutcome,
} from '../../core/domain/verification-flow';
import { verificationRedirect } from '../../core/domain/verification-redirect';
import type { MicroDepositStatus } from '../../core/domain/verification';
import {
  identityCheckResultOf,
  IDENTITY_CHECK_RESULTS,
  microDepositStep,
  selfieIdentStep,
} from '../../core/domain/verification';
import { PAYPAL_METHOD, playerWith, SEPA_METHOD } from './support/verification-fixtures';

const now = Temporal.Instant.from('2026-11-18T09:00:00Z');

describe('verification machine (spec/1 §4): the transitions', () => {
  it('knows the 15 flow statuses of spec/1 §3 and the 8 final states of §4', () => {
    expect(VERIFICATION_FLOW_STATUSES).toHaveLength(15);
    expect(FINAL_VERIFICATION_STATUSES).toHaveLength(8);
    expect(FINAL_VERIFICATION_STATUSES.every((s) => VERIFICATION_FLOW_STATUSES.includes(s))).toBe(true);
    const steps = VERIFICATION_FLOW_STATUSES.filter((s) => !isFinalVerificationStatus(s));
    expect(steps.sort()).toEqual([
      'accountDetailsCheck',
      'fraudLockCheck',
      'microDepositVerification',
      'nectIdentCheck',
      'provisionallyVerified',
      'unverified',
      'verifyBankDetails',
    ]);
  });

  it.each([
    ['unverified', 'unverified'],
    ['provisionally_verified', 'provisionallyVerified'],
    ['fully_verified', 'verified'],
  ] as const)('starts from verificationStatus %s at %s', (level, status) => {
    expect(initialVerificationStatus(playerWith({ verificationStatus: level }))).toBe(status);
  });

  it.each([
    ['an expiry in the past', '2026-11-18T08:59:59Z', false, 'verificationExpired'],
    ['an expiry in the past, even with a fraud lock', '2026-11-01T00:00:00Z', true, 'verificationExpired'],
    ['an expiry in the future', '2026-11-18T09:00:01Z', false, 'fraudLockCheck'],
    ['an expiry right now (not yet past)', '2026-11-18T09:00:00Z', false, 'fraudLockCheck'],
    ['no expiry', null, false, 'fraudLockCheck'],
  ] as const)('unverified with %s → %s', (_, expiredAt, fraudLocked, next) => {
    expect(
      nextVerificationStatus('unverified', {
        player: playerWith({ verificationExpiredAt: expiredAt, fraudLocked }),
        now,
      }),
    ).toBe(next);
  });

  it('provisionally verified always goes on to the fraud lock check', () => {
    expect(
      nextVerificationStatus('provisionallyVerified', {
        player: playerWith({ verificationStatus: 'provisionally_verified', fraudLocked: true }),
      }),
    ).toBe('fraudLockCheck');
  });

  it.each([
    ['unverified', true, 'fraudLocked'],
    ['unverified', false, 'nectIdentCheck'],
    ['provisionally_verified', true, 'fraudLocked'],
    ['provisionally_verified', false, 'accountDetailsCheck'],
  ] as const)('fraud lock check of a %s player (fraud lock %s) → %s', (level, fraudLocked, next) => {
    expect(
      nextVerificationStatus('fraudLockCheck', { player: playerWith({ verificationStatus: level, fraudLocked }) }),
    ).toBe(next);
  });

  const noHolder = {
    ...SEPA_METHOD,
    stored: { type: 'sepa_direct_debit' as const, accountHolder: '', maskedIban: 'DE89 **** 00', editable: true },
  };
  const noIban = {
    ...SEPA_METHOD,
    stored: { type: 'sepa_direct_debit' as const, accountHolder: 'Lena Neumann', maskedIban: '', editable: true },
  };
  it.each([
    ['a stored SEPA method with masked IBAN and holder', found([PAYPAL_METHOD, SEPA_METHOD]), 'verifyBankDetails'],
    ['no stored SEPA method', found([PAYPAL_METHOD]), 'missingBankDetails'],
    ['no methods at all', found([]), 'missingBankDetails'],
    ['a SEPA method without holder', found([noHolder]), 'missingBankDetails'],
    ['a SEPA method without masked IBAN', found([noIban]), 'missingBankDetails'],
    ['a 404', NOT_FOUND, 'missingBankDetails'],
  ] as const)('account details check with %s → %s', (_, methods, next) => {
    expect(nextVerificationStatus('accountDetailsCheck', methods)).toBe(next);
  });

  it.each<[string, ReturnType<typeof found<IbanCheckOutcome>> | typeof NOT_FOUND, string]>([
    ['valid', found('valid'), 'microDepositVerification'],
    ['invalid', found('invalid'), 'nectIdentCheck'],
    ["'failed' (10 polls unchecked)", found('failed'), 'nectIdentCheck'],
    ['no status', found(null), 'nectIdentCheck'],
    ['a 404', NOT_FOUND, 'missingBankDetails'],
  ])('verify bank details: IBAN check %s → %s', (_, check, next) => {
    expect(nextVerificationStatus('verifyBankDetails', check)).toBe(next);
  });

  it.each<[string, ReturnType<typeof found<MicroDepositStatus | null>> | typeof NOT_FOUND, string]>([
    ['success', found('success'), 'verified'],
    ['pending', found('pending'), 'pendingMicroDepositVerification'],
    ['failed', found('failed'), 'nectIdentCheck'],
    ['none yet', found(null), 'missingMicroDepositVerification'],
    ['a 404', NOT_FOUND, 'missingMicroDepositVerification'],
  ])('micro deposit verification: %s → %s', (_, status, next) => {
    expect(nextVerificationStatus('microDepositVerification', status)).toBe(next);
  });

  it.each([
    ['identified', 'verified'],
    ...IDENTITY_CHECK_RESULTS.filter((r) => r !== 'identified').map((r) => [r, 'missingNectIdentCheck'] as const),
    [null, 'missingNectIdentCheck'],
  ] as const)('identity check: %s → %s', (identStatus, next) => {
    expect(nextVerificationStatus('nectIdentCheck', { identStatus })).toBe(next);
  });
});

describe('verification redirects and method steps', () => {
  it.each([
    ['missingBankDetails', { showMicroDepositDetails: false }],
    ['missingMicroDepositVerification', { showMicroDepositDetails: false }],
    ['missingNectIdentCheck', { showMicroDepositDetails: false }],
    ['verificationExpired', { showMicroDepositDetails: false }],
    ['pendingMicroDepositVerification', { showMicroDepositDetails: true }],
    ['verified', null],
    ['fraudLocked', null],
    ['verificationError', null],
  ] as const)('%s redirects: %o', (status, redirect) => {
    expect(verificationRedirect(status)).toEqual(redirect);
  });

  it('the micro deposit starts at the bank, then the euro, then the code, then is done', () => {
    expect(microDepositStep(playerWith(), false)).toBe('bank');
    expect(microDepositStep(playerWith({ ibanCheckStatus: 'invalid' }), true)).toBe('bank');
    expect(microDepositStep(playerWith({ ibanCheckStatus: 'valid' }), true)).toBe('euro');
    expect(
      microDepositStep(playerWith({ ibanCheckStatus: 'valid', microDepositVerificationStatus: 'failed' }), true),
    ).toBe('verify');
    expect(
      microDepositStep(playerWith({ ibanCheckStatus: 'valid', microDepositVerificationStatus: 'pending' }), true),
    ).toBe('verify');
    expect(microDepositStep(playerWith({ microDepositVerificationStatus: 'success' }), true)).toBe('done');
  });

  it('the selfie ident starts with the data; a running or decided case is at verify', () => {
    expect(selfieIdentStep(identityCheckResultOf(playerWith()))).toBe('data');
    expect(selfieIdentStep('failed_to_identify')).toBe('data');
    for (const r of ['in_progress', 'in_manual_check', 'fraud', 'too_young'] as const)
      expect(selfieIdentStep(r)).toBe('verify');
    expect(selfieIdentStep('identified')).toBe('done');
    expect(identityCheckResultOf(playerWith({ nectRoboIdentStatus: 'something_new' }))).toBeNull();
  });
});
