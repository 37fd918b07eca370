import type { GameLaunch, GameLaunchRefusal, LaunchGameRequest } from '../core/domain/game-launch';
import type { Result } from '../core/shared/result';

/**
 * The gambling service (spec/2 §7.5): game sessions at the external provider. Calls carry the
 * player's access token in the `User-Auth` header (spec/1 §6); a demo launch needs no player.
 * Refusals the player can act on are answers; other faults throw.
 */
export interface GamblingGateway {
  /** GET /launch-game; `idempotencyKey` (a UUID per launch attempt) goes into the Idempotency-Key header. */
  launchGame(request: LaunchGameRequest, idempotencyKey: string): Promise<Result<GameLaunch, GameLaunchRefusal>>;
  /** POST /sessions/{id}/end; an unknown or already ended session counts as ended. */
  endSession(sessionId: string): Promise<void>;
  /** POST /sessions/end-all: every session of the player (logout). */
  endAllSessions(): Promise<void>;
}
