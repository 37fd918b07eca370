import { GatewayError } from './errors';
import { money, type Money } from './money';
import type { PaymentChoice } from './payment';
import {
  isLocked,
  type AccountKind,
  type PaymentMethod,
  type Player,
  type PlayerAccount,
  type StoredPaymentMethod,
} from './player';

/**
 * Deposits and withdrawals (spec/2 §9 preset amounts; docs/decisions.md "Wallet"): deposit
 * presets 10/20/50 € with 20 € preselected, withdrawal presets 25/50/100 €; the lone 1000 of
 * the list is the smallest deposit. One deposit is at most 1.000 € (the usual monthly LUGAS
 * limit); the platform's limits may refuse less.
 */
export const DEPOSIT_PRESETS: readonly Money[] = [money(1000), money(2000), money(5000)];
export const DEPOSIT_DEFAULT: Money = money(2000);
export const WITHDRAWAL_PRESETS: readonly Money[] = [money(2500), money(5000), money(10_000)];
export const DEPOSIT_BOUNDS = { min: money(1000), max: money(100_000) } as const;
/** Any whole cent of payoutable money may be paid out (small winnings too). */
export const WITHDRAWAL_MIN: Money = money(1);

export type AmountProblem = { kind: 'amount_too_low'; bound: Money } | { kind: 'amount_too_high'; bound: Money };

/** Integer cents against inclusive bounds; null when the amount fits. */
export function amountProblem(
  amount: Money,
  bounds: { readonly min: Money; readonly max: Money },
): AmountProblem | null {
  if (amount.fractional < bounds.min.fractional) return { kind: 'amount_too_low', bound: bounds.min };
  if (amount.fractional > bounds.max.fractional) return { kind: 'amount_too_high', bound: bounds.max };
  return null;
}

/**
 * One transaction id per attempt (spec/2 §3: a client-generated UUID v4): asking again for the
 * same attempt (same amount and method, after a lost answer) gives the same id, so the platform
 * books once; once the platform answered, or for anything else, the next attempt gets a new one.
 */
export class AttemptIds {
  private open: { key: string; id: string } | null = null;

  constructor(private readonly newId: () => string) {}

  idFor(key: string): string {
    if (this.open?.key !== key) this.open = { key, id: this.newId() };
    return this.open.id;
  }

  /** The platform answered: this attempt is over. */
  settle(): void {
    this.open = null;
  }
}

/** The attempt key of a deposit: amount and method (a new card counts as one method). */
export const depositAttemptKey = (amount: Money, choice: PaymentChoice): string =>
  `${amount.fractional}:${amount.currency}:${choice.kind === 'new_card' ? 'new_card' : choice.label}`;

export const withdrawalAttemptKey = (amount: Money, kind: AccountKind): string =>
  `${amount.fractional}:${amount.currency}:${kind}`;

/** Methods the player may deposit with (possibleTransactionTypes). */
export const depositMethods = (methods: readonly PaymentMethod[]): PaymentMethod[] =>
  methods.filter((m) => m.possibleTransactionTypes.includes('deposit'));

export type StoredSepaAccount = Extract<StoredPaymentMethod, { type: 'sepa_direct_debit' }>;

/** Methods the platform pays out to (possibleTransactionTypes): SEPA only, as spec/2 §3's withdrawal booking has an IBAN. */
export const withdrawalMethods = (methods: readonly PaymentMethod[]): PaymentMethod[] =>
  methods.filter((m) => m.label === 'sepa_direct_debit' && m.possibleTransactionTypes.includes('withdrawal'));

/** Payouts go to the stored SEPA account only (an account in the player's name, GlüStV). */
export function storedSepaAccount(methods: readonly PaymentMethod[]): StoredSepaAccount | null {
  const stored = withdrawalMethods(methods)[0]?.stored;
  return stored?.type === 'sepa_direct_debit' ? stored : null;
}

/** Why payouts are off: a lock, or the verification is not complete (GlüStV: no payouts before it). */
export type WithdrawalBlocker = 'locked' | 'verification_needed' | 'not_allowed';

export function withdrawalBlocker(account: PlayerAccount, player: Player | null): WithdrawalBlocker | null {
  if (account.withdrawalsAllowed) return null;
  if (!player) return 'not_allowed';
  if (isLocked(player.locks)) return 'locked';
  return player.verificationStatus === 'fully_verified' ? 'not_allowed' : 'verification_needed';
}

/**
 * The platform's answer, or null when there was none (network failure, timeout, 5xx): then the
 * attempt stays open for a retry. Other faults (a lost session, 403, 404) propagate.
 */
export async function answered<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError && isNoAnswer(error.status)) return null;
    throw error;
  }
}

const isNoAnswer = (status: number | null): boolean =>
  status === null || status === 408 || status === 429 || status >= 500;
