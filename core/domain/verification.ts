import type { PaymentMethod, Player } from './player';

/** Identity check (Nect robo ident) results (spec/1 §3). */
export const IDENTITY_CHECK_RESULTS = [
  'not_started',
  'in_progress',
  'identified',
  'fraud',
  'too_young',
  'failed_to_identify',
  'in_manual_check',
] as const;
export type IdentityCheckResult = (typeof IDENTITY_CHECK_RESULTS)[number];

export const isIdentityCheckResult = (value: string | null | undefined): value is IdentityCheckResult =>
  (IDENTITY_CHECK_RESULTS as readonly string[]).includes(value ?? '');

/** The player's ident status as a known result; no case yet (null) is "not started". */
export const identityCheckResultOf = (player: Player): IdentityCheckResult | null =>
  player.nectRoboIdentStatus === null
    ? 'not_started'
    : isIdentityCheckResult(player.nectRoboIdentStatus)
      ? player.nectRoboIdentStatus
      : null;

/** Micro deposit status (spec/1 §3). */
export type MicroDepositStatus = 'success' | 'pending' | 'failed';

/** Verification methods and their steps, in order (spec/1 §3). */
export const VERIFICATION_METHOD_STEPS = {
  selfieIdent: ['data', 'mobile', 'verify'],
  microDeposit: ['bank', 'euro', 'verify'],
} as const;
export type VerificationMethod = keyof typeof VERIFICATION_METHOD_STEPS;
export type SelfieIdentStep = (typeof VERIFICATION_METHOD_STEPS.selfieIdent)[number];
export type MicroDepositStep = (typeof VERIFICATION_METHOD_STEPS.microDeposit)[number];

/** Polling of the IBAN check (spec/2 §9): every 500 ms, 10 tries. */
export const IBAN_CHECK_POLLING = { intervalMs: 500, maxPolls: 10 } as const;

/** The stored SEPA account the bank-detail check needs: masked IBAN and holder present (spec/1 §4). */
export function storedSepaAccount(
  methods: readonly PaymentMethod[],
): { maskedIban: string; accountHolder: string } | null {
  for (const method of methods) {
    const stored = method.stored;
    if (stored?.type === 'sepa_direct_debit' && stored.maskedIban && stored.accountHolder) {
      return { maskedIban: stored.maskedIban, accountHolder: stored.accountHolder };
    }
  }
  return null;
}

/** Where the micro-deposit method stands, from the player record and the stored account. */
export function microDepositStep(player: Player, hasBankAccount: boolean): MicroDepositStep | 'done' {
  if (player.microDepositVerificationStatus === 'success') return 'done';
  if (!hasBankAccount || player.ibanCheckStatus === 'invalid') return 'bank';
  // A failed one stays at the code: the platform takes no new transfer for this account.
  const status = player.microDepositVerificationStatus;
  return status === 'pending' || status === 'failed' ? 'verify' : 'euro';
}

/** Where the selfie ident stands: a running or decided case is at "verify"; otherwise it starts with the data. */
export function selfieIdentStep(result: IdentityCheckResult | null): SelfieIdentStep | 'done' {
  if (result === 'identified') return 'done';
  if (result === 'in_progress' || result === 'in_manual_check' || result === 'fraud' || result === 'too_young')
    return 'verify';
  return 'data';
}
