import type { HeadersFunction } from 'react-router';

/**
 * A public page's caching: a browser asks again on every use (`max-age=0`); a shared cache (a CDN)
 * may hand out its copy for a minute. The page is the same for every visitor (the server renders
 * every page as an anonymous visitor, from its address alone).
 */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/**
 * What only a CDN reads (RFC 9213): it may also serve its copy five more minutes while it fetches
 * a fresh one. Not in Cache-Control, where a browser would show a player a stale page (an old draw,
 * a passing failure) while it revalidates.
 */
const CDN_CACHE_CONTROL = 'max-age=60, stale-while-revalidate=300';

/** Whether a page's Cache-Control lets a shared cache keep it (it then carries no nonce). */
export const isSharedPage = (cacheControl: string | null): boolean =>
  cacheControl !== null && /\bpublic\b/.test(cacheControl) && /\bs-maxage=\d+/.test(cacheControl);

/**
 * A response that is not a page's 200 (a 404, a backend failure's 503, a redirect) is never kept by
 * a shared cache: a passing failure must not be handed to every visitor for a minute.
 */
export function keepOnlySuccess(headers: Headers, status: number): void {
  if (status === 200 || !isSharedPage(headers.get('Cache-Control'))) return;
  headers.set('Cache-Control', 'no-store');
  headers.delete('CDN-Cache-Control');
}

/**
 * A page's caching: public pages may be kept by a CDN for a short time; a loader's own headers
 * (its status reasons) pass through. The player's pages say `private, no-store`.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (!headers.has('Cache-Control')) {
    headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    headers.set('CDN-Cache-Control', CDN_CACHE_CONTROL);
  }
  return headers;
};

/** Pages for one player (account, basket, sign-up, token links): never kept by anyone. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });
