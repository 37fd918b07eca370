import type { GameLaunch, LaunchGameRequest } from '../../../core/domain/game-launch';
import { isGameLaunchRefusal, type GameLaunchRefusal } from '../../../core/domain/game-launch';
import { AuthenticationError, GatewayError, NotFoundError } from '../../../core/domain/errors';
import { err, ok, type Result } from '../../../core/shared/result';
import { HttpResponseError } from '../http-errors';
import type { LaunchGameQueryDto, LaunchGameResponseDto } from './gambling.dto';

export const toLaunchQuery = (request: LaunchGameRequest): LaunchGameQueryDto => ({
  gameId: request.gameId,
  platform: request.platform,
  homePath: request.homePath,
  ...(request.demo ? { isDemo: true } : {}),
  ...(request.ticketsOnly ? { ticketsOnly: true } : {}),
});

/** The URL goes into an iframe: only http(s) or a same-origin path, never `javascript:` or `data:`. */
function toGameLaunch(dto: LaunchGameResponseDto): GameLaunch {
  if (typeof dto.url !== 'string' || !/^(https?:\/\/|\/(?!\/))/i.test(dto.url))
    throw new Error('Game launch URL is neither http(s) nor a same-origin path');
  return { url: dto.url, sessionId: dto.session_id };
}

/** 401, 404 and a 403 with a known code are refusals the player can act on; everything else is a fault. */
export async function launchResult(
  call: () => Promise<LaunchGameResponseDto>,
): Promise<Result<GameLaunch, GameLaunchRefusal>> {
  try {
    return ok(toGameLaunch(await call()));
  } catch (error) {
    if (error instanceof AuthenticationError) return err({ kind: 'login_required' });
    if (error instanceof NotFoundError) return err({ kind: 'game_not_found' });
    if (error instanceof GatewayError && error.status === 403) {
      const code = error instanceof HttpResponseError ? error.body.code : 'player_unverified';
      if (isGameLaunchRefusal(code)) return err({ kind: code });
      return err({ kind: 'player_locked' });
    }
    throw error;
  }
}

/** Ending a session that is gone already (404) is what the caller wanted. */
export async function ignoringNotFound(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}
