import { describe, expect, it } from 'vitest';
import type { AccountVerificationLevel } from '../../core/domain/player';
import {
  CLIENT_VERIFICATION_LEVELS,
  clientVerificationLevel,
  LEVEL_ALLOWANCES,
} from '../../core/domain/verification-level';

const player = (verificationStatus: AccountVerificationLevel) => ({ verificationStatus });

describe('client verification levels (spec/1 §3)', () => {
  it('are the client-side variant of the spec: unverified, provisional, verified, fully_verified', () => {
    expect(CLIENT_VERIFICATION_LEVELS).toEqual(['unverified', 'provisional', 'verified', 'fully_verified']);
  });

  it('map the account levels, and show verified when the flow has ended verified before the account follows', () => {
    expect(clientVerificationLevel(player('unverified'), null)).toBe('unverified');
    expect(clientVerificationLevel(player('provisionally_verified'), 'missingMicroDepositVerification')).toBe(
      'provisional',
    );
    expect(clientVerificationLevel(player('provisionally_verified'), 'verified')).toBe('verified');
    expect(clientVerificationLevel(player('unverified'), 'verified')).toBe('verified');
    expect(clientVerificationLevel(player('fully_verified'), null)).toBe('fully_verified');
  });

  it('allow payouts and unlimited play only once verified (LOTTERY-RULES §7)', () => {
    expect(CLIENT_VERIFICATION_LEVELS.map((level) => LEVEL_ALLOWANCES[level].payouts)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(LEVEL_ALLOWANCES.provisional).toEqual({ playWindowHours: 72, maxDepositCents: 10_000, payouts: false });
  });
});
