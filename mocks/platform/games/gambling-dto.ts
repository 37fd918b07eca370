import type { LaunchGameResponseDto } from '../../../adapters/http/wire/gambling.dto';

/** A game session as the fake gambling service keeps it (and shows it on GET /__fake/game-sessions). */
export interface GameSessionDto {
  session_id: string;
  game_id: string;
  /** null for a visitor's demo session. */
  player_id: string | null;
  demo: boolean;
  platform: string;
  started_at: string;
  ended_at: string | null;
}

/** The gambling service's calls (spec/2 §7.5) and the developer look at its sessions. */
export interface GamblingApi {
  /**
   * GET /launch-game. `query` is the untrusted query string; `idempotencyKey` the header.
   * A visitor may only launch demos (401 otherwise); locked or not fully verified players get
   * 403 `{code}`; the same key again answers the same session.
   */
  launchGame(
    accessToken: string | null,
    query: Record<string, string | null>,
    idempotencyKey: string | null,
  ): LaunchGameResponseDto;
  /** POST /sessions/{id}/end: the player's own (or a demo) session; 404 for unknown ones; ending twice is fine. */
  endGameSession(accessToken: string | null, sessionId: string): void;
  /** POST /sessions/end-all: every running session of the player. */
  endAllGameSessions(accessToken: string | null): void;
  /** Developer control: every session, newest first (running and ended). */
  gameSessions(): GameSessionDto[];
}
