import type { Random } from '../../ports/random.port';
import type { IdGenerator } from '../../ports/id-generator.port';

/** mulberry32: tiny, fast, deterministic; good enough for reproducible tests, not for security. */
export class SeededRandom implements Random {
  private state: number;
  constructor(seed = 1) {
    this.state = seed >>> 0;
  }
  private next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/** Deterministic ids shaped like version-4 UUIDs. */
export class SequenceIdGenerator implements IdGenerator {
  private counter = 0;
  uuid(): string {
    this.counter += 1;
    const tail = this.counter.toString(16).padStart(12, '0');
    return `00000000-0000-4000-8000-${tail}`;
  }
}
