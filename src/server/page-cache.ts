import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

export interface PageCacheOptions {
  /** How long a rendered page is reused; 0 turns the cache off. */
  readonly ttlMs: number;
  /** At most this many pages are kept (the least recently used go first). */
  readonly maxEntries?: number;
  /** At most this many bytes of pages in all; larger single pages are not kept. */
  readonly maxBytes?: number;
  /** The clock the expiry is measured by (performance.now by default). */
  readonly now?: () => number;
}

/** A rendered page, cut at its nonce: joined again with each response's own. */
interface Entry {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly parts: readonly string[];
}

/** Headers of a kept page that describe the page (not the connection or the encoding). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'x-remix-response', 'x-react-router-response'];

/**
 * Rendered pages shared between requests for as long as the public backend answers they are made
 * of (PUBLIC_CACHE_SECONDS). The server renders every page as an anonymous visitor (the player's
 * tokens live in the browser) from the address alone, so two requests for the same address get
 * the same HTML, apart from the CSP nonce: a page is kept with its nonce cut out and each response
 * gets its own. Only complete 200 answers to GET that say they may be kept (not `private` or
 * `no-store`) are kept, by address, in a cache bounded by count and bytes.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const { ttlMs, maxEntries = 200, maxBytes = 16 * 1024 * 1024, now } = options;
  if (ttlMs <= 0) return (_req, _res, next) => next();
  const pages = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.parts.reduce((sum, part) => sum + part.length * 2, 256),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = req.originalUrl;
    const nonce = (res.locals as { nonce: string }).nonce;
    const kept = pages.get(key);
    if (kept) {
      res.status(kept.status).set(kept.headers);
      return void res.end(req.method === 'HEAD' ? undefined : kept.parts.join(nonce));
    }
    if (req.method === 'GET')
      record(res, maxBytes, (body) => {
        const entry = keepable(res, body, nonce);
        if (entry) pages.set(key, entry);
      });
    next();
  };
}

/** The finished response as an entry, or null when it must not be shared. */
function keepable(res: Response, body: string, nonce: string): Entry | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  if ((res.locals as { renderFailed?: boolean }).renderFailed) return null;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (/private|no-store/.test(cacheControl)) return null;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  // A page rendered for sharing names its scripts by hash, not by this response's nonce: its policy
  // is part of the page, and every response of it gets the same (a nonce policy is each response's own).
  const policy = String(res.getHeader('content-security-policy') ?? '');
  if (policy !== '' && !policy.includes(`'nonce-${nonce}'`)) headers['content-security-policy'] = policy;
  return { status: 200, headers, parts: body.split(nonce) };
}

/**
 * Copies what the response writes (before compression: this runs inside it) and hands the whole
 * body to `done` when the page ends it (so the next request already finds it), unless it grew past
 * `maxBytes`. A render cut off never ends its response.
 */
function record(res: Response, maxBytes: number, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function' || size > maxBytes) return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    if (size <= maxBytes && !res.destroyed) done(Buffer.concat(chunks).toString('utf8'));
    return (end as (...args: unknown[]) => Response)(chunk, ...rest);
  }) as Response['end'];
}
