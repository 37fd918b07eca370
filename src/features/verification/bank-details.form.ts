import { IsValidIban } from '../../forms/rule-decorators';
import { validateForm, type FormErrors } from '../../forms/validate-form';

/**
 * What the bank step checks before anything is sent: a mistyped IBAN (checksum, country
 * format). Empty fields are the use case's check, which answers at all three fields at once.
 */
class BankDetailsForm {
  @IsValidIban()
  iban = '';
}

export const validateBankDetails = (values: { iban: string }): FormErrors<BankDetailsForm> =>
  validateForm(Object.assign(new BankDetailsForm(), values));
