export interface LoginRequestDto {
  username: string;
  password: string;
  long_lasting_session: boolean;
}

export interface SessionTokensDto {
  access_token: string;
  refresh_token: string;
}

export interface RefreshResponseDto {
  access_token: string;
}

export interface PlayerDto {
  id: string;
  customer_number: string;
  email: string;
  phone_number: string | null;
  status: string;
  created_at: string;
  verification_status: 'unverified' | 'provisionally_verified' | 'fully_verified';
  verification_expired_at: string | null;
  iban_check_status: 'unchecked' | 'valid' | 'invalid' | null;
  nect_robo_ident_status: string | null;
  micro_deposit_verification_status: 'success' | 'pending' | 'failed' | null;
  tracking_parameters: Record<string, string> | null;
  address: { city: string; house_number: string; state: string | null; street: string; zip_code: string };
  personal_data: {
    first_name: string;
    last_name: string;
    birth_name: string | null;
    birthplace: string | null;
    date_of_birth: string;
    title: string | null;
  };
  locks: {
    addiction_lock: { expires_at: string } | null;
    addiction_locked: boolean;
    fraud_locked: boolean;
    verification_locked: boolean;
  };
}

/** POST /register (spec/2 §7.1); date_of_birth as YYYY-MM-DD. */
export interface RegisterRequestDto {
  birth_name: string;
  birthplace: string;
  city: string;
  country_code: string;
  date_of_birth: string;
  email: string;
  first_name: string;
  house_number: string;
  last_name: string;
  locale: string;
  password: string;
  street: string;
  zip_code: string;
  tmx_id: string;
  tracking_parameters: Record<string, string>;
}

/** GET /zip_codes?starting_with=… */
export interface ZipCodeEntryDto {
  zipcode: string;
  state: string;
  district: string;
  municipality: string;
  city: string;
}

/** PUT /me */
export interface UpdatePlayerRequestDto {
  birth_name: string;
  birthplace: string;
  city: string;
  email: string;
  house_number: string;
  phone_number: string;
  street: string;
  zip_code: string;
}

/** POST /start_recovery */
export interface StartRecoveryRequestDto {
  email: string;
}

/** GET /validate_password_recovery_token?password_recovery_token=… */
export interface RecoveryTokenValidityDto {
  valid: boolean;
}

/** PUT /password */
export interface ResetPasswordRequestDto {
  password_recovery_token: string;
  password: string;
}

/** PUT /me/change_password */
export interface ChangePasswordRequestDto {
  old_password: string;
  new_password: string;
}

/** POST /my/nect_robo_ident_case/start → { url } (the fake ident page: /__fake/ident?case_id=…&redirect_url=…) */
export interface NectIdentStartRequestDto {
  redirect_url: string;
  mock_type: string | null;
}

export interface NectIdentStartResponseDto {
  url: string;
}

/** PATCH /my/micro_deposit_verification/confirm */
export interface MicroDepositConfirmRequestDto {
  code: string;
}
