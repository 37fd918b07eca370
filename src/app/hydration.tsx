import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

/** The loader data the server rendered the page with (React Router's StaticRouterProvider writes it). */
export function serverHydrationData(): HydrationState | undefined {
  return (window as { __staticRouterHydrationData?: HydrationState }).__staticRouterHydrationData;
}

/**
 * Resolves the lazy route modules of the page the server rendered before hydration, so the first
 * client render is the same tree (no fallback in between, no mismatch).
 */
export async function loadLazyMatches(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const lazy = (matchRoutes(routes, location.pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Runs `then` once the server's markup has been hydrated: what only the browser knows (the
 * session's tokens, the basket, the cookie decision) is applied after that, so the first client
 * render matches the server's exactly.
 */
export function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  const done = useEffectEvent(then);
  useEffect(() => done(), []);
  return children;
}
