import { Temporal } from '../../core/shared/temporal';

/**
 * The platform's notion of "now". Real time by default; tests pin it with `fixed`. The offset
 * lets developers jump to a sale stop or a draw without waiting (control API `POST /clock`);
 * the platform persists the offset in its state so a restarted server keeps the shifted time.
 */
export interface PlatformClock {
  now(): Temporal.Instant;
  offsetMinutes(): number;
  setOffsetMinutes(minutes: number): void;
  /** Pins the base time (ISO instant) or, with null, returns to real time. */
  setFixed(isoInstant: string | null): void;
}

export interface PlatformClockOptions {
  /** ISO instant, e.g. '2026-03-04T16:59:00Z'. */
  fixed?: string;
  offsetMinutes?: number;
}

export function createPlatformClock(options: PlatformClockOptions = {}): PlatformClock {
  let fixed: Temporal.Instant | null = options.fixed ? Temporal.Instant.from(options.fixed) : null;
  let offset = options.offsetMinutes ?? 0;
  return {
    now: () => (fixed ?? Temporal.Now.instant()).add({ minutes: offset }),
    offsetMinutes: () => offset,
    setOffsetMinutes: (minutes) => {
      if (!Number.isSafeInteger(minutes)) throw new RangeError(`Clock offset must be whole minutes, got ${minutes}`);
      offset = minutes;
    },
    setFixed: (isoInstant) => {
      fixed = isoInstant === null ? null : Temporal.Instant.from(isoInstant);
    },
  };
}
