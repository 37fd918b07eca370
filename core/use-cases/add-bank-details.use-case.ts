import { err, ok, type Result } from '../shared/result';
import type { IbanCheckOutcome } from '../domain/verification-flow';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { BankDetails, VerificationGateway, VerificationRejection } from '../../ports/verification-gateway.port';
import type { PollIbanCheckUseCase } from './poll-iban-check.use-case';

/**
 * The micro deposit's first step: store the player's bank account (POST /my/sepa_accounts)
 * and wait for the IBAN check like the verification flow does. Field errors are an answer.
 */
export class AddBankDetailsUseCase {
  constructor(
    private readonly verification: VerificationGateway,
    private readonly ibanCheck: PollIbanCheckUseCase,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(details: BankDetails): Promise<Result<IbanCheckOutcome, VerificationRejection>> {
    const missing = requiredErrors(details);
    if (missing) return err(missing);
    const stored = await this.verification.addBankDetails(details);
    // The payment methods now hold the account (or not): cached ones are stale either way.
    this.playerCache?.invalidate();
    if (!stored.ok) return stored;
    return ok((await this.ibanCheck.execute()).outcome);
  }
}

function requiredErrors(details: BankDetails): VerificationRejection | null {
  const fields: Record<string, string> = {
    'account_holder.first_name': details.accountHolder.firstName,
    'account_holder.last_name': details.accountHolder.lastName,
    iban: details.iban,
  };
  const attributeErrors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => !value.trim())
      .map(([field]) => [field, ['required']]),
  );
  return Object.keys(attributeErrors).length > 0 ? { kind: 'rejected', globalErrors: [], attributeErrors } : null;
}
