import type { FinalVerificationStatus } from './verification-flow';

// Its own module: the shell's verification guard needs only this, the flow loads after a login.
/** Final states that send the player to the age verification page (spec/1 §2); the details flag opens the micro deposit. */
export function verificationRedirect(
  status: FinalVerificationStatus,
): { readonly showMicroDepositDetails: boolean } | null {
  switch (status) {
    case 'missingBankDetails':
    case 'missingMicroDepositVerification':
    case 'missingNectIdentCheck':
    case 'verificationExpired':
      return { showMicroDepositDetails: false };
    case 'pendingMicroDepositVerification':
      return { showMicroDepositDetails: true };
    default:
      return null;
  }
}
