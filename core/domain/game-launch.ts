/** A started game session at the provider (spec/2 §7.5 GET /launch-game → url, session id). */
export interface GameLaunch {
  /** The provider's page for the iframe; it carries the provider's session id, never our tokens. */
  readonly url: string;
  readonly sessionId: string;
}

export type GamePlatform = 'desktop' | 'mobile';

export interface LaunchGameRequest {
  readonly gameId: string;
  readonly platform: GamePlatform;
  /** Same-origin path the provider's "home" button leads back to. */
  readonly homePath: string;
  readonly demo: boolean;
  readonly ticketsOnly?: boolean;
}

/**
 * Why a launch was refused, as i18n keys: a visitor wants real money play; the player is locked
 * (self-lock, fraud or verification lock) or not verified; the game is unknown to the provider.
 */
const GAME_LAUNCH_REFUSALS = [
  'login_required',
  'addiction_locked',
  'player_locked',
  'player_unverified',
  'game_not_found',
] as const;
export type GameLaunchRefusalKind = (typeof GAME_LAUNCH_REFUSALS)[number];
export interface GameLaunchRefusal {
  readonly kind: GameLaunchRefusalKind;
}

export const isGameLaunchRefusal = (code: unknown): code is GameLaunchRefusalKind =>
  typeof code === 'string' && (GAME_LAUNCH_REFUSALS as readonly string[]).includes(code);
