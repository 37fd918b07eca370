import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map', '.ico']);
/** Below this, gzip framing costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

export interface StaticFile {
  body: Buffer;
  gzipped: Buffer | null;
  etag: string;
}
// Built files never change while the server runs (a rebuild restarts it), so caching is safe;
// the key still carries mtime and size in case someone rebuilds underneath.
const cache = new Map<string, StaticFile>();

async function load(filePath: string): Promise<StaticFile | null> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return null;
  const key = `${filePath}:${info.mtimeMs}:${info.size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const body = await readFile(filePath);
  const compressible = COMPRESSIBLE.has(extname(filePath).toLowerCase()) && body.length >= GZIP_MIN_BYTES;
  const file = {
    body,
    gzipped: compressible ? gzipSync(body) : null,
    etag: `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
  };
  cache.set(key, file);
  return file;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding?.trim().toLowerCase() === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A generated document (a prerendered page) in the same shape as a file read from disk. */
export function staticFileOf(text: string): StaticFile {
  const body = Buffer.from(text, 'utf8');
  return { body, gzipped: gzipSync(body), etag: `W/"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
}

/** Hashed build assets may be cached forever; everything else is revalidated on each load. */
const cacheControlFor = (pathname: string) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built single-page app from `root`. Paths without a file extension that match no
 * file are client routes and get index.html; a missing file with an extension is a real 404.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  headers: Record<string, string>,
  /** A prerendered document for a page, sent instead of index.html when there is one (./prerenderer.ts). */
  prerendered: (pathname: string) => StaticFile | undefined = () => undefined,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
    return void res.end();
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400, headers);
    return void res.end();
  }
  const base = resolve(root);
  const target = resolve(base, `.${pathname}`);
  const inside = target === base || target.startsWith(base + sep);
  let filePath = inside ? (pathname.endsWith('/') ? join(target, 'index.html') : target) : null;
  let file = filePath ? await load(filePath) : null;
  if (!file && extname(pathname) === '') {
    filePath = join(base, 'index.html');
    file = await load(filePath);
  }
  if (!file || !filePath) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    return void res.end('Nicht gefunden');
  }
  const isIndex = filePath === join(base, 'index.html');
  if (isIndex) file = prerendered(pathname) ?? file;
  const ext = extname(filePath).toLowerCase();
  const responseHeaders: Record<string, string> = {
    ...headers,
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': isIndex ? 'no-cache' : cacheControlFor(pathname),
    ETag: file.etag,
  };
  if (file.gzipped) responseHeaders['Vary'] = 'Accept-Encoding';
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, responseHeaders);
    return void res.end();
  }
  const body = file.gzipped && acceptsGzip(req) ? file.gzipped : file.body;
  if (body === file.gzipped) responseHeaders['Content-Encoding'] = 'gzip';
  responseHeaders['Content-Length'] = String(body.length);
  res.writeHead(200, responseHeaders);
  res.end(req.method === 'HEAD' ? undefined : body);
}
