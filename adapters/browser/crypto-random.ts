import type { IdGenerator } from '../../ports/id-generator.port';
import type { Random } from '../../ports/random.port';

/** Unbiased integers from the Web Crypto API (rejection sampling). */
export class CryptoRandom implements Random {
  integer(min: number, max: number): number {
    const range = max - min + 1;
    const limit = Math.floor(0x1_0000_0000 / range) * range;
    const buffer = new Uint32Array(1);
    for (;;) {
      globalThis.crypto.getRandomValues(buffer);
      const value = buffer[0]!;
      if (value < limit) return min + (value % range);
    }
  }
}

export class CryptoIdGenerator implements IdGenerator {
  uuid(): string {
    return globalThis.crypto.randomUUID();
  }
}
