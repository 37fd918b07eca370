import type { HeadersFunction } from 'react-router';

/**
 * A public page's caching: a browser asks again on every use (`max-age=0`); a shared cache (a CDN)
 * may hand out its copy for a minute, and for five more while it fetches a fresh one. Results
 * change within that minute of a draw at most; the page is the same for every visitor (the server
 * renders every page as an anonymous visitor, from its address alone).
 */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Whether a page's Cache-Control lets a shared cache keep it (it then carries no nonce). */
export const isSharedPage = (cacheControl: string | null): boolean =>
  cacheControl !== null && /\bpublic\b/.test(cacheControl) && /\bs-maxage=\d+/.test(cacheControl);

/**
 * A page's caching: public pages may be kept by a CDN for a short time; a loader's own headers
 * (its status reasons) pass through. The player's pages say `private, no-store`.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  return headers;
};

/** Pages for one player (account, basket, sign-up, token links): never kept by anyone. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });
