import type { Result } from '../../core/shared/result';
import type { Player } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type {
  AccountGateway,
  FieldRejection,
  PersonalDataUpdate,
  RegisterRequest,
  ZipCodeSuggestion,
} from '../../ports/account-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { toRegisterDto, toUpdatePlayerDto, toZipSuggestion } from '../http/wire/account.mapper';
import { formResult } from '../http/wire/field-rejection.mapper';
import { toPlayer } from '../http/wire/player.mapper';
import { platformCall } from './platform-call';
import { requireParam } from '../http/client';

/** Registration, recovery and personal data straight on the fake platform (same mappers and errors as HTTP). */
export class MemoryAccountGateway implements AccountGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  register(request: RegisterRequest): Promise<Result<Player, FieldRejection>> {
    return formResult(async () =>
      toPlayer(await platformCall('POST', '/register', () => this.platform.register(toRegisterDto(request)))),
    );
  }

  async zipCodes(startingWith: string): Promise<ZipCodeSuggestion[]> {
    requireParam('starting_with', startingWith);
    return (await platformCall('GET', '/zip_codes', () => this.platform.zipCodes(startingWith))).map(toZipSuggestion);
  }

  async startRecovery(email: string): Promise<void> {
    requireParam('email', email);
    await platformCall('POST', '/start_recovery', () => this.platform.startRecovery({ email }));
  }

  async validateRecoveryToken(token: string): Promise<boolean> {
    requireParam('password recovery token', token);
    return (
      await platformCall('GET', '/validate_password_recovery_token', () => this.platform.validateRecoveryToken(token))
    ).valid;
  }

  resetPassword(token: string, password: string): Promise<Result<void, FieldRejection>> {
    requireParam('password recovery token', token);
    return formResult(() =>
      platformCall('PUT', '/password', () => this.platform.resetPassword({ password_recovery_token: token, password })),
    );
  }

  changePassword(oldPassword: string, newPassword: string): Promise<Result<void, FieldRejection>> {
    return formResult(() =>
      platformCall('PUT', '/me/change_password', () =>
        this.platform.changePassword(this.token(), { old_password: oldPassword, new_password: newPassword }),
      ),
    );
  }

  updatePersonalData(update: PersonalDataUpdate): Promise<Result<Player, FieldRejection>> {
    return formResult(async () =>
      toPlayer(
        await platformCall('PUT', '/me', () =>
          this.platform.updatePersonalData(this.token(), toUpdatePlayerDto(update)),
        ),
      ),
    );
  }

  async disableAccount(): Promise<void> {
    await platformCall('POST', '/me/disable', () => this.platform.disableAccount(this.token()));
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
