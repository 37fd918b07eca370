import type { Container } from 'inversify';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expect } from 'vitest';
import routes from '../../../src/app/routes';
import type { RequestContext } from '../../../src/app/route-container';

/** What a route loader answered, as the router would send it: its status and its data. */
export interface LoaderAnswer<D> {
  readonly status: number;
  readonly data: D;
}

const toObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path ?? '', children: toObjects(entry.children ?? []) },
  );

/** The route config of src/app/routes.ts as the server matches it (ids are the route names). */
const tree = [{ id: 'root', path: '', children: toObjects(routes) }];

/** The server's `routeOf` over the real route config. */
export const routeOf: RequestContext['routeOf'] = (pathname) => {
  const deepest = matchRoutes(tree, pathname)?.at(-1);
  return { routeName: deepest?.route.id ?? null, params: deepest?.params ?? {} };
};

/** A request's load context as the server makes it, around a test's container. */
export const testContext = (container: Container): Partial<RequestContext> => ({
  container,
  routeOf,
  publicOrigin: 'http://localhost:4173',
  backendOrigin: 'http://localhost:4173',
});

/**
 * Runs a route loader for a path with a request's container (as the server hands it over) and
 * unwraps `data(value, { status })`. The data must survive JSON unchanged: it is what the page
 * carries to the hydrating browser.
 */
export async function runLoader<D>(
  loader: (args: LoaderFunctionArgs) => unknown,
  container: Container,
  params: Record<string, string> = {},
  path = '/',
): Promise<LoaderAnswer<D>> {
  const answer: unknown = await loader({
    params,
    request: new Request(`http://localhost:4173${path}`),
    context: testContext(container),
  } as unknown as LoaderFunctionArgs);
  return answerOf<D>(answer);
}

/** A loader's answer unwrapped: `data(value, { status })` or the bare value (200), checked to survive JSON. */
export function answerOf<D>(answer: unknown): LoaderAnswer<D> {
  const wrapped = answer !== null && typeof answer === 'object' && 'init' in answer && 'data' in answer;
  const { data, status } = wrapped
    ? { data: (answer as { data: D }).data, status: (answer as { init: ResponseInit | null }).init?.status ?? 200 }
    : { data: answer as D, status: 200 };
  expect(JSON.parse(JSON.stringify(data)) as unknown).toEqual(data);
  return { status, data };
}
