import type { MoneyDto } from '../../adapters/http/wire/common.dto';
import type { ReceiptDto } from '../../adapters/http/wire/lottery-store.dto';
import type { GamblingPermissionDto } from '../../adapters/http/wire/payment.dto';
import type { PlayerDto } from '../../adapters/http/wire/player.dto';
import type { MailRecord, NotificationPreferences, OneTimeTokenRecord } from './account/account-state';
import type { PasswordHashRecord } from './account/password-hash';
import type { RandomStateHolder } from './prng';
import type { PaymentTransactionRecord, PspAttemptRecord, StoredCardRecord, StoredPaypalRecord } from './psp/psp-state';
import type { LimitsRecord } from './limits/limits-state';
import type { CoolingOffRecord, OasisEntryRecord } from './oasis/oasis-state';
import type { DrawEngineRecord, DrawResultRecord } from './draws/draw-state';
import type {
  BankTransferRecord,
  IbanCheckRecord,
  IdentCaseRecord,
  MicroDepositRecord,
} from './verification/verification-state';

/**
 * The whole fake platform as one plain JSON document: what the storages save and load.
 * Bump SCHEMA_VERSION whenever this shape changes and add the step from the previous version to
 * state-migrations.ts (with a test): saved states hold accounts and money and are never discarded.
 */
export const SCHEMA_VERSION = 9;
export const DEFAULT_SEED = 4949;

export interface PlayerRecord {
  /** As /me returns it; lock flags are re-derived from the clock when read. status 'disabled' cannot log in. */
  player: PlayerDto;
  /** Salted hash only: the saved JSON never holds a password. */
  password: PasswordHashRecord;
  sepa_account: { account_holder: string; masked_iban: string } | null;
  /** One vaulted card and one PayPal account at most; a new one replaces the old. */
  stored_card: StoredCardRecord | null;
  stored_paypal: StoredPaypalRecord | null;
  /** KENO needs an active one (GlüStV); null: never granted (GET answers 404). */
  gambling_permission: GamblingPermissionDto | null;
  /** Notification service: has the player confirmed the e-mail address? */
  email_confirmed: boolean;
  notification_settings: NotificationPreferences;
  /** Set while iban_check_status is 'unchecked' and a result is still to come. */
  iban_check: IbanCheckRecord | null;
  /** Set from the start of a micro deposit verification on. */
  micro_deposit: MicroDepositRecord | null;
  /** Responsible gambling: personal deposit and purchase limits, LUGAS, autowithdrawal (limits/limits-state.ts). */
  limits: LimitsRecord;
  /** A new registration the platform still checks until then: player calls answer 403 player_not_ready (players.ts). */
  ready_at?: string | null;
  /** OASIS (oasis/oasis.ts): the player's entry, missing or null when not registered. */
  oasis?: OasisEntryRecord | null;
  /** The player's last login or authenticated call, to the minute: a call 30 minutes later starts the wait. */
  last_active_at?: string | null;
  /** The 5-minute wait for covered games (KENO) after a resumption or a provider switch. */
  cooling_off?: CoolingOffRecord | null;
}

export type AccountKind = 'common' | 'games';

export interface AccountRecord {
  id: string;
  player_id: string;
  kind: AccountKind;
  /** Cents. */
  payoutable: number;
  not_payoutable: number;
}

/**
 * What a booking is for (spec/2 §3 "Voucher": the voucherable, selected by `type`). Wire names;
 * the vouchers endpoint maps these records to its DTO.
 */
export type VoucherableRecord =
  | { type: 'deposit'; payment_method: string; payment_provider: string; psp_reference: string }
  | {
      type: 'purchase';
      order_id: string;
      receipt_numbers: string[];
      /** What was bought (spec/2 "Lottery wager reference"); absent in state files written before it. */
      wagers?: { product_identifier: string; receipt_number: string; drawing_times: string[] }[];
    }
  | { type: 'purchase_partial_refund'; order_id: string; reason: string; locked: boolean }
  | {
      type: 'lottery_winning';
      winning_id: string;
      receipt_number: string;
      product_identifier: string;
      drawing_time: string;
      draw_id: string;
    }
  | { type: 'withdrawal'; iban: string; account_holder: string; automatic: boolean }
  | {
      type: 'reversal';
      reversal_type: 'chargeback' | 'cancellation' | 'correction';
      processed: boolean;
      reason: string;
      reversed_voucher_id: string;
    }
  | { type: 'chargeback_fee'; reason: string; locked: boolean }
  | { type: 'goodwill_credit'; reason: string; locked: boolean }
  | { type: 'manual_correction_debit'; reason: string; locked: boolean }
  | { type: 'credit'; reason: string; locked: boolean }
  | { type: 'debit'; reason: string; locked: boolean }
  | { type: 'gambling_winning'; game_id: string; reason: string | null }
  | { type: 'gambling_purchase'; game_id: string }
  | { type: 'gambling_purchase_partial_refund'; game_id: string; reason: string };

/** A wallet booking (spec/2 §3 "Voucher"), with the balances after it was booked. */
export interface VoucherRecord {
  id: string;
  account_id: string;
  player_id: string;
  kind: AccountKind;
  number: string;
  comment: string | null;
  external_reference: string | null;
  amount: MoneyDto;
  booking_type: 'credit' | 'debit';
  cleared: boolean;
  reversed: boolean;
  marked_for_refund: boolean;
  balance: MoneyDto;
  payoutable_balance: MoneyDto;
  not_payoutable_balance: MoneyDto;
  created_at: string;
  transaction_number: string;
  voucherable: VoucherableRecord;
}

/** Tokens are kept as SHA-256 hex digests only (sessions.ts): the saved file opens no session. */
export interface SessionRecord {
  refresh_token_sha256: string;
  player_id: string;
  long_lasting: boolean;
  created_at: string;
  /** Long session: login + 30 days; short: 30 minutes after the last login or refresh. */
  refresh_expires_at: string;
  /** Several can be valid at once: a request in flight during a refresh must not fail. */
  access_tokens: { token_sha256: string; expires_at: string }[];
}

export interface LoginThrottleRecord {
  consecutive_failures: number;
  locked_until: string | null;
  last_failure_at: string;
}

interface OrderRecord {
  id: string;
  player_id: string;
  /** Canonical JSON of the request body: the same id with another body is a conflict. */
  fingerprint: string;
  created_at: string;
  receipt_ids: string[];
  voucher_ids: string[];
}

/** Secrets never come from here (secrets.ts): `rng_state` predicts demo data only. */
export interface PlatformState extends RandomStateHolder {
  schema_version: number;
  seed: number;
  seeded_at: string;
  clock_offset_minutes: number;
  /** Next-draw jackpot per lottery in cents; null where the lottery has none. */
  jackpots: Record<string, number | null>;
  players: PlayerRecord[];
  accounts: AccountRecord[];
  vouchers: VoucherRecord[];
  sessions: SessionRecord[];
  /** Keyed by lower-cased username and client (login-throttle.ts), known or not, so the throttle reveals nothing. */
  login_throttle: Record<string, LoginThrottleRecord>;
  orders: OrderRecord[];
  /** As issued; draw statuses and `active` are re-derived from the clock when read. */
  receipts: ReceiptDto[];
  /** Results of settled draws by draw id (draws/settlement.ts); receipts show them with their draws. */
  draw_results: Record<string, DrawResultRecord>;
  /** How far the draw engine has drawn (draws/draw-engine.ts); history before it derives from the seed. */
  draw_engine: DrawEngineRecord;
  /** Fake PSP: every charge call by transaction_id, and the payments it authorised. */
  psp_attempts: PspAttemptRecord[];
  payment_transactions: PaymentTransactionRecord[];
  /** Recovery and e-mail confirmation links, and the developer mailbox they were sent to. */
  one_time_tokens: OneTimeTokenRecord[];
  mails: MailRecord[];
  /** Micro deposits as the players' banks would show them (GET /__fake/bank-statement). */
  bank_transfers: BankTransferRecord[];
  ident_cases: IdentCaseRecord[];
  counters: { receipt_number: number; voucher_number: number; transaction_number: number };
}

const LIST_KEYS = [
  'players',
  'accounts',
  'vouchers',
  'sessions',
  'orders',
  'receipts',
  'psp_attempts',
  'payment_transactions',
  'one_time_tokens',
  'mails',
  'bank_transfers',
  'ident_cases',
] as const;

const OBJECT_KEYS = ['jackpots', 'login_throttle', 'draw_results', 'draw_engine', 'counters'] as const;
const NUMBER_KEYS = ['seed', 'rng_state', 'clock_offset_minutes'] as const;

/** What is missing for `value` to be a platform state of this schema (German, for the start message), or null. */
export function stateShapeProblem(value: Record<string, unknown>): string | null {
  for (const key of NUMBER_KEYS) if (typeof value[key] !== 'number') return `„${key}“ fehlt oder ist keine Zahl`;
  for (const key of LIST_KEYS) if (!Array.isArray(value[key])) return `„${key}“ fehlt oder ist keine Liste`;
  for (const key of OBJECT_KEYS)
    if (typeof value[key] !== 'object' || value[key] === null) return `„${key}“ fehlt oder ist kein Objekt`;
  return null;
}
