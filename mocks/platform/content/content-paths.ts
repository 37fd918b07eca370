/** Lower case, no query or fragment, no trailing slash (the root stays `/`): how pages are keyed. */
export function normalisePagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  return bare === '' ? '/' : bare.startsWith('/') ? bare : `/${bare}`;
}
