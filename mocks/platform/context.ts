import type { Temporal } from '../../core/shared/temporal';
import type { Random } from './prng';
import type { PlatformState, PlayerRecord } from './state';

/** What a state-changing rule gets: the state, the seeded random stream and the platform's "now". */
export interface PlatformContext {
  state: PlatformState;
  /** Ids, numbers and other demo data; never secrets (those come from secrets.ts). */
  random: Random;
  now: Temporal.Instant;
}

/** How the platform's API parts (payments, account, verification) reach state and players. */
export interface PlatformRuntime {
  /** Runs a state change and saves afterwards, also when it throws (a recorded decline must stay). */
  mutate: <T>(change: (ctx: PlatformContext) => T) => T;
  /** A look at the state without saving. */
  view: <T>(look: (ctx: PlatformContext) => T) => T;
  /** The player behind an access token, or 401. */
  playerOf: (accessToken: string | null) => PlayerRecord;
}

/** A change made as the player behind the token: 401 comes before any look at the body. */
export function asPlayerOf(runtime: PlatformRuntime) {
  return <T>(token: string | null, change: (ctx: PlatformContext, record: PlayerRecord) => T): T => {
    const record = runtime.playerOf(token);
    return runtime.mutate((ctx) => change(ctx, record));
  };
}
