import type { Result } from '../core/shared/result';
import type {
  LatestStakesAndWinnings,
  LimitInterval,
  LimitKind,
  Limits,
  MaxLimits,
  StakesAndWinnings,
} from '../core/domain/limits';
import type { Money } from '../core/domain/money';
import type { GamblingRestrictions } from '../core/domain/oasis';
import type { AccountKind } from '../core/domain/player';
import type { FieldRejection } from './account-gateway.port';

/**
 * Responsible gambling (spec/2 §7.1–7.3): maxima, personal limits, LUGAS, autowithdrawal,
 * stakes and winnings with the notice's confirmation, and the temporary self-lock.
 * A 400 with field errors is an answer (FieldRejection); other faults throw.
 */
export interface LimitsGateway {
  settings(): Promise<MaxLimits>;
  limits(): Promise<Limits>;
  setPersonalLimit(kind: LimitKind, amount: Money, interval: LimitInterval): Promise<Result<void, FieldRejection>>;
  removePersonalLimit(kind: LimitKind): Promise<void>;
  setLugasLimit(amount: Money): Promise<Result<void, FieldRejection>>;
  /** null when the player has none (404, spec/2 §8). */
  autowithdrawal(): Promise<Money | null>;
  setAutowithdrawal(minAmount: Money): Promise<Result<void, FieldRejection>>;
  deleteAutowithdrawal(): Promise<void>;
  stakesAndWinnings(kind: AccountKind): Promise<StakesAndWinnings>;
  latestStakesAndWinnings(kind: AccountKind): Promise<LatestStakesAndWinnings>;
  /** The platform's should-be-confirmed check for the stakes-and-winnings notice. */
  stakesConfirmationDue(): Promise<boolean>;
  confirmStakes(): Promise<void>;
  /** POST /me/lock_temporary: no deposits and no purchases until `till` (ISO instant). */
  lockTemporary(till: string): Promise<Result<void, FieldRejection>>;
  /** GET /me/gambling_restrictions: OASIS, the player's Selbstsperre and the 5-minute wait for KENO. */
  gamblingRestrictions(): Promise<GamblingRestrictions>;
  /** POST /me/self_exclusion: enters the player in OASIS until `till` (ISO instant) or, with null, unbefristet. */
  selfExclude(till: string | null): Promise<Result<void, FieldRejection>>;
}

/** LATEST_STAKES_AND_WINNINGS_CONFIRMED_AT in local storage (spec/2 §3). */
export interface StakesConfirmationStore {
  /** ISO instant, or null when missing. */
  read(): string | null;
  write(isoInstant: string): void;
}
