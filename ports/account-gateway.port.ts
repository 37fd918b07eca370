import type { Result } from '../core/shared/result';
import type { Player } from '../core/domain/player';
import type { RegistrationData } from '../core/domain/registration';

/** Field errors from the platform, by field name as the wire names it (e.g. date_of_birth). */
export interface FieldRejection {
  readonly kind: 'rejected';
  readonly globalErrors: readonly string[];
  readonly attributeErrors: Readonly<Record<string, readonly string[]>>;
}

/** The registration as the platform takes it: the date of birth as YYYY-MM-DD, plus device and tracking data. */
export interface RegisterRequest extends Omit<RegistrationData, 'dateOfBirth'> {
  readonly dateOfBirth: string;
  readonly tmxId: string;
  readonly trackingParameters: Readonly<Record<string, string>>;
}

export interface ZipCodeSuggestion {
  readonly zipCode: string;
  readonly city: string;
  readonly state: string;
}

/** What a player may change about themselves (PUT /me): the registration's address and contact data, plus a phone number. */
export interface PersonalDataUpdate extends Pick<
  RegistrationData,
  'birthName' | 'birthplace' | 'street' | 'houseNumber' | 'zipCode' | 'city' | 'email'
> {
  readonly phoneNumber: string;
}

/** Player API account calls: registration, recovery, passwords, personal data (spec/2 §7.1). */
export interface AccountGateway {
  register(request: RegisterRequest): Promise<Result<Player, FieldRejection>>;
  zipCodes(startingWith: string): Promise<ZipCodeSuggestion[]>;
  startRecovery(email: string): Promise<void>;
  validateRecoveryToken(token: string): Promise<boolean>;
  resetPassword(token: string, password: string): Promise<Result<void, FieldRejection>>;
  changePassword(oldPassword: string, newPassword: string): Promise<Result<void, FieldRejection>>;
  updatePersonalData(update: PersonalDataUpdate): Promise<Result<Player, FieldRejection>>;
  disableAccount(): Promise<void>;
}
