import { describe, expect, it } from 'vitest';
import { commonBalance, loginAs, platformAt, platformError } from './platform-fixtures';
import { savedState } from './account-fixtures';
import {
  IBAN_INVALID,
  IBAN_NEVER,
  ibanReads,
  microDepositCode,
  storeIban,
  withCheckedAccount,
} from './verification-fixtures';

const NEWCOMER = 'neu@tippwerk.de';

function pendingNewcomer() {
  const test = platformAt();
  const token = loginAs(test.platform, NEWCOMER);
  withCheckedAccount(test.platform, token);
  test.platform.startMicroDeposit(token);
  return { ...test, token, code: microDepositCode(test.platform, NEWCOMER) };
}

describe('micro deposit verification', () => {
  it('sends 0,01 € with a 4-character code: pending, on the bank statement, in the wallet and announced by mail', () => {
    const { platform, storage, token, code } = pendingNewcomer();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(platform.me(token).micro_deposit_verification_status).toBe('pending');
    expect(platform.bankStatement(NEWCOMER)).toEqual([
      {
        id: expect.any(String),
        email: NEWCOMER,
        account_holder: 'Lena Neumann',
        masked_iban: 'DE89 **** **** **** **** 00',
        amount: { fractional: 1, currency: 'EUR' },
        purpose: `Tippwerk Kontoverifizierung, Code ${code}`,
        code,
        booked_at: '2026-03-04T16:59:00Z',
      },
    ]);
    expect(commonBalance(platform, token)).toBe(1);
    expect(savedState(storage).vouchers.at(-1)).toMatchObject({
      booking_type: 'credit',
      amount: { fractional: 1 },
      comment: `Tippwerk Kontoverifizierung, Code ${code}`,
      voucherable: { type: 'credit', reason: 'micro_deposit_verification' },
    });
    expect(platform.mailbox(NEWCOMER)[0]).toMatchObject({
      kind: 'micro_deposit',
      subject: 'Kontoverifizierung: 1 Cent ist unterwegs',
      link: '/kundenkonto/alterspruefung?showMDVDetails=1',
    });
  });

  it('fully verifies with the right code (any case, blanks ignored) and ends the 72-hour window', () => {
    const { platform, token, code } = pendingNewcomer();
    platform.confirmMicroDeposit(token, { code: ` ${code.slice(0, 2).toLowerCase()} ${code.slice(2)} ` });
    expect(platform.me(token)).toMatchObject({
      micro_deposit_verification_status: 'success',
      verification_status: 'fully_verified',
      verification_expired_at: null,
    });
    expect(platform.account(token, 'common').withdrawals_allowed).toBe(true);
  });

  it('answers a wrong code with wrong_code; the third fails the method and later tries are too many', () => {
    const { platform, token, code } = pendingNewcomer();
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(platformError(() => platform.confirmMicroDeposit(token, { code: wrong })).body).toEqual({
        global_errors: [],
        attribute_errors: { code: ['wrong_code'] },
      });
      expect(platform.me(token).micro_deposit_verification_status).toBe('pending');
    }
    expect(platformError(() => platform.confirmMicroDeposit(token, { code: wrong })).body).toEqual({
      global_errors: ['micro_deposit_failed'],
      attribute_errors: { code: ['wrong_code'] },
    });
    expect(platform.me(token)).toMatchObject({
      micro_deposit_verification_status: 'failed',
      verification_status: 'provisionally_verified',
    });
    const tooMany = platformError(() => platform.confirmMicroDeposit(token, { code }));
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.reason).toBe('too_many_invalid_attempts');
    expect(platformError(() => platform.startMicroDeposit(token)).body.global_errors).toEqual(['micro_deposit_failed']);
  });

  it('does not count an empty code as an attempt', () => {
    const { platform, token, code } = pendingNewcomer();
    for (let i = 0; i < 3; i += 1)
      expect(platformError(() => platform.confirmMicroDeposit(token, { code: ' ' })).body.attribute_errors).toEqual({
        code: ['required'],
      });
    platform.confirmMicroDeposit(token, { code });
    expect(platform.me(token).micro_deposit_verification_status).toBe('success');
  });

  it('sends nothing twice while one is pending', () => {
    const { platform, token } = pendingNewcomer();
    platform.startMicroDeposit(token);
    expect(platform.bankStatement(NEWCOMER)).toHaveLength(1);
  });

  it.each([
    ['without a stored account', () => undefined, 'sepa_account_missing'],
    [
      'while the IBAN check is running',
      (p: ReturnType<typeof platformAt>['platform'], t: string) => storeIban(p, t, IBAN_NEVER),
      'iban_check_pending',
    ],
    [
      'when the bank found the IBAN invalid',
      (p: ReturnType<typeof platformAt>['platform'], t: string) => {
        storeIban(p, t, IBAN_INVALID);
        ibanReads(p, t, 3);
      },
      'iban_invalid',
    ],
  ])('refuses to start %s', (_, arrange, code) => {
    const { platform } = platformAt();
    const token = loginAs(platform, NEWCOMER);
    arrange(platform, token);
    expect(platformError(() => platform.startMicroDeposit(token)).body).toEqual({
      global_errors: [code],
      attribute_errors: {},
    });
  });

  it('lets the bank answer by time before the start, without a read', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, NEWCOMER);
    storeIban(platform, token, 'DE89 3704 0044 0532 0130 00');
    platform.shiftClock(1);
    expect(() => platform.startMicroDeposit(token)).not.toThrow();
  });

  it('refuses verified and locked players, and a confirm before any start', () => {
    const { platform } = platformAt();
    expect(
      platformError(() => platform.startMicroDeposit(loginAs(platform, 'spieler@tippwerk.de'))).body.global_errors,
    ).toEqual(['already_verified']);
    expect(
      platformError(() => platform.startMicroDeposit(loginAs(platform, 'betrug@tippwerk.de'))).body.global_errors,
    ).toEqual(['player_locked']);
    expect(
      platformError(() => platform.confirmMicroDeposit(loginAs(platform, NEWCOMER), { code: 'ABCD' })).body
        .global_errors,
    ).toEqual(['micro_deposit_not_started']);
  });

  it('starts over with a new account after the method failed', () => {
    const { platform, token } = pendingNewcomer();
    for (let i = 0; i < 3; i += 1) platformError(() => platform.confirmMicroDeposit(token, { code: '----' }));
    withCheckedAccount(platform, token);
    expect(platform.me(token).micro_deposit_verification_status).toBeNull();
    platform.startMicroDeposit(token);
    platform.confirmMicroDeposit(token, { code: microDepositCode(platform, NEWCOMER) });
    expect(platform.me(token).verification_status).toBe('fully_verified');
  });
});
