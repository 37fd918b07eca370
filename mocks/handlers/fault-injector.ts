/**
 * Transport faults for tests and manual checks: "the next GET of the draws answers 503",
 * "the order call loses its connection". They live beside the handlers, not in the platform's
 * state, because a fault is about the wire: the platform never learns that a call failed.
 */

import { InvalidFaultSpecError, pathMatcher } from './fault-spec';
import { parseRandomFaultSpec, RandomFaults, type RandomFaultSpec, type RandomFaultStatus } from './random-faults';

/** One fault; `POST /__fake/faults` takes the same JSON. */
export interface FaultSpec {
  /** HTTP method in any case; omitted means every method. */
  method?: string;
  /** Matched against the request's URL pathname: a prefix, or a RegExp source when it starts with '^'. */
  path: string;
  /** Answer with this status (200–599) instead of the real handler. */
  status?: number;
  /** JSON body of that answer; default `{}` (none for 204, 205 and 304). Needs `status`. */
  body?: unknown;
  /** Wait this long first; without status and network_error the real answer follows. */
  delay_ms?: number;
  /** Fail like a dropped connection (MSW `HttpResponse.error()`) before the platform sees the call. */
  network_error?: boolean;
  /** The real handler runs (the platform acts), then the connection drops: the answer is lost. */
  lost_answer?: boolean;
  /** Uses before the fault vanishes; default 1; 0 or negative = until cleared. In `list()`: uses left, 0 = until cleared. */
  times?: number;
}

/** Long enough for any timeout test; short enough that a typo cannot hang a dev server for hours. */
export const MAX_FAULT_DELAY_MS = 300_000;
/** A test adds a handful; a list or a canned answer far beyond that is a mistake or an attack on memory. */
export const MAX_FAULTS = 100;
const MAX_PATH_LENGTH = 500;
const MAX_FAULT_BODY_BYTES = 64 * 1024;
const OPTIONS = ['method', 'path', 'status', 'body', 'delay_ms', 'network_error', 'lost_answer', 'times'];
/** Statuses whose answers carry no body (the Fetch Response constructor refuses one). */
export { InvalidFaultSpecError };

export const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

const invalid = (field: string, detail: string) => new InvalidFaultSpecError(field, detail);

function checkPath(path: unknown): (pathname: string) => boolean {
  if (typeof path !== 'string' || path === '')
    throw invalid('path', 'is required: a pathname prefix or a RegExp source starting with "^"');
  if (!path.startsWith('/') && !path.startsWith('^'))
    throw invalid('path', 'must start with "/" (a pathname prefix) or "^" (a regular expression)');
  if (path.length > MAX_PATH_LENGTH) throw invalid('path', `must be at most ${MAX_PATH_LENGTH} characters`);
  try {
    return pathMatcher(path);
  } catch (error) {
    throw invalid('path', `is not a valid regular expression (${(error as Error).message})`);
  }
}

/** Checks untrusted input (JSON from the control API) and returns a normalised copy. */
function parseFaultSpec(input: unknown): { spec: FaultSpec; matchesPath: (pathname: string) => boolean } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw invalid('fault', 'must be a JSON object');
  const raw = input as Record<string, unknown>;
  const unknown = Object.keys(raw).find((key) => !OPTIONS.includes(key));
  if (unknown !== undefined) throw invalid(unknown, `is not a fault option (known: ${OPTIONS.join(', ')})`);
  const matchesPath = checkPath(raw['path']);
  const spec: FaultSpec = { path: raw['path'] as string };

  const { method, status, body, delay_ms: delayMs, network_error: networkError, lost_answer: lostAnswer, times } = raw;
  if (method !== undefined) {
    if (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))
      throw invalid('method', 'must be an HTTP method such as "GET"');
    spec.method = method.toUpperCase();
  }
  if (status !== undefined) {
    if (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)
      throw invalid('status', 'must be an integer from 200 to 599');
    spec.status = status as number;
  }
  if (body !== undefined) {
    if (spec.status === undefined) throw invalid('body', 'needs a status to answer with');
    if (NULL_BODY_STATUSES.has(spec.status))
      throw invalid('body', `cannot go with status ${spec.status}, which has no body`);
    let json: string | undefined;
    try {
      json = JSON.stringify(body);
    } catch {
      json = undefined;
    }
    if (json === undefined) throw invalid('body', 'must be JSON-serialisable');
    if (json.length > MAX_FAULT_BODY_BYTES)
      throw invalid('body', `must be at most ${MAX_FAULT_BODY_BYTES} bytes as JSON`);
    spec.body = JSON.parse(json) as unknown;
  }
  if (delayMs !== undefined) {
    if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_FAULT_DELAY_MS) {
      throw invalid('delay_ms', `must be a number of milliseconds from 0 to ${MAX_FAULT_DELAY_MS}`);
    }
    spec.delay_ms = delayMs;
  }
  if (networkError !== undefined) {
    if (typeof networkError !== 'boolean') throw invalid('network_error', 'must be true or false');
    if (networkError && spec.status !== undefined)
      throw invalid('network_error', 'excludes status: a dropped connection has no answer');
    spec.network_error = networkError;
  }
  if (lostAnswer !== undefined) {
    if (typeof lostAnswer !== 'boolean') throw invalid('lost_answer', 'must be true or false');
    if (lostAnswer && (spec.status !== undefined || spec.network_error === true))
      throw invalid('lost_answer', 'excludes status and network_error: the real answer is made, then lost');
    spec.lost_answer = lostAnswer;
  }
  if (
    spec.status === undefined &&
    spec.network_error !== true &&
    spec.lost_answer !== true &&
    spec.delay_ms === undefined
  ) {
    throw invalid('fault', 'does nothing: give status, network_error: true, lost_answer: true or delay_ms');
  }
  if (times !== undefined && !Number.isSafeInteger(times))
    throw invalid('times', 'must be an integer (0 or less = until cleared)');
  spec.times = times === undefined ? 1 : Math.max(0, times as number);
  return { spec, matchesPath };
}

interface ActiveFault {
  spec: FaultSpec;
  matchesPath: (pathname: string) => boolean;
  /** null = until cleared. */
  usesLeft: number | null;
}

/**
 * The faults of one server (or worker, or test); the first matching fault wins, in the order added.
 * Without a matching one, the seeded random faults (if set) may still hit the call.
 */
export class FaultInjector {
  private faults: ActiveFault[] = [];
  private random: RandomFaults | null;
  private readonly baseline: Required<RandomFaultSpec> | null;

  /** `randomBaseline`: random faults from the start (FAKE_FAULT_RATE); a platform reset returns to them. */
  constructor(randomBaseline: RandomFaultSpec | null = null) {
    this.baseline = randomBaseline ? parseRandomFaultSpec(randomBaseline) : null;
    this.random = this.baseline ? new RandomFaults(this.baseline) : null;
  }

  /** Starts a fresh seeded stream (throws InvalidRandomFaultError), or stops random faults with null. */
  setRandom(spec: RandomFaultSpec | null): RandomFaultStatus | null {
    this.random = spec ? new RandomFaults(parseRandomFaultSpec(spec)) : null;
    return this.randomStatus();
  }

  /** The random faults' settings and counts; null when off. */
  randomStatus(): RandomFaultStatus | null {
    return this.random?.status() ?? null;
  }

  /** After a platform reset: no explicit faults, random faults as configured at start (fresh stream). */
  reset(): void {
    this.faults = [];
    this.random = this.baseline ? new RandomFaults(this.baseline) : null;
  }

  /** Throws InvalidFaultSpecError for bad input; nothing is added then. */
  add(fault: FaultSpec): void {
    const { spec, matchesPath } = parseFaultSpec(fault);
    if (this.faults.length >= MAX_FAULTS)
      throw invalid('fault', `at most ${MAX_FAULTS} faults at once; clear some first`);
    const times = spec.times ?? 1;
    this.faults.push({ spec, matchesPath, usesLeft: times > 0 ? times : null });
  }

  /** Removes every explicit fault and switches random faults off. */
  clear(): void {
    this.faults = [];
    this.random = null;
  }

  /** Removes the explicit faults only. */
  clearExplicit(): void {
    this.faults = [];
  }

  /** The active faults; `times` shows the uses left (0 = until cleared). */
  list(): FaultSpec[] {
    return this.faults.map((fault) => structuredClone({ ...fault.spec, times: fault.usesLeft ?? 0 }));
  }

  /** The first fault matching the request (as added), consuming one of its uses; null when none matches. */
  take(method: string, pathname: string): FaultSpec | null {
    const upper = method.toUpperCase();
    const fault = this.faults.find(
      (f) => (f.spec.method === undefined || f.spec.method === upper) && f.matchesPath(pathname),
    );
    if (!fault) {
      const drawn = this.random?.take(pathname);
      if (!drawn) return null;
      const { kind: _kind, ...spec } = drawn;
      return { path: pathname, ...spec };
    }
    if (fault.usesLeft !== null) {
      fault.usesLeft -= 1;
      if (fault.usesLeft === 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    // Copies: callers must not be able to change a stored fault's body.
    return structuredClone(fault.spec);
  }
}
