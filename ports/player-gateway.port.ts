import type { Result } from '../core/shared/result';
import type { Player, SessionTokens } from '../core/domain/player';

export type LoginError = { kind: 'invalid_credentials' } | { kind: 'too_many_invalid_attempts' };

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly longLastingSession: boolean;
}

/** Player API: sessions and the player record. */
export interface PlayerGateway {
  login(credentials: Credentials): Promise<Result<SessionTokens, LoginError>>;
  /** A new access token for the refresh token. */
  refresh(refreshToken: string): Promise<string>;
  logout(refreshToken: string): Promise<void>;
  me(): Promise<Player>;
}
