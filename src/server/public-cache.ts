/** One cached answer: everything needed to hand out a fresh Response each time. */
interface Entry {
  readonly expires: number;
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: ArrayBuffer;
}

export interface PublicCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  /** At most this many answers are kept (the oldest go first). */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/**
 * The server's calls to the backend for public data, shared by all requests for a few seconds:
 * draws, shows, product definitions, content, navigation and SEO are the same for every visitor,
 * and every rendered page asks for some of them. Only GETs without credentials and with a 200
 * are kept, so nothing of one player can reach another (the server never holds a token anyway:
 * they live in the browser). Calls for the same address in flight at once are made once.
 */
export function publicCachingFetch(options: PublicCacheOptions, inner: typeof fetch = fetch): typeof fetch {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  if (ttlMs <= 0) return inner;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  const answer = (entry: Entry) => new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });

  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || request.headers.has('authorization') || request.headers.has('cookie'))
      return inner(request);
    const key = request.url;
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return answer(cached);
    const pending = inFlight.get(key);
    if (pending) {
      // Another request asks for it right now: its answer, or (a failure is not shared) our own call.
      const shared = await pending.catch(() => null);
      return shared ? answer(shared) : inner(request);
    }
    let original: Response | null = null;
    const call = inner(request).then(async (response): Promise<Entry | null> => {
      original = response;
      if (response.status !== 200) return null;
      const entry: Entry = {
        expires: now() + ttlMs,
        status: response.status,
        headers: [...response.headers],
        body: await response.clone().arrayBuffer(),
      };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
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
