import { Temporal } from '../../core/shared/temporal';
import type { Clock } from '../../ports/clock.port';

export class SystemClock implements Clock {
  now(): Temporal.Instant {
    return Temporal.Now.instant();
  }
}
