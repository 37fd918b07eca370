/** What the verification features keep inside the platform's JSON state (state.ts embeds these). */

/** A running bank check of the stored IBAN; gone once it has resolved into iban_check_status. */
export interface IbanCheckRecord {
  /** null: the scenario never resolves (stays unchecked). */
  outcome: 'valid' | 'invalid' | null;
  /** GET /me reads seen while unchecked. */
  reads: number;
  /** Resolves at the latest then, read or not; null with outcome null. */
  resolves_at: string | null;
}

/** The micro deposit sent to the stored account: the code the player must type back. */
export interface MicroDepositRecord {
  code: string;
  wrong_attempts: number;
  started_at: string;
}

/** A transfer to a player's bank account, as GET /__fake/bank-statement shows it. */
export interface BankTransferRecord {
  id: string;
  player_id: string;
  account_holder: string;
  masked_iban: string;
  amount_cents: number;
  /** Verwendungszweck, with the verification code. */
  purpose: string;
  code: string;
  booked_at: string;
}

export const IDENT_OUTCOMES = ['identified', 'fraud', 'too_young', 'failed_to_identify', 'in_manual_check'] as const;
export type IdentOutcome = (typeof IDENT_OUTCOMES)[number];

/** A Nect robo-ident case; the fake ident page (/__fake/ident) decides it via POST /__fake/ident. */
export interface IdentCaseRecord {
  id: string;
  player_id: string;
  status: 'in_progress' | IdentOutcome;
  redirect_url: string;
  mock_type: string | null;
  created_at: string;
  decided_at: string | null;
}
