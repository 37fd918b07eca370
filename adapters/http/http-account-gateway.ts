import type { Result } from '../../core/shared/result';
import type { Player } from '../../core/domain/player';
import type {
  AccountGateway,
  FieldRejection,
  PersonalDataUpdate,
  RegisterRequest,
  ZipCodeSuggestion,
} from '../../ports/account-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { PlayerDto, RecoveryTokenValidityDto, ZipCodeEntryDto } from './wire/player.dto';
import { toPlayer } from './wire/player.mapper';
import { formResult } from './wire/field-rejection.mapper';
import { toRegisterDto, toUpdatePlayerDto, toZipSuggestion } from './wire/account.mapper';

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  register(request: RegisterRequest): Promise<Result<Player, FieldRejection>> {
    return formResult(async () =>
      toPlayer(
        await this.http.request<PlayerDto>('player', 'POST', '/register', {
          body: toRegisterDto(request),
          auth: 'none',
        }),
      ),
    );
  }

  async zipCodes(startingWith: string): Promise<ZipCodeSuggestion[]> {
    const list = await this.http.request<ZipCodeEntryDto[]>('player', 'GET', '/zip_codes', {
      query: { starting_with: requireParam('starting_with', startingWith) },
      auth: 'none',
    });
    return list.map(toZipSuggestion);
  }

  async startRecovery(email: string): Promise<void> {
    await this.http.request('player', 'POST', '/start_recovery', {
      body: { email: requireParam('email', email) },
      auth: 'none',
    });
  }

  async validateRecoveryToken(token: string): Promise<boolean> {
    const query = { password_recovery_token: requireParam('password recovery token', token) };
    return (
      await this.http.request<RecoveryTokenValidityDto>('player', 'GET', '/validate_password_recovery_token', {
        query,
        auth: 'none',
      })
    ).valid;
  }

  resetPassword(token: string, password: string): Promise<Result<void, FieldRejection>> {
    const body = { password_recovery_token: requireParam('password recovery token', token), password };
    return formResult(async () => void (await this.http.request('player', 'PUT', '/password', { body, auth: 'none' })));
  }

  changePassword(oldPassword: string, newPassword: string): Promise<Result<void, FieldRejection>> {
    return formResult(
      async () =>
        void (await this.http.request('player', 'PUT', '/me/change_password', {
          body: { old_password: oldPassword, new_password: newPassword },
        })),
    );
  }

  updatePersonalData(update: PersonalDataUpdate): Promise<Result<Player, FieldRejection>> {
    return formResult(async () =>
      toPlayer(await this.http.request<PlayerDto>('player', 'PUT', '/me', { body: toUpdatePlayerDto(update) })),
    );
  }

  async disableAccount(): Promise<void> {
    await this.http.request('player', 'POST', '/me/disable');
  }
}
