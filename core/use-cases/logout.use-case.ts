import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';

/** Ends the session on the server when there is one; local tokens are cleared either way. */
export class LogoutUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(): Promise<void> {
    const refreshToken = this.tokens.read()?.refreshToken;
    this.tokens.clear();
    if (!refreshToken) return;
    try {
      await this.players.logout(refreshToken);
    } catch {
      // The session is gone locally; a server that cannot be reached expires it by itself.
    }
  }
}
