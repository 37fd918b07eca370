import { Temporal } from '../../core/shared/temporal';
import type { Clock } from '../../ports/clock.port';

/** A clock tests set and move by hand. */
export class ManualClock implements Clock {
  private current: Temporal.Instant;
  constructor(start: string | Temporal.Instant = '2026-11-18T12:00:00Z') {
    this.current = typeof start === 'string' ? Temporal.Instant.from(start) : start;
  }
  now(): Temporal.Instant {
    return this.current;
  }
  set(instant: string): void {
    this.current = Temporal.Instant.from(instant);
  }
  advance(milliseconds: number): void {
    this.current = this.current.add({ milliseconds });
  }
}
