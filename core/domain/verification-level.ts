import type { Player } from './player';
import type { VerificationFlowStatus } from './verification-flow';

/**
 * The client's verification levels (spec/1 §3 "client-side variant"): the account levels, with
 * `provisional` for `provisionally_verified` and `verified` once the flow has ended verified
 * (micro deposit confirmed or ident passed) while the account level has not caught up yet.
 */
export const CLIENT_VERIFICATION_LEVELS = ['unverified', 'provisional', 'verified', 'fully_verified'] as const;
export type ClientVerificationLevel = (typeof CLIENT_VERIFICATION_LEVELS)[number];

export function clientVerificationLevel(
  player: Pick<Player, 'verificationStatus'>,
  flowStatus: VerificationFlowStatus | null,
): ClientVerificationLevel {
  if (player.verificationStatus === 'fully_verified') return 'fully_verified';
  if (flowStatus === 'verified') return 'verified';
  return player.verificationStatus === 'provisionally_verified' ? 'provisional' : 'unverified';
}

/** What each level allows (LOTTERY-RULES §7: before full verification 72 h play, 100 € deposits, no payouts). */
export interface LevelAllowance {
  /** Hours of play after registration, or null when the level has no time limit. */
  readonly playWindowHours: number | null;
  /** Deposits in total, in cents, or null when only the personal and legal limits apply. */
  readonly maxDepositCents: number | null;
  readonly payouts: boolean;
}

export const LEVEL_ALLOWANCES: Readonly<Record<ClientVerificationLevel, LevelAllowance>> = {
  unverified: { playWindowHours: 72, maxDepositCents: 10_000, payouts: false },
  provisional: { playWindowHours: 72, maxDepositCents: 10_000, payouts: false },
  verified: { playWindowHours: null, maxDepositCents: null, payouts: true },
  fully_verified: { playWindowHours: null, maxDepositCents: null, payouts: true },
};
