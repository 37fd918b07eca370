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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Node request → Fetch Request, so the very same MSW handlers serve the browser and this server. */
export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The login throttle trusts this header, so only the server itself may set it.
    if (value === undefined || name === CLIENT_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? 'unknown');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : null;
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

/** Answers one API request through MSW's handlers; unknown API paths get a JSON 404. */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: HttpHandler[],
  origin: string,
  extraHeaders: Record<string, string>,
): Promise<void> {
  let response: Response | undefined;
  try {
    const request = await toFetchRequest(req, origin);
    response = await getResponse(handlers, request, { baseUrl: origin, quiet: true });
  } catch (error) {
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
export async function writeResponse(
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
