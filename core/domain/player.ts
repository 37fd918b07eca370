import type { Money } from './money';

export type AccountVerificationLevel = 'unverified' | 'provisionally_verified' | 'fully_verified';

export interface PlayerLocks {
  /** ISO instant until which the player locked themselves, or null. */
  readonly addictionLockExpiresAt: string | null;
  readonly addictionLocked: boolean;
  readonly fraudLocked: boolean;
  readonly verificationLocked: boolean;
}

export interface Player {
  readonly id: string;
  readonly customerNumber: string;
  readonly email: string;
  readonly phoneNumber: string | null;
  readonly status: string;
  readonly createdAt: string;
  readonly verificationStatus: AccountVerificationLevel;
  readonly verificationExpiredAt: string | null;
  readonly ibanCheckStatus: 'unchecked' | 'valid' | 'invalid' | null;
  readonly nectRoboIdentStatus: string | null;
  readonly microDepositVerificationStatus: 'success' | 'pending' | 'failed' | null;
  readonly address: {
    readonly street: string;
    readonly houseNumber: string;
    readonly zipCode: string;
    readonly city: string;
    readonly state: string | null;
  };
  readonly personalData: {
    readonly title: string | null;
    readonly firstName: string;
    readonly lastName: string;
    readonly birthName: string | null;
    readonly birthplace: string | null;
    readonly dateOfBirth: string;
  };
  readonly locks: PlayerLocks;
}

/** The player is locked if any lock applies (spec/1 §4). */
export const isLocked = (locks: PlayerLocks): boolean =>
  locks.addictionLocked || locks.fraudLocked || locks.verificationLocked || locks.addictionLockExpiresAt !== null;

/**
 * Identification data the registration may leave open and the shop asks for later (spec/1 §5):
 * birth name and birthplace, both needed for the identity and blocking-file checks (GwG, GlüStV).
 */
const ADDITIONAL_DATA_FIELDS = ['birthName', 'birthplace'] as const;
export type AdditionalDataField = (typeof ADDITIONAL_DATA_FIELDS)[number];

/** The additional data still missing (empty or blank counts as missing), in form order. */
export const missingAdditionalData = (player: Player): AdditionalDataField[] =>
  ADDITIONAL_DATA_FIELDS.filter((field) => !player.personalData[field]?.trim());

/** The "additional data needed" notice shows until birth name and birthplace are both present. */
export const additionalDataNeeded = (player: Player): boolean => missingAdditionalData(player).length > 0;

/** Buying (and so any charge for it) is refused while birth name or birthplace is missing (GwG, GlüStV). */
export interface AdditionalDataMissing {
  readonly kind: 'additional_data_needed';
  readonly missing: readonly AdditionalDataField[];
}

/** The refusal for a player whose additional data is incomplete, or null when both are there. */
export function additionalDataMissing(player: Player): AdditionalDataMissing | null {
  const missing = missingAdditionalData(player);
  return missing.length > 0 ? { kind: 'additional_data_needed', missing } : null;
}

/** Gambling permission (spec/1 §3): KENO needs an active one. */
export interface GamblingPermission {
  readonly id: string;
  readonly active: boolean;
  readonly deactivatedAt: string | null;
  readonly lastActivatedAt: string | null;
}

/** E-mail notification settings (spec/1 §3): service messages are not the player's to switch off. */
export interface NotificationSettings {
  readonly serviceMessages: { readonly active: boolean; readonly mutable: boolean };
  readonly jackpots: { readonly active: boolean; readonly mutable: boolean };
  readonly discounts: { readonly active: boolean; readonly mutable: boolean };
}

/** Notification service recipient (spec/1 §3). */
export interface Recipient {
  readonly emailConfirmed: boolean;
}

export type AccountKind = 'common' | 'games';

export interface PlayerAccount {
  readonly id: string;
  readonly kind: AccountKind;
  readonly payoutableBalance: Money;
  readonly notPayoutableBalance: Money;
  readonly withdrawalsAllowed: boolean;
}

export const PAYMENT_METHOD_LABELS = ['sepa_direct_debit', 'paypal', 'adyen_credit_card', 'adyen_paypal'] as const;
export type PaymentMethodLabel = (typeof PAYMENT_METHOD_LABELS)[number];

export type StoredPaymentMethod =
  | {
      readonly type: 'adyen_credit_card';
      readonly id: string;
      readonly accountHolder: string;
      readonly brand: string;
      readonly lastDigits: string;
      readonly expiryMonth: string;
      readonly expiryYear: string;
      readonly active: boolean;
    }
  | {
      readonly type: 'paypal' | 'adyen_paypal';
      readonly id: string;
      readonly paypalEmail: string;
      /** ISO 3166-1 alpha-2 country of the PayPal account holder's residence, when PayPal told it. */
      readonly payerResidenceCountry: string | null;
      readonly active: boolean;
    }
  | {
      readonly type: 'sepa_direct_debit';
      readonly accountHolder: string;
      readonly maskedIban: string;
      readonly editable: boolean;
    };

export interface PaymentMethod {
  readonly label: PaymentMethodLabel;
  readonly configurationId: string;
  readonly possibleTransactionTypes: readonly ('deposit' | 'withdrawal')[];
  readonly stored: StoredPaymentMethod | null;
  readonly default: boolean;
}

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const LONG_SESSION_PREFIX = 'long.';
export const isLongSession = (tokens: SessionTokens): boolean => tokens.refreshToken.startsWith(LONG_SESSION_PREFIX);
