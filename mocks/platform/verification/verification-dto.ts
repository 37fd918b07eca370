/** Control API answers of the verification fakes (bank statement, ident page); types only. */
import type { IdentCaseRecord } from './verification-state';

/** One line of a player's bank statement: what the micro deposit looks like at the bank. */
export interface BankTransferDto {
  id: string;
  /** The player's current e-mail, so a developer finds "their" statement. */
  email: string;
  account_holder: string;
  masked_iban: string;
  amount: { fractional: number; currency: string };
  /** Verwendungszweck: "Tippwerk Kontoverifizierung, Code AB3K". */
  purpose: string;
  code: string;
  booked_at: string;
}

/** What GET/POST /__fake/ident answer: the case and where the page sends the player back to. */
export interface IdentCaseDto {
  case_id: string;
  status: IdentCaseRecord['status'];
  redirect_url: string;
  mock_type: string | null;
  email: string;
  first_name: string;
  last_name: string;
}
