import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import { CLIENT_HEADER } from '../handlers/handler-support';

const API_PREFIXES = Object.values(API_PATHS);
/** Routed by the product server (spec/1 §2), built from the route table and the content pages. */
const SITEMAP_PATH = '/sitemap.xml';

/** True for every path of a documented API (and the fake's control API); the rest is static files. */
export const isApiPath = (pathname: string): boolean =>
  pathname === SITEMAP_PATH || API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

const apiOf = (pathname: string): string =>
  API_PREFIXES.filter((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)).sort(
    (a, b) => b.length - a.length,
  )[0] ?? pathname;

/**
 * MSW tries the handlers one by one and compiles each one's path on the way (~1 ms for all 100),
 * so a request gets only its own API's handlers, plus those without a path (the fault injector).
 * Same answers, a fraction of the work; the groups are made once per API.
 */
export function handlersFor(handlers: HttpHandler[], pathname: string): HttpHandler[] {
  const api = apiOf(pathname);
  let groups = groupsOf.get(handlers);
  if (!groups) groupsOf.set(handlers, (groups = new Map<string, HttpHandler[]>()));
  let group = groups.get(api);
  if (!group) {
    const mine = (h: HttpHandler) =>
      typeof h.info.path !== 'string' || new URL(h.info.path, 'http://x').pathname.startsWith(api);
    groups.set(api, (group = handlers.filter(mine)));
  }
  return group;
}

const groupsOf = new WeakMap<HttpHandler[], Map<string, HttpHandler[]>>();

/** The body was larger than the server accepts (FAKE_BODY_LIMIT). */
class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * Reads the body up to `limit` bytes. A declared length over the limit is refused before a byte
 * is read; a chunked body is refused as soon as it passes the limit, so the rest is never held.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.off('end', onEnd);
      reject(new BodyTooLargeError());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/** Node request → Fetch Request, so the very same MSW handlers serve the browser and this server. */
async function toFetchRequest(req: IncomingMessage, origin: string, bodyLimit: number): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The login throttle trusts this header, so only the server itself may set it.
    if (value === undefined || name === CLIENT_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? 'unknown');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, bodyLimit) : null;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : null,
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string>): void {
  res.writeHead(status, {
    ...extraHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/**
 * 413 at once. What the client still sends is read and dropped, never kept, so it sees the answer
 * instead of a reset connection; a client that goes on sending for longer is cut off.
 */
function refuseLargeBody(req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>): void {
  sendJson(res, 413, { code: 'payload_too_large' }, extraHeaders);
  req.resume();
  const cutOff = setTimeout(() => req.destroy(), DRAIN_GRACE_MS).unref();
  req.once('end', () => clearTimeout(cutOff));
}

const DRAIN_GRACE_MS = 5000;

export interface ApiBridgeOptions {
  bodyLimitBytes: number;
  /** Resolves once every platform change made so far is on disk: an answer never promises more than was saved. */
  durable?: () => Promise<void>;
}

/** Answers one API request through MSW's handlers; unknown API paths get a JSON 404. */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: HttpHandler[],
  origin: string,
  extraHeaders: Record<string, string>,
  options: ApiBridgeOptions,
): Promise<void> {
  let response: Response | undefined;
  try {
    const request = await toFetchRequest(req, origin, options.bodyLimitBytes);
    response = await getResponse(handlersFor(handlers, new URL(request.url).pathname), request, {
      baseUrl: origin,
      quiet: true,
    });
    await options.durable?.();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuseLargeBody(req, res, extraHeaders);
    if (response !== undefined) {
      // The platform acted, but its change could not be written: say so rather than pretend.
      console.error('Fake-Backend: Änderung nicht gespeichert', error);
      return sendJson(res, 503, { code: 'state_not_saved' }, extraHeaders);
    }
    console.error('Fake-Backend: Fehler in einem Handler', error);
    return sendJson(res, 500, { code: 'internal_error' }, extraHeaders);
  }
  if (!response) return sendJson(res, 404, { code: 'not_found' }, extraHeaders);
  return writeResponse(req, res, response, extraHeaders);
}

/**
 * Fetch Response → Node response. `Response.error()` (an injected network fault) has no HTTP
 * form: the socket is destroyed without a byte, so clients see a real dropped connection.
 */
async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  if (response.type === 'error') return void res.destroy();
  const headers: Record<string, string> = { ...extraHeaders, 'Cache-Control': 'no-store' };
  response.headers.forEach((value, name) => {
    // A handler's own header (the fake provider page's CSP) replaces the server default, whatever its case.
    for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' || response.status === 204 ? undefined : body);
}
