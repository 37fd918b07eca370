import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { LocalData } from '../../ports/local-data.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';

/**
 * Ends the session: DELETE /logout with the refresh token when there is one, then clears all
 * local data except the cookie consent. `serverToo: false` is the local-only clear (401 on refresh).
 */
export class LogoutUseCase {
  constructor(
    private readonly players: PlayerGateway,
    private readonly tokens: TokenStore,
    private readonly local: LocalData,
    /** Game sessions at the provider end with the session (spec/2 §7.5 end-all); optional for callers without games. */
    private readonly gambling: Pick<GamblingGateway, 'endAllSessions'> | null = null,
  ) {}

  async execute(options: { serverToo: boolean } = { serverToo: true }): Promise<void> {
    const refreshToken = this.tokens.read()?.refreshToken;
    // While the access token still exists: the provider must not keep a session open for a logged-out player.
    if (refreshToken && options.serverToo && this.gambling) await this.gambling.endAllSessions().catch(() => undefined);
    this.tokens.clear();
    this.local.clearExceptConsent();
    if (!refreshToken || !options.serverToo) return;
    try {
      await this.players.logout(refreshToken);
    } catch {
      // The session is gone locally; a server that cannot be reached expires it by itself.
    }
  }
}
