import { err, type Result } from '../shared/result';
import type { SessionTokens } from '../domain/player';
import { isTransient, loginRetryDelay, SESSION } from '../domain/session';
import type { LoginError, PlayerGateway } from '../../ports/player-gateway.port';
import type { Scheduler } from '../../ports/scheduler.port';
import type { TokenStore } from '../../ports/token-store.port';

export interface LoginInput {
  readonly username: string;
  readonly password: string;
  readonly longLastingSession: boolean;
}

export type LoginFailure = LoginError | { kind: 'missing_credentials' };

/**
 * Logs a player in and keeps the tokens. Transient failures are retried with backoff
 * (8 attempts, 250 ms × 1.5ⁿ); wrong credentials are an answer and never retried.
 */
export class LoginUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly tokens: TokenStore,
    private readonly scheduler: Scheduler,
  ) {}

  async execute(input: LoginInput): Promise<Result<SessionTokens, LoginFailure>> {
    const username = input.username.trim();
    if (!username || !input.password) return err({ kind: 'missing_credentials' });
    const credentials = { username, password: input.password, longLastingSession: input.longLastingSession };
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.players.login(credentials);
        if (result.ok) this.tokens.write(result.value);
        else this.tokens.clear();
        return result;
      } catch (error) {
        if (!isTransient(error) || attempt >= SESSION.login.maxAttempts) throw error;
        await this.scheduler.sleep(loginRetryDelay(attempt));
      }
    }
  }
}
