/** POST /my/sepa_accounts (wallet API, spec/2 §7.2); the other verification DTOs are in player.dto.ts. */
export interface SepaAccountCreateRequestDto {
  account_holder: { first_name: string; last_name: string };
  iban: string;
}
