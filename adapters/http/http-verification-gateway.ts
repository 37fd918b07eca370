import type { Result } from '../../core/shared/result';
import type {
  BankDetails,
  MicroDepositConfirmError,
  VerificationGateway,
  VerificationRejection,
} from '../../ports/verification-gateway.port';
import { requireParam, type HttpClient } from './client';
import type {
  MicroDepositConfirmRequestDto,
  NectIdentStartRequestDto,
  NectIdentStartResponseDto,
} from './wire/player.dto';
import { confirmAnswer, formAnswer, toSepaAccountDto } from './wire/verification.mapper';

export class HttpVerificationGateway implements VerificationGateway {
  constructor(private readonly http: HttpClient) {}

  addBankDetails(details: BankDetails): Promise<Result<void, VerificationRejection>> {
    return formAnswer(() =>
      this.http.request('wallet', 'POST', '/my/sepa_accounts', { body: toSepaAccountDto(details) }),
    );
  }

  startMicroDeposit(): Promise<Result<void, VerificationRejection>> {
    return formAnswer(() => this.http.request('player', 'POST', '/my/micro_deposit_verification'));
  }

  confirmMicroDeposit(code: string): Promise<Result<void, MicroDepositConfirmError>> {
    const body: MicroDepositConfirmRequestDto = { code: requireParam('code', code.trim()) };
    return confirmAnswer(() =>
      this.http.request('player', 'PATCH', '/my/micro_deposit_verification/confirm', { body }),
    );
  }

  async startSelfieIdent(redirectUrl: string, mockType: string | null): Promise<string> {
    const body: NectIdentStartRequestDto = {
      redirect_url: requireParam('redirect_url', redirectUrl),
      mock_type: mockType,
    };
    const { url } = await this.http.request<NectIdentStartResponseDto>(
      'player',
      'POST',
      '/my/nect_robo_ident_case/start',
      { body },
    );
    return this.http.backendPage(url);
  }
}
