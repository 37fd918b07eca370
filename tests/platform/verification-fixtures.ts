import type { FakePlatformApi } from '../../mocks/platform/platform-api';

/** The IBAN scenarios of mocks/platform/verification/iban-check.ts. */
export const IBAN_VALID = 'DE89 3704 0044 0532 0130 00';
export const IBAN_INVALID = 'DE02 1203 0000 0000 2020 51';
export const IBAN_NEVER = 'DE12 5001 0517 0648 4898 90';

/** Stores a SEPA account in the holder's name: the newcomer's (Lena Neumann) unless another player's is given. */
export const storeIban = (
  platform: FakePlatformApi,
  token: string,
  iban: string,
  holder = { first_name: 'Lena', last_name: 'Neumann' },
): void => platform.storeSepaAccount(token, { account_holder: holder, iban });

/** Reads /me `times` times and answers the IBAN check status of each read. */
export const ibanReads = (platform: FakePlatformApi, token: string, times: number) =>
  Array.from({ length: times }, () => platform.me(token).iban_check_status);

/** Stores the scenario's valid IBAN and reads until the bank answered: the player is provisional then. */
export function withCheckedAccount(platform: FakePlatformApi, token: string): void {
  storeIban(platform, token, IBAN_VALID);
  ibanReads(platform, token, 3);
}

/** The code of the newest micro deposit to `email`, off the fake bank statement. */
export function microDepositCode(platform: FakePlatformApi, email: string): string {
  const transfer = platform.bankStatement(email)[0];
  if (!transfer) throw new Error(`no micro deposit for ${email}`);
  return transfer.code;
}
