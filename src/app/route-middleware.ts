/**
 * Route middleware by name (route `handle.middleware`): 'private' needs a logged-in player.
 * Route names starting with "account" are private too (spec/1 §2). Unknown names are bugs.
 */
export interface RouteHandle {
  name?: string;
  middleware?: readonly string[];
}

const KNOWN = new Set<string>(['private']);

export function isPrivateRoute(handles: readonly (RouteHandle | undefined)[]): boolean {
  return handles.some((handle) => {
    for (const name of handle?.middleware ?? []) if (!KNOWN.has(name)) throw new Error('Unknown route middleware');
    return Boolean(handle?.name?.startsWith('account')) || Boolean(handle?.middleware?.includes('private'));
  });
}
