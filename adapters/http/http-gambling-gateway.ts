import type { GameLaunch, GameLaunchRefusal, LaunchGameRequest } from '../../core/domain/game-launch';
import type { Result } from '../../core/shared/result';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import { requireParam, type HttpClient } from './client';
import type { LaunchGameResponseDto } from './wire/gambling.dto';
import { ignoringNotFound, launchResult, toLaunchQuery } from './wire/gambling.mapper';

/** The gambling service over HTTP; the player's token goes in `User-Auth` (docs/decisions.md). */
export class HttpGamblingGateway implements GamblingGateway {
  constructor(private readonly http: HttpClient) {}

  launchGame(request: LaunchGameRequest, idempotencyKey: string): Promise<Result<GameLaunch, GameLaunchRefusal>> {
    requireParam('gameId', request.gameId);
    const headers = { 'Idempotency-Key': requireParam('idempotencyKey', idempotencyKey) };
    return launchResult(async () => {
      const dto = await this.http.request<LaunchGameResponseDto>('gambling', 'GET', '/launch-game', {
        query: { ...toLaunchQuery(request) },
        headers,
        auth: 'user-auth',
      });
      // The provider's page may be one of the backend's own (the fake provider): read against its address.
      return typeof dto.url === 'string' ? { ...dto, url: this.http.backendPage(dto.url) } : dto;
    });
  }

  endSession(sessionId: string): Promise<void> {
    const id = encodeURIComponent(requireParam('sessionId', sessionId));
    return ignoringNotFound(() => this.http.request('gambling', 'POST', `/sessions/${id}/end`, { auth: 'user-auth' }));
  }

  async endAllSessions(): Promise<void> {
    await this.http.request('gambling', 'POST', '/sessions/end-all', { auth: 'user-auth' });
  }
}
