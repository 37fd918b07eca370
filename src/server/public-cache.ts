import { LRUCache } from 'lru-cache';

/** One cached answer: everything needed to hand out a fresh Response each time. */
interface Entry {
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: ArrayBuffer;
}

export interface PublicCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  /** At most this many answers are kept (the least recently used go first). */
  readonly maxEntries?: number;
  /** At most this many bytes of answers in all. */
  readonly maxBytes?: number;
  /** The clock the expiry is measured by (performance.now by default). */
  readonly now?: () => number;
  /**
   * Addresses whose POSTs only read (the content service's GraphQL endpoint): their queries are
   * kept too, by address and body; a mutation never is.
   */
  readonly readingPosts?: (url: URL) => boolean;
}

/** Where each call still open stands, by its caller's signal (for the overdue-page line). */
const phases = new WeakMap<AbortSignal, string>();

/**
 * Where the call made with this signal stands in the public cache: `calling`, `waiting for
 * another request's call`, `own call after waiting`, `reading the answer`, `passed through`
 * (nothing for a call it never saw). A page still open long after its deadline names it for each
 * call it waits for, so an operator (and we) see which step did not end.
 */
export const publicCallPhase = (signal: AbortSignal): string | undefined => phases.get(signal);

/** Rejects when the signal aborts (never, without one). */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** Keeps its argument reachable: called from a call's settlement, it holds the value until then. */
function holdUntilSettled(value: unknown): void {
  void value;
}

/** The cache key of a call that may be kept, or null. */
async function keyOf(request: Request, readingPosts: (url: URL) => boolean): Promise<string | null> {
  if (request.headers.has('authorization') || request.headers.has('cookie')) return null;
  if (request.method === 'GET') return request.url;
  if (request.method !== 'POST' || !readingPosts(new URL(request.url))) return null;
  const body = await request.clone().text();
  return isGraphqlQuery(body) ? `POST ${request.url}\n${body}` : null;
}

/**
 * The cache key of a plain GET by address (what every public call of a render is: a URL, no body,
 * headers as ofetch passes them) that carries no credentials, worked out without building a
 * Request; undefined for anything else, which takes the full check (keyOf). The key is the URL as
 * a Request serializes it, so both ways find the same entry.
 */
function plainGetKey(input: RequestInfo | URL, init: RequestInit | undefined): string | undefined {
  if (typeof input !== 'string' && !(input instanceof URL)) return undefined;
  if ((init?.method !== undefined && init.method.toUpperCase() !== 'GET') || init?.body != null) return undefined;
  const headers = init?.headers;
  if (headers !== undefined && !(headers instanceof Headers)) return undefined;
  if (headers?.has('authorization') || headers?.has('cookie')) return undefined;
  try {
    return new URL(input).href;
  } catch {
    return undefined;
  }
}

/** A GraphQL request body whose document is a query (a bare selection set or `query …`), not a mutation. */
function isGraphqlQuery(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { query?: unknown };
    if (typeof parsed.query !== 'string') return false;
    const document = parsed.query.replace(/#[^\n]*/g, '').trim();
    return document.startsWith('{') || /^query\b/.test(document);
  } catch {
    return false;
  }
}

/**
 * The server's calls to the backend for public data, shared by all requests for a few seconds:
 * draws, shows, product definitions, content, navigation and SEO are the same for every visitor,
 * and every rendered page asks for some of them. Only GETs without credentials and with a 200
 * are kept (and the content service's GraphQL queries, anonymous by design), so nothing of one
 * player can reach another (the server never holds a token anyway: they live in the browser).
 * Calls for the same address in flight at once are made once.
 */
export function publicCachingFetch(options: PublicCacheOptions, inner: typeof fetch = fetch): typeof fetch {
  const { ttlMs, maxEntries = 500, maxBytes = 32 * 1024 * 1024, readingPosts = () => false, now } = options;
  if (ttlMs <= 0) return inner;
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.byteLength + 512,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  const inFlight = new Map<string, Promise<Entry | null>>();
  // A Response copies the bytes it is made from: every caller gets a body of its own.
  const answer = (entry: Entry) => new Response(entry.body, { status: entry.status, headers: entry.headers });

  /**
   * The call with its Request held until it settles. Node 20's fetch follows the signal of the
   * Request it is given only through a weak reference to that Request's controller: a Request
   * nothing else holds can be garbage-collected mid-call, and its signal, our caller's deadline,
   * then never reaches the call, which waits as long as the backend likes.
   */
  const send = (request: Request) => inner(request).finally(() => holdUntilSettled(request));

  return async (input, init) => {
    const mark = (phase: string) => {
      if (init?.signal) phases.set(init.signal, phase);
    };
    // Most calls of a render are public GETs answered from here: no Request for them.
    const plain = plainGetKey(input, init);
    const hit = plain === undefined ? undefined : entries.get(plain);
    if (hit) return answer(hit);
    const request = new Request(input, init);
    const key = await keyOf(request, readingPosts);
    if (key === null) {
      mark('passed through');
      return send(request);
    }
    const cached = entries.get(key);
    if (cached) return answer(cached);
    const pending = inFlight.get(key);
    if (pending) {
      // Another request asks for it right now: its answer, or (a failure is not shared) our own call;
      // waiting for it ends with this call's own deadline, whatever the other request's is.
      mark("waiting for another request's call");
      const shared = await Promise.race([pending.catch(() => null), aborted(request.signal)]);
      if (shared) return answer(shared);
      mark('own call after waiting');
      return send(request);
    }
    mark('calling');
    let original: Response | null = null;
    const call = send(request).then(async (response): Promise<Entry | null> => {
      if (response.status !== 200) {
        original = response;
        return null;
      }
      mark('reading the answer');
      const entry: Entry = {
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      };
      if (entry.body.byteLength < maxBytes) entries.set(key, entry);
      return entry;
    });
    inFlight.set(key, call);
    try {
      const entry = await call;
      return entry ? answer(entry) : original!;
    } finally {
      inFlight.delete(key);
    }
  };
}
