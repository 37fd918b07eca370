import { http, HttpResponse, type HttpHandler } from 'msw';
import { FAKE_PAGE_PATHS, thirdPartyPage, thirdPartyPageCsp } from '../platform/third-party-pages';

/**
 * Where the player came from: the origin in the Referer when it is this origin or an origin the
 * controls allow (`npm run api`: the shop on another local port); this origin otherwise. The
 * page sends the player back there, so it can never become a way to another site.
 */
function shopOriginOf(request: Request, allowOrigin?: (origin: string) => boolean): string {
  const own = new URL(request.url).origin;
  const referer = request.headers.get('referer');
  if (!referer) return own;
  try {
    const origin = new URL(referer).origin;
    return origin === own || allowOrigin?.(origin) ? origin : own;
  } catch {
    return own;
  }
}

/** GET of the fake bank's, PayPal's and Nect's pages (mocks/platform/third-party-pages.ts). */
export function thirdPartyPageHandlers(baseUrl = '', allowOrigin?: (origin: string) => boolean): HttpHandler[] {
  return (Object.keys(FAKE_PAGE_PATHS) as (keyof typeof FAKE_PAGE_PATHS)[]).map((kind) =>
    http.get(`${baseUrl}${FAKE_PAGE_PATHS[kind]}`, ({ request }) => {
      const nonce = crypto.randomUUID().replace(/-/g, '');
      const query = new URL(request.url).searchParams;
      return new HttpResponse(thirdPartyPage(kind, query, shopOriginOf(request, allowOrigin), nonce), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': thirdPartyPageCsp(nonce),
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  );
}
