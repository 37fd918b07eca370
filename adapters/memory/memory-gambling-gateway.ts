import type { GameLaunch, GameLaunchRefusal, LaunchGameRequest } from '../../core/domain/game-launch';
import type { Result } from '../../core/shared/result';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { requireParam } from '../http/client';
import { ignoringNotFound, launchResult, toLaunchQuery } from '../http/wire/gambling.mapper';
import { platformCall } from './platform-call';

/** The gambling service straight on the fake platform (same query shape, mappers and errors as HTTP). */
export class MemoryGamblingGateway implements GamblingGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  launchGame(request: LaunchGameRequest, idempotencyKey: string): Promise<Result<GameLaunch, GameLaunchRefusal>> {
    requireParam('gameId', request.gameId);
    const key = requireParam('idempotencyKey', idempotencyKey);
    // The query string as the wire carries it: every value a string.
    const query = Object.fromEntries(Object.entries(toLaunchQuery(request)).map(([k, v]) => [k, String(v)]));
    return launchResult(() =>
      platformCall('GET', '/launch-game', () => this.platform.launchGame(this.token(), query, key)),
    );
  }

  endSession(sessionId: string): Promise<void> {
    const id = requireParam('sessionId', sessionId);
    return ignoringNotFound(() =>
      platformCall('POST', `/sessions/${id}/end`, () => this.platform.endGameSession(this.token(), id)),
    );
  }

  async endAllSessions(): Promise<void> {
    await platformCall('POST', '/sessions/end-all', () => this.platform.endAllGameSessions(this.token()));
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
