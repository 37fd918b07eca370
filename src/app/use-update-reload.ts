import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { reloadUrlForUpdate } from '../../core/domain/update';

/** What the hook needs from WatchForUpdatesUseCase. */
export interface UpdateState {
  readonly updateAvailable: boolean;
}

const browserAssign = (url: string) => window.location.assign(url);

/**
 * Picks up a new build on the next navigation (spec/1 §2): a full reload with client_update,
 * but only on routes without parameters, and never twice. Call it once, in the app layout.
 */
export function useUpdateReload(updates: () => UpdateState, assign: (url: string) => void = browserAssign): void {
  const location = useLocation();
  const matches = useMatches();
  const lastKey = useRef<string | null>(null);
  const routeHasParams = matches.some((match) => Object.keys(match.params).length > 0);

  useEffect(() => {
    // The first run (mount, and StrictMode's re-run) is not a navigation.
    const navigated = lastKey.current !== null && lastKey.current !== location.key;
    lastKey.current = location.key;
    if (!navigated) return;
    const url = reloadUrlForUpdate({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      routeHasParams,
      updateAvailable: updates().updateAvailable,
      now: Date.now(),
    });
    if (url) assign(url);
  }, [location.key, location.pathname, location.search, location.hash, routeHasParams, updates, assign]);
}
