/**
 * Seeded random faults for soak tests and manual exploration: "every API call fails with
 * probability 0.2". The same seed over the same sequence of calls gives the same faults, so a
 * failing soak can be replayed. Only API routes are ever faulted (never the control API or
 * static files; `fault.handlers.ts` decides that before asking here).
 */
import { InvalidFaultSpecError, pathMatcher } from './fault-spec';

/** 500 / 503 answers, a delay before the real answer, a connection dropped before the platform saw the call, or after it acted (the answer is lost). */
export const RANDOM_FAULT_KINDS = ['status_500', 'status_503', 'delay', 'drop', 'lost_answer'] as const;
export type RandomFaultKind = (typeof RANDOM_FAULT_KINDS)[number];

/** `POST /__fake/faults/random` takes the same JSON; FAKE_FAULT_* environment variables set it at start. */
export interface RandomFaultSpec {
  /** Probability from 0 to 1 that a faultable call gets a fault. */
  rate: number;
  /** Any integer; the same seed gives the same sequence. Default 1. */
  seed?: number;
  /** Which faults to draw from, equally likely; default all. */
  kinds?: RandomFaultKind[];
  /** Only calls whose pathname matches one of these (prefix, or RegExp source starting with '^'); default every API call. */
  paths?: string[];
  /** Upper bound of a `delay` fault in ms (the delay is drawn from 1..delay_ms); default 1500. */
  delay_ms?: number;
}

export interface RandomFaultStatus extends Required<RandomFaultSpec> {
  /** Faultable calls seen since the rate was set. */
  calls: number;
  /** Faults injected, by kind. */
  injected: Record<RandomFaultKind, number>;
}

/** What one call gets: the same vocabulary as an explicit fault. */
export interface RandomFault {
  kind: RandomFaultKind;
  status?: number;
  delay_ms?: number;
  network_error?: boolean;
  lost_answer?: boolean;
}

export class InvalidRandomFaultError extends InvalidFaultSpecError {
  override name = 'InvalidRandomFaultError';
  constructor(field: string, detail: string) {
    super(field, detail, 'random fault');
  }
}

const DEFAULT_RANDOM_DELAY_MS = 1500;
const MAX_RANDOM_DELAY_MS = 60_000;
const OPTIONS = ['rate', 'seed', 'kinds', 'paths', 'delay_ms'];

/** Checks untrusted input (control API JSON, environment) and returns a complete copy. */
export function parseRandomFaultSpec(input: unknown): Required<RandomFaultSpec> {
  const invalid = (field: string, detail: string) => new InvalidRandomFaultError(field, detail);
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw invalid('random', 'must be a JSON object');
  const raw = input as Record<string, unknown>;
  const unknown = Object.keys(raw).find((key) => !OPTIONS.includes(key));
  if (unknown !== undefined) throw invalid(unknown, `is not an option (known: ${OPTIONS.join(', ')})`);
  const {
    rate,
    seed = 1,
    kinds = [...RANDOM_FAULT_KINDS],
    paths = [],
    delay_ms: delayMs = DEFAULT_RANDOM_DELAY_MS,
  } = raw;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1)
    throw invalid('rate', 'must be a number from 0 to 1');
  if (!Number.isSafeInteger(seed)) throw invalid('seed', 'must be an integer');
  if (
    !Array.isArray(kinds) ||
    kinds.length === 0 ||
    kinds.some((k) => !(RANDOM_FAULT_KINDS as readonly unknown[]).includes(k))
  ) {
    throw invalid('kinds', `must be a non-empty list of ${RANDOM_FAULT_KINDS.join(', ')}`);
  }
  const badPath = (p: unknown) => typeof p !== 'string' || p.length > 500 || !(p.startsWith('/') || p.startsWith('^'));
  if (!Array.isArray(paths) || paths.length > 20 || paths.some(badPath)) {
    throw invalid('paths', 'must be a list of pathname prefixes ("/…") or regular expressions ("^…")');
  }
  for (const p of paths as string[]) {
    try {
      pathMatcher(p);
    } catch (error) {
      throw invalid('paths', `has an invalid regular expression (${(error as Error).message})`);
    }
  }
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 1 || delayMs > MAX_RANDOM_DELAY_MS) {
    throw invalid('delay_ms', `must be an integer from 1 to ${MAX_RANDOM_DELAY_MS}`);
  }
  return {
    rate,
    seed: seed as number,
    kinds: [...new Set(kinds as RandomFaultKind[])],
    paths: [...(paths as string[])],
    delay_ms: delayMs,
  };
}

/**
 * Reads FAKE_FAULT_RATE (0..1), FAKE_FAULT_SEED, FAKE_FAULT_KINDS (comma-separated) and
 * FAKE_FAULT_PATHS (comma-separated); null without a rate. Throws InvalidRandomFaultError.
 */
export function randomFaultSpecFromEnv(env: Record<string, string | undefined>): Required<RandomFaultSpec> | null {
  const rate = env['FAKE_FAULT_RATE'];
  if (rate === undefined || rate === '') return null;
  const list = (value: string | undefined) =>
    value
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
  const spec: Record<string, unknown> = { rate: Number(rate) };
  if (env['FAKE_FAULT_SEED']) spec['seed'] = Number(env['FAKE_FAULT_SEED']);
  if (list(env['FAKE_FAULT_KINDS'])) spec['kinds'] = list(env['FAKE_FAULT_KINDS']);
  if (list(env['FAKE_FAULT_PATHS'])) spec['paths'] = list(env['FAKE_FAULT_PATHS']);
  if (env['FAKE_FAULT_DELAY_MS']) spec['delay_ms'] = Number(env['FAKE_FAULT_DELAY_MS']);
  return parseRandomFaultSpec(spec);
}

/** Mulberry32, as the platform's data stream (mocks/platform/prng.ts), but with its own state. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One seeded fault stream: draws once per matching call, so the n-th call always gets the same. */
export class RandomFaults {
  private readonly next: () => number;
  private readonly matchers: ((pathname: string) => boolean)[];
  private calls = 0;
  private readonly injected = Object.fromEntries(RANDOM_FAULT_KINDS.map((k) => [k, 0])) as Record<
    RandomFaultKind,
    number
  >;

  constructor(readonly spec: Required<RandomFaultSpec>) {
    this.next = mulberry32(spec.seed);
    this.matchers = spec.paths.map(pathMatcher);
  }

  /** The fault for this call, or null. Non-matching paths draw nothing, so they leave the sequence alone. */
  take(pathname: string): RandomFault | null {
    if (this.matchers.length > 0 && !this.matchers.some((m) => m(pathname))) return null;
    this.calls += 1;
    // Always three draws per call: whether, which kind, how long. Keeps the sequence stable across kinds.
    const hit = this.next() < this.spec.rate;
    const kind = this.spec.kinds[Math.floor(this.next() * this.spec.kinds.length)] as RandomFaultKind;
    const delay = 1 + Math.floor(this.next() * this.spec.delay_ms);
    if (!hit) return null;
    this.injected[kind] += 1;
    switch (kind) {
      case 'status_500':
        return { kind, status: 500 };
      case 'status_503':
        return { kind, status: 503 };
      case 'delay':
        return { kind, delay_ms: delay };
      case 'drop':
        return { kind, network_error: true };
      case 'lost_answer':
        return { kind, lost_answer: true };
    }
  }

  status(): RandomFaultStatus {
    return { ...structuredClone(this.spec), calls: this.calls, injected: { ...this.injected } };
  }
}
