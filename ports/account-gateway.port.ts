import type { Result } from '../core/shared/result';
import type { Player } from '../core/domain/player';

/** Field errors from the platform, by field name as the wire names it (e.g. date_of_birth). */
export interface FieldRejection {
  readonly kind: 'rejected';
  readonly globalErrors: readonly string[];
  readonly attributeErrors: Readonly<Record<string, readonly string[]>>;
}

export interface RegisterRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthName: string;
  /** YYYY-MM-DD */
  readonly dateOfBirth: string;
  readonly birthplace: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zipCode: string;
  readonly city: string;
  readonly email: string;
  readonly password: string;
  readonly tmxId: string;
  readonly trackingParameters: Readonly<Record<string, string>>;
}

export interface ZipCodeSuggestion {
  readonly zipCode: string;
  readonly city: string;
  readonly state: string;
}

export interface PersonalDataUpdate {
  readonly birthName: string;
  readonly birthplace: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zipCode: string;
  readonly city: string;
  readonly email: string;
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
