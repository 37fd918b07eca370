import { FormValidationError, TooManyInvalidAttemptsError } from '../../../core/domain/errors';
import { err, ok, type Result } from '../../../core/shared/result';
import type {
  BankDetails,
  MicroDepositConfirmError,
  VerificationRejection,
} from '../../../ports/verification-gateway.port';
import type { SepaAccountCreateRequestDto } from './verification.dto';

/** IBANs travel without blanks; the holder's names trimmed. */
export const toSepaAccountDto = (details: BankDetails): SepaAccountCreateRequestDto => ({
  account_holder: {
    first_name: details.accountHolder.firstName.trim(),
    last_name: details.accountHolder.lastName.trim(),
  },
  iban: details.iban.replace(/\s+/g, '').toUpperCase(),
});

const rejection = (error: FormValidationError): VerificationRejection => ({
  kind: 'rejected',
  globalErrors: error.globalErrors,
  attributeErrors: error.attributeErrors,
});

/** A 400 with field errors is the platform's answer to a form; anything else is a fault and throws. */
export async function formAnswer(call: () => Promise<unknown>): Promise<Result<void, VerificationRejection>> {
  try {
    await call();
    return ok();
  } catch (error) {
    if (error instanceof FormValidationError) return err(rejection(error));
    throw error;
  }
}

/** A wrong code is a 400 naming the code (as a field error or a global code such as invalid_code); the last one fails the method. */
export async function confirmAnswer(call: () => Promise<unknown>): Promise<Result<void, MicroDepositConfirmError>> {
  try {
    await call();
    return ok();
  } catch (error) {
    if (error instanceof TooManyInvalidAttemptsError) return err({ kind: 'too_many_invalid_attempts' });
    if (!(error instanceof FormValidationError)) throw error;
    if (error.globalErrors.includes('micro_deposit_failed')) return err({ kind: 'micro_deposit_failed' });
    const namesCode = 'code' in error.attributeErrors || error.globalErrors.some((code) => code.includes('code'));
    return err(namesCode ? { kind: 'wrong_code' } : rejection(error));
  }
}
