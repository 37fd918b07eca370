import { err, type Result } from '../shared/result';
import type { MicroDepositConfirmError, VerificationGateway } from '../../ports/verification-gateway.port';

export type ConfirmMicroDepositError = MicroDepositConfirmError | { readonly kind: 'missing_code' };

/** The micro deposit's last step: the code from the bank statement's reference. A wrong code is an answer. */
export class ConfirmMicroDepositUseCase {
  constructor(private readonly verification: VerificationGateway) {}

  execute(code: string): Promise<Result<void, ConfirmMicroDepositError>> {
    const trimmed = code.trim();
    if (!trimmed) return Promise.resolve(err({ kind: 'missing_code' }));
    return this.verification.confirmMicroDeposit(trimmed);
  }
}
