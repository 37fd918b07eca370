import type { Result } from '../shared/result';
import type { VerificationGateway, VerificationRejection } from '../../ports/verification-gateway.port';

/** The micro deposit's second step: 0,01 € with a code in the reference goes to the stored account. */
export class StartMicroDepositUseCase {
  constructor(private readonly verification: VerificationGateway) {}

  execute(): Promise<Result<void, VerificationRejection>> {
    return this.verification.startMicroDeposit();
  }
}
