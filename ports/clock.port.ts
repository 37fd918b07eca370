import type { Temporal } from '../core/shared/temporal';

export interface Clock {
  now(): Temporal.Instant;
}
