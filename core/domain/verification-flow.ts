import { Temporal } from '../shared/temporal';
import type { PaymentMethod, Player } from './player';
import { storedSepaAccount, type MicroDepositStatus } from './verification';

/**
 * The verification flow of spec/1 §4 as a pure machine: every transition is a function of the
 * player record and of gateway answers, so the use case only fetches and the table tests see
 * every branch. Names follow spec/1 §3 "Verification flow statuses".
 */
export const VERIFICATION_FLOW_STATUSES = [
  'accountDetailsCheck',
  'verificationError',
  'fraudLocked',
  'fraudLockCheck',
  'microDepositVerification',
  'missingBankDetails',
  'missingMicroDepositVerification',
  'missingNectIdentCheck',
  'nectIdentCheck',
  'pendingMicroDepositVerification',
  'provisionallyVerified',
  'unverified',
  'verificationExpired',
  'verified',
  'verifyBankDetails',
] as const;
export type VerificationFlowStatus = (typeof VERIFICATION_FLOW_STATUSES)[number];

/** Where the flow stops (spec/1 §4 "Final states"). */
export const FINAL_VERIFICATION_STATUSES = [
  'verified',
  'missingBankDetails',
  'pendingMicroDepositVerification',
  'missingMicroDepositVerification',
  'missingNectIdentCheck',
  'verificationExpired',
  'fraudLocked',
  'verificationError',
] as const;
export type FinalVerificationStatus = (typeof FINAL_VERIFICATION_STATUSES)[number];
export type VerificationStep = Exclude<VerificationFlowStatus, FinalVerificationStatus>;

export const isFinalVerificationStatus = (status: VerificationFlowStatus): status is FinalVerificationStatus =>
  (FINAL_VERIFICATION_STATUSES as readonly string[]).includes(status);

/** A gateway read that may be answered 404. */
export type Answer<T> = { readonly found: true; readonly value: T } | { readonly found: false };
export const found = <T>(value: T): Answer<T> => ({ found: true, value });
export const NOT_FOUND: Answer<never> = { found: false };

/** How the IBAN polling ended: the first status other than unchecked, or 'failed' after the last poll. */
export type IbanCheckOutcome = 'valid' | 'invalid' | 'failed' | null;

/** What each step needs to decide; the use case fetches it. */
export interface StepInputs {
  readonly unverified: { readonly player: Player; readonly now: Temporal.Instant };
  readonly provisionallyVerified: { readonly player: Player };
  readonly fraudLockCheck: { readonly player: Player };
  readonly accountDetailsCheck: Answer<readonly PaymentMethod[]>;
  readonly verifyBankDetails: Answer<IbanCheckOutcome>;
  readonly microDepositVerification: Answer<MicroDepositStatus | null>;
  readonly nectIdentCheck: { readonly identStatus: string | null };
}

/** Starting from verificationStatus: the account level picks the first state. */
export function initialVerificationStatus(player: Player): 'unverified' | 'provisionallyVerified' | 'verified' {
  switch (player.verificationStatus) {
    case 'unverified':
      return 'unverified';
    case 'provisionally_verified':
      return 'provisionallyVerified';
    case 'fully_verified':
      return 'verified';
  }
}

const TRANSITIONS: { readonly [S in VerificationStep]: (input: StepInputs[S]) => VerificationFlowStatus } = {
  // Expired if verificationExpiredAt is in the past; then the fraud lock; otherwise identity check.
  unverified: ({ player, now }) =>
    isExpired(player.verificationExpiredAt, now) ? 'verificationExpired' : 'fraudLockCheck',
  provisionallyVerified: () => 'fraudLockCheck',
  // Unverified players go on to the identity check, provisional ones to the account details.
  fraudLockCheck: ({ player }) =>
    player.locks.fraudLocked
      ? 'fraudLocked'
      : player.verificationStatus === 'unverified'
        ? 'nectIdentCheck'
        : 'accountDetailsCheck',
  accountDetailsCheck: (methods) =>
    methods.found && storedSepaAccount(methods.value) ? 'verifyBankDetails' : 'missingBankDetails',
  verifyBankDetails: (check) =>
    !check.found ? 'missingBankDetails' : check.value === 'valid' ? 'microDepositVerification' : 'nectIdentCheck',
  microDepositVerification: (status) => {
    if (!status.found) return 'missingMicroDepositVerification';
    switch (status.value) {
      case 'success':
        return 'verified';
      case 'pending':
        return 'pendingMicroDepositVerification';
      case 'failed':
        return 'nectIdentCheck';
      default:
        return 'missingMicroDepositVerification';
    }
  },
  nectIdentCheck: ({ identStatus }) => (identStatus === 'identified' ? 'verified' : 'missingNectIdentCheck'),
};

/** One transition of the machine. Errors other than the 404s of the inputs end in verificationError (the caller's job). */
export function nextVerificationStatus<S extends VerificationStep>(
  status: S,
  input: StepInputs[S],
): VerificationFlowStatus {
  return (TRANSITIONS[status] as (input: StepInputs[S]) => VerificationFlowStatus)(input);
}

function isExpired(expiredAt: string | null, now: Temporal.Instant): boolean {
  return expiredAt !== null && Temporal.Instant.compare(Temporal.Instant.from(expiredAt), now) < 0;
}
