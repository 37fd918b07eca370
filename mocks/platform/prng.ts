/**
 * Seeded randomness for the fake platform's demo data (draws, names, ids that grant nothing).
 * The generator's state lives in the platform state (a plain number), so a reloaded platform
 * continues the same sequence and two platforms with the same seed and clock produce the same
 * data. One observed output reveals the state, so secrets come from secrets.ts instead.
 */

/** Where the 32-bit generator state is kept between calls (the persisted platform state). */
export interface RandomStateHolder {
  rng_state: number;
}

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A string of `length` decimal digits (leading zeros allowed). */
  digits(length: number): string;
  /** Version-4-shaped UUID built from the seeded stream. */
  uuid(): string;
}

/** Mulberry32 step: small, fast and good enough for demo data; never for security. */
function step(holder: RandomStateHolder): number {
  const advanced = (holder.rng_state + 0x6d2b79f5) >>> 0;
  holder.rng_state = advanced;
  let t = advanced;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

const HEX = '0123456789abcdef';

export function initialRandomState(seed: number): number {
  return seed >>> 0;
}

export function createRandom(holder: RandomStateHolder): Random {
  const next = () => step(holder);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)] ?? '').join('');
  return {
    next,
    int,
    digits: (length) => pick('0123456789', length),
    uuid: () => {
      const hex = pick(HEX, 32).split('');
      hex[12] = '4';
      // RFC 4122 variant: the 17th hex digit is one of 8, 9, a, b.
      hex[16] = HEX[8 + int(0, 3)] ?? '8';
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}
