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
