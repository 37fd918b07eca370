import { useMatches } from 'react-router';
import type { RouteHandle } from './route-middleware';

/** The name of the innermost matched route that has one (`handle.name` in routes.tsx). */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.name)
    .find(Boolean);
}
