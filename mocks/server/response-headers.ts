import type { IncomingMessage } from 'node:http';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export const isLocalOrigin = (origin: string): boolean => LOCAL_ORIGIN.test(origin);

/**
 * The server listens on the loopback interface only, so any other Host header comes from a page
 * whose DNS name was pointed at 127.0.0.1 (DNS rebinding): such a page must not reach the controls.
 */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * `npm run api` serves a Vite dev server on another port, so browsers need CORS. Only local
 * origins are allowed: the fake backend must never be usable from an arbitrary web page.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !isLocalOrigin(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': String(
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    ),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
