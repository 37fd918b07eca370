import type { Result } from '../core/shared/result';

export interface BankDetails {
  readonly accountHolder: { readonly firstName: string; readonly lastName: string };
  readonly iban: string;
}

/** The platform refused a form: field errors by wire field name (e.g. iban, account_holder.first_name). */
export interface VerificationRejection {
  readonly kind: 'rejected';
  readonly globalErrors: readonly string[];
  readonly attributeErrors: Readonly<Record<string, readonly string[]>>;
}

/** wrong_code; the last allowed wrong code fails the method (micro_deposit_failed); later tries are too many. */
export type MicroDepositConfirmError =
  | { readonly kind: 'wrong_code' }
  | { readonly kind: 'micro_deposit_failed' }
  | { readonly kind: 'too_many_invalid_attempts' }
  | VerificationRejection;

/**
 * The calls that move a verification on (spec/2 §7.1 and §7.2). The flow reads the player record
 * and the payment methods through PlayerGateway and WalletGateway.
 */
export interface VerificationGateway {
  /** POST /my/sepa_accounts: stores the account and starts the IBAN check. */
  addBankDetails(details: BankDetails): Promise<Result<void, VerificationRejection>>;
  /** POST /my/micro_deposit_verification: 0,01 € with a code goes to the stored account. */
  startMicroDeposit(): Promise<Result<void, VerificationRejection>>;
  /** PATCH /my/micro_deposit_verification/confirm. */
  confirmMicroDeposit(code: string): Promise<Result<void, MicroDepositConfirmError>>;
  /** POST /my/nect_robo_ident_case/start: the ident provider's URL to send the player to. */
  startSelfieIdent(redirectUrl: string, mockType: string | null): Promise<string>;
}
