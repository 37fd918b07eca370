import { err, type Result } from '../shared/result';
import type { SessionTokens } from '../domain/player';
import type { LoginError, PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';

export interface LoginInput {
  readonly username: string;
  readonly password: string;
  readonly longLastingSession: boolean;
}

export type LoginFailure = LoginError | { kind: 'missing_credentials' };

/** Logs a player in and keeps the tokens; wrong credentials are an answer, not a fault. */
export class LoginUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(input: LoginInput): Promise<Result<SessionTokens, LoginFailure>> {
    const username = input.username.trim();
    if (!username || !input.password) return err({ kind: 'missing_credentials' });
    const result = await this.players.login({ username, password: input.password, longLastingSession: input.longLastingSession });
    if (result.ok) this.tokens.write(result.value);
    else this.tokens.clear();
    return result;
  }
}
