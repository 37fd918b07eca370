import type { Result } from '../../core/shared/result';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type {
  BankDetails,
  MicroDepositConfirmError,
  VerificationGateway,
  VerificationRejection,
} from '../../ports/verification-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { confirmAnswer, formAnswer, toSepaAccountDto } from '../http/wire/verification.mapper';
import { platformCall } from './platform-call';
import { requireParam } from '../http/client';

/** The same verification calls straight on the fake platform (same mappers, same error classes). */
export class MemoryVerificationGateway implements VerificationGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  addBankDetails(details: BankDetails): Promise<Result<void, VerificationRejection>> {
    return formAnswer(() =>
      platformCall('POST', '/my/sepa_accounts', () =>
        this.platform.storeSepaAccount(this.token(), toSepaAccountDto(details)),
      ),
    );
  }

  startMicroDeposit(): Promise<Result<void, VerificationRejection>> {
    return formAnswer(() =>
      platformCall('POST', '/my/micro_deposit_verification', () => this.platform.startMicroDeposit(this.token())),
    );
  }

  confirmMicroDeposit(code: string): Promise<Result<void, MicroDepositConfirmError>> {
    requireParam('code', code.trim());
    return confirmAnswer(() =>
      platformCall('PATCH', '/my/micro_deposit_verification/confirm', () =>
        this.platform.confirmMicroDeposit(this.token(), { code: code.trim() }),
      ),
    );
  }

  async startSelfieIdent(redirectUrl: string, mockType: string | null): Promise<string> {
    const body = { redirect_url: requireParam('redirect_url', redirectUrl), mock_type: mockType };
    return (
      await platformCall('POST', '/my/nect_robo_ident_case/start', () =>
        this.platform.startNectIdent(this.token(), body),
      )
    ).url;
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
