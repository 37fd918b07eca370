import { useMatches } from 'react-router';

/** The name of the innermost matched route (its id in src/app/routes.ts: the route names of spec/1 §2). */
export function useRouteName(): string | undefined {
  return useMatches().at(-1)?.id;
}
