import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { accessLogLine } from './access-log';
import { createHash } from 'node:crypto';
import { compressBuffer, compressStream, isCompressible, negotiateEncoding } from './compression';
import { contentSecurityPolicy, createNonce, securityHeaders, type SecurityPolicy } from './security-headers';
import type { StaticAssets } from './static-assets';
import { errorPageHtml } from './error-pages';

/** What rendering one page gives: a status, headers and the HTML (streamed or whole). */
export interface RenderedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Streams the document into `destination` (React's pipeable stream). */
  readonly pipe?: (destination: Writable) => void;
  /** A whole body (redirects, or pages rendered in one go). */
  readonly body?: string;
  /** After the stream has ended: false when an error was rendered into it (such a page is not reused). */
  readonly complete?: () => boolean;
}

/** Server-side rendering of the app for one request, with this response's CSP nonce. */
export type RenderPage = (request: Request, nonce: string) => Promise<RenderedPage>;

export interface AppHandlerOptions {
  readonly assets: StaticAssets;
  readonly render: RenderPage;
  readonly policy: SecurityPolicy;
  readonly version: string;
  readonly ready: () => Promise<boolean>;
  readonly robots: (origin: string) => string;
  readonly sitemap: (origin: string) => Promise<string>;
  /** Another handler in front (the fake backend of `npm start`); true when it answered. */
  readonly before?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  readonly log?: (line: string) => void;
  /** Where unexpected failures go (never to the player). */
  readonly onError?: (error: unknown) => void;
}

/** The origin the player used: behind a proxy its X-Forwarded-* headers, else the Host header. */
function requestOrigin(req: IncomingMessage): string {
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http')
    .split(',')[0]!
    .trim();
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost')
    .split(',')[0]!
    .trim();
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The production server's request handler: health, robots and sitemap, static assets, rendered pages. */
export function createAppHandler(options: AppHandlerOptions) {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    let bytes = 0;
    const write = res.write.bind(res);
    res.write = ((chunk: unknown, ...rest: never[]) => {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) bytes += Buffer.byteLength(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.once('finish', () =>
      log(
        accessLogLine({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          status: res.statusCode,
          ms: performance.now() - started,
          bytes,
        }),
      ),
    );
    try {
      if (options.before && (await options.before(req, res))) return;
      await answer(req, res, options);
    } catch (error) {
      options.onError?.(error);
      if (res.headersSent) return void res.destroy();
      sendWhole(req, res, 500, errorPageHtml(500), { 'Content-Type': 'text/html; charset=utf-8' });
    }
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, options: AppHandlerOptions): Promise<void> {
  const base = securityHeaders(req.headers['x-forwarded-proto'] as string | undefined);
  for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return sendWhole(req, res, 400, errorPageHtml(400), { 'Content-Type': 'text/html; charset=utf-8' });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendWhole(req, res, 405, errorPageHtml(405), { 'Content-Type': 'text/html; charset=utf-8' });
  }
  const pathname = url.pathname;
  const plain = { 'Cache-Control': 'no-cache' };
  if (pathname === '/healthz')
    return sendWhole(req, res, 200, JSON.stringify({ status: 'ok', version: options.version }), {
      ...plain,
      'Content-Type': 'application/json; charset=utf-8',
    });
  if (pathname === '/readyz') {
    const ready = await options.ready();
    return sendWhole(req, res, ready ? 200 : 503, JSON.stringify({ status: ready ? 'ready' : 'backend_unavailable' }), {
      ...plain,
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  if (pathname === '/robots.txt')
    return sendWhole(req, res, 200, options.robots(requestOrigin(req)), {
      'Cache-Control': 'public, max-age=3600',
      'Content-Type': 'text/plain; charset=utf-8',
    });
  if (pathname === '/sitemap.xml')
    return sendWhole(req, res, 200, await options.sitemap(requestOrigin(req)), {
      'Cache-Control': 'public, max-age=3600',
      'Content-Type': 'application/xml; charset=utf-8',
    });
  const asset = await options.assets.find(pathname === '/favicon.ico' ? '/favicon.ico' : pathname);
  if (asset) {
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, { ETag: asset.etag, 'Cache-Control': asset.cacheControl });
      return void res.end();
    }
    const { bytes, encoding } = asset.body(negotiateEncoding(req.headers['accept-encoding']));
    res.writeHead(200, {
      'Content-Type': asset.contentType,
      'Cache-Control': asset.cacheControl,
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
      'Content-Length': String(bytes.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    return void res.end(req.method === 'HEAD' ? undefined : bytes);
  }
  const nonce = createNonce();
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(options.policy, nonce));
  const page = await options.render(toFetchRequest(req, url), nonce);
  if (page.pipe === undefined)
    return sendWhole(req, res, page.status, page.body ?? '', { 'Cache-Control': 'no-cache', ...page.headers });
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  res.writeHead(page.status, {
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...page.headers,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  if (req.method === 'HEAD') return void res.end();
  if (encoding === 'identity') return page.pipe(res);
  const compressor = compressStream(encoding);
  compressor.pipe(res);
  page.pipe(compressor);
}

/** A complete body, compressed when worth it, with a strong ETag so a repeat visit can be a 304. */
function sendWhole(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  const type = headers['Content-Type'] ?? '';
  let bytes: Buffer = Buffer.from(body, 'utf8');
  const out: Record<string, string> = { ...headers };
  if (status === 200 && type.startsWith('text/html')) {
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    out.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': out['Cache-Control'] ?? 'no-cache' });
      return void res.end();
    }
  }
  if (isCompressible(type) && bytes.length >= 1024) {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    out.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') {
      bytes = compressBuffer(bytes, encoding, 'fast');
      out['Content-Encoding'] = encoding;
    }
  }
  out['Content-Length'] = String(bytes.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** The request as the router sees it: the path and query on our origin, aborted when the client leaves. */
function toFetchRequest(req: IncomingMessage, url: URL): Request {
  const controller = new AbortController();
  req.once('close', () => {
    if (!req.complete || !req.readableEnded) controller.abort();
  });
  const headers = new Headers();
  for (const name of ['accept', 'accept-language', 'user-agent'])
    if (typeof req.headers[name] === 'string') headers.set(name, req.headers[name]);
  return new Request(new URL(`${url.pathname}${url.search}`, requestOrigin(req)), {
    method: req.method,
    headers,
    signal: controller.signal,
  });
}
