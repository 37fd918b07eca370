import { Writable } from 'node:stream';
import type { RenderedPage, RenderPage } from './app-handler';

export interface PageCacheOptions {
  /** How long a rendered page is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  /** At most this many pages are kept (the oldest go first). */
  readonly maxEntries?: number;
  /** Larger pages are not kept. */
  readonly maxBytes?: number;
  readonly now?: () => number;
}

/** A rendered page, cut at its nonce: joined again with each response's own. */
interface Entry {
  readonly expires: number;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly parts: readonly string[];
}

/**
 * Rendered pages shared between requests for as long as the public backend answers they are made
 * of are (PUBLIC_CACHE_SECONDS). The server renders every page as an anonymous visitor (the
 * player's tokens live in the browser) from the address alone, so two requests for the same
 * address get the same HTML, apart from the CSP nonce: a page is kept with its nonce cut out and
 * each response gets a fresh one. Only complete 200 pages of GET and HEAD requests are kept; the
 * first request still streams its page while it is recorded.
 */
export function cachingPages(render: RenderPage, options: PageCacheOptions): RenderPage {
  const { ttlMs, maxEntries = 200, maxBytes = 1 << 20, now = Date.now } = options;
  if (ttlMs <= 0) return render;
  const entries = new Map<string, Entry>();
  const keep = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return async (request, nonce) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return render(request, nonce);
    // The whole address, origin included: the page's canonical and Open Graph addresses name it.
    const key = request.url;
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return fromCache(cached, nonce);
    const started = now();
    const page = await render(request, nonce);
    if (page.status !== 200 || !page.pipe) return page;
    const pipe = page.pipe;
    return {
      ...page,
      pipe: (destination) =>
        pipe(
          recording(destination, maxBytes, (html) => {
            if (page.complete?.() === false) return;
            keep(key, {
              expires: started + ttlMs,
              status: page.status,
              headers: page.headers,
              parts: html.split(nonce),
            });
          }),
        ),
    };
  };
}

function fromCache(entry: Entry, nonce: string): RenderedPage {
  const html = entry.parts.join(nonce);
  return {
    status: entry.status,
    headers: entry.headers,
    pipe: (destination) => destination.end(html),
  };
}

/**
 * Passes everything on to `destination` (its `flush()` too, for the compressor) and hands the
 * whole document to `done` once it has ended, unless it grew past `maxBytes`.
 */
function recording(
  destination: Writable & { flush?: () => void },
  maxBytes: number,
  done: (html: string) => void,
): Writable {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown) => {
    if (size > maxBytes || chunk == null) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  const recorder = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      collect(chunk);
      // Written through at once (a flush after it must find it there), waiting only when the destination is full.
      if (destination.write(chunk)) callback();
      else destination.once('drain', () => callback());
    },
    final(callback) {
      destination.end(() => {
        if (size <= maxBytes) done(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return Object.assign(recorder, { flush: () => destination.flush?.() });
}
