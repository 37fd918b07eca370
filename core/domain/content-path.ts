/**
 * Paths of content pages (spec/1 §2): lower case, without query, fragment and trailing slash.
 * The root stays `/`; repeated slashes collapse so `//evil.example` can never come out.
 */
export function normaliseContentPath(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '')
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  if (bare === '') return '/';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

export type RedirectTarget =
  { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

/**
 * Where a redirect of the product server goes. A same-origin path (or an absolute URL on our own
 * origin) stays in the app; an absolute http(s) URL elsewhere is a full navigation. Anything
 * else (`javascript:`, `//host`, relative paths, backslashes, blanks) is refused: null.
 */
export function classifyRedirect(target: string, origin: string): RedirectTarget | null {
  if (/[\p{Cc} \\]/u.test(target)) return null;
  if (target.startsWith('/') && !target.startsWith('//')) return { kind: 'internal', path: target };
  const absolute = /^(https?:\/\/[^/?#@]+)([/?#].*)?$/i.exec(target);
  if (!absolute) return null;
  if (absolute[1]!.toLowerCase() === origin.toLowerCase()) {
    const rest = absolute[2] ?? '/';
    return { kind: 'internal', path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { kind: 'external', url: target };
}

const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * Paths the content catch-all takes: one to five slug segments (letters, digits, `-`, `_`),
 * optionally with a trailing slash. Anything else (file names, dots, encoded characters) is an
 * unmatched route: the non-fatal 404.
 */
export function isContentSlugPath(pathname: string): boolean {
  const segments = pathname.replace(/^\/+/, '').replace(/\/$/, '').split('/');
  return segments.length <= 5 && segments.every((segment) => SLUG_SEGMENT.test(segment));
}
