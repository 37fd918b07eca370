import type { PersonalDataUpdate } from '../../../ports/account-gateway.port';
import {
  ContainsLowerAndUpperCase,
  ContainsSpecialCharacterOrNumber,
  HasMinLength,
  IsRequired,
  IsValidPhoneNumber,
  IsValidSchufa,
} from '../../forms/rule-decorators';
import { AddressFields } from '../../forms/address-fields';

export type PersonalField = keyof PersonalDataUpdate;

/**
 * The personal data page's fields (and the additional-data modal's two) with the registration's
 * rules of spec/1 §5; the phone number is optional. Decorators run bottom-up: the first rule
 * sits next to the property.
 */
export class PersonalDataForm extends AddressFields implements PersonalDataUpdate {
  @IsValidSchufa()
  @IsRequired()
  birthName = '';

  @IsValidPhoneNumber()
  phoneNumber = '';

  constructor(data: PersonalDataUpdate) {
    super();
    Object.assign(this, data);
  }
}

export const PERSONAL_FIELDS: readonly PersonalField[] = [
  'birthName',
  'birthplace',
  'street',
  'houseNumber',
  'zipCode',
  'city',
  'email',
  'phoneNumber',
];

/** Changing the password: the old one is asked for, the new one follows the registration's rules. */
export class PasswordChangeForm {
  @IsRequired()
  oldPassword = '';

  @ContainsSpecialCharacterOrNumber()
  @ContainsLowerAndUpperCase()
  @HasMinLength(8)
  @IsRequired()
  newPassword = '';

  constructor(values: Pick<PasswordChangeForm, 'oldPassword' | 'newPassword'>) {
    this.oldPassword = values.oldPassword;
    this.newPassword = values.newPassword;
  }
}
