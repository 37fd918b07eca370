import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeBackend } from '../../mocks/server/fake-backend';

/** JSON answers of the API need no scripts, styles or frames; the fake pages bring their own policy. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The fake backend in front of the shop on its own origin (`npm start`, the dev server): its
 * answers keep the security headers helmet set, with the API's own strict policy. Addresses it
 * writes (its sitemap, SEO data, its pages' way back) name the configured origin, never the Host
 * a request claims.
 */
export function fakeBackendInFront(backend: FakeBackend, origin: string) {
  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const headers: Record<string, string> = { 'Content-Security-Policy': API_POLICY };
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    return backend.handle(req, res, headers, origin);
  };
}
