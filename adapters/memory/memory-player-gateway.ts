import { err, ok, type Result } from '../../core/shared/result';
import type { Player, SessionTokens } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { Credentials, LoginError, PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { loginErrorFrom } from '../http/wire/login-error.mapper';
import { toPlayer, toSessionTokens } from '../http/wire/player.mapper';
import { platformCall } from './platform-call';
import { requireParam } from '../http/client';

export class MemoryPlayerGateway implements PlayerGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async login(credentials: Credentials): Promise<Result<SessionTokens, LoginError>> {
    try {
      const dto = await platformCall('POST', '/login', () =>
        this.platform.login({
          username: credentials.username,
          password: credentials.password,
          long_lasting_session: credentials.longLastingSession,
        }),
      );
      return ok(toSessionTokens(dto));
    } catch (error) {
      const loginError = loginErrorFrom(error);
      if (loginError) return err(loginError);
      throw error;
    }
  }

  async refresh(refreshToken: string): Promise<string> {
    return (
      await platformCall('PUT', '/refresh', () => this.platform.refresh(requireParam('refresh token', refreshToken)))
    ).access_token;
  }

  async logout(refreshToken: string): Promise<void> {
    const token = requireParam('logout token', refreshToken);
    await platformCall('DELETE', '/logout', () => this.platform.logout(token));
  }

  async me(): Promise<Player> {
    return toPlayer(await platformCall('GET', '/me', () => this.platform.me(this.accessToken())));
  }

  private accessToken(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
