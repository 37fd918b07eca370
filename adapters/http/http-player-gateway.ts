import { err, ok, type Result } from '../../core/shared/result';
import type { Player, SessionTokens } from '../../core/domain/player';
import type { Credentials, LoginError, PlayerGateway } from '../../ports/player-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { PlayerDto, RefreshResponseDto, SessionTokensDto } from './wire/player.dto';
import { toPlayer, toSessionTokens } from './wire/player.mapper';
import { loginErrorFrom } from './wire/login-error.mapper';

export class HttpPlayerGateway implements PlayerGateway {
  constructor(private readonly http: HttpClient) {}

  async login(credentials: Credentials): Promise<Result<SessionTokens, LoginError>> {
    try {
      const dto = await this.http.request<SessionTokensDto>('player', 'POST', '/login', {
        body: {
          username: credentials.username,
          password: credentials.password,
          long_lasting_session: credentials.longLastingSession,
        },
      });
      return ok(toSessionTokens(dto));
    } catch (error) {
      const loginError = loginErrorFrom(error);
      if (loginError) return err(loginError);
      throw error;
    }
  }

  async refresh(refreshToken: string): Promise<string> {
    const dto = await this.http.request<RefreshResponseDto>('player', 'PUT', '/refresh', {
      body: { refresh_token: requireParam('refresh token', refreshToken) },
    });
    return dto.access_token;
  }

  async logout(refreshToken: string): Promise<void> {
    await this.http.request<void>('player', 'DELETE', '/logout', {
      query: { token: requireParam('logout token', refreshToken) },
    });
  }

  async me(): Promise<Player> {
    return toPlayer(await this.http.request<PlayerDto>('player', 'GET', '/me'));
  }
}
