import type { VerificationGateway } from '../../ports/verification-gateway.port';

export interface StartSelfieIdentInput {
  /** Where the ident provider sends the player back (the age verification page with ident_return=1). */
  readonly returnUrl: string;
  /** Lets a test backend pick the ident's outcome; null against the real provider. */
  readonly mockType?: string | null;
}

/** Opens a selfie ident case; the answer is the provider's URL the player goes to next. */
export class StartSelfieIdentUseCase {
  constructor(private readonly verification: VerificationGateway) {}

  execute(input: StartSelfieIdentInput): Promise<string> {
    return this.verification.startSelfieIdent(input.returnUrl, input.mockType ?? null);
  }
}
