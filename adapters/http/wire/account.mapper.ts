import type { PersonalDataUpdate, RegisterRequest, ZipCodeSuggestion } from '../../../ports/account-gateway.port';
import type { RegisterRequestDto, UpdatePlayerRequestDto, ZipCodeEntryDto } from './player.dto';

export const toRegisterDto = (r: RegisterRequest): RegisterRequestDto => ({
  first_name: r.firstName.trim(),
  last_name: r.lastName.trim(),
  birth_name: r.birthName.trim(),
  date_of_birth: r.dateOfBirth,
  birthplace: r.birthplace.trim(),
  street: r.street.trim(),
  house_number: r.houseNumber.trim(),
  zip_code: r.zipCode.trim(),
  city: r.city.trim(),
  email: r.email.trim(),
  password: r.password,
  country_code: 'DE',
  locale: 'de',
  tmx_id: r.tmxId,
  tracking_parameters: { ...r.trackingParameters },
});

export const toUpdatePlayerDto = (u: PersonalDataUpdate): UpdatePlayerRequestDto => ({
  birth_name: u.birthName.trim(),
  birthplace: u.birthplace.trim(),
  street: u.street.trim(),
  house_number: u.houseNumber.trim(),
  zip_code: u.zipCode.trim(),
  city: u.city.trim(),
  email: u.email.trim(),
  // Spaces help reading; the platform wants the plain number (+ and digits).
  phone_number: u.phoneNumber.replace(/\s+/g, ''),
});

export const toZipSuggestion = (dto: ZipCodeEntryDto): ZipCodeSuggestion => ({
  zipCode: dto.zipcode,
  city: dto.city,
  state: dto.state,
});
