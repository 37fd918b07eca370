import type { Temporal } from '../../core/shared/temporal';
import type { Random } from './prng';
import type { PlatformState } from './state';

/** What a state-changing rule gets: the state, the data random stream and the platform's "now". */
export interface PlatformContext {
  state: PlatformState;
  random: Random;
  now: Temporal.Instant;
}
