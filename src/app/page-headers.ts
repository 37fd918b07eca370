import type { HeadersFunction } from 'react-router';

/**
 * A page's caching: public pages may be kept but are checked again on every use; a loader's own
 * headers (its status reasons) pass through. The player's pages say `private, no-store`.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
  return headers;
};

/** Pages for one player (account, basket, sign-up, token links): never kept by anyone. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });
