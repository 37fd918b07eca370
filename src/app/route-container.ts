import type { Container } from 'inversify';
import { data } from 'react-router';
import { ensureFeature, type Feature } from '../composition/feature';

/** What the production server hands every loader of a request (React Router's requestContext). */
export interface RequestContext {
  readonly container: Container;
}

let tabContainer: Container | null = null;

/** The browser's one container, for loaders that run on client navigations (main.tsx sets it). */
export function setTabContainer(container: Container): void {
  tabContainer = container;
}

/**
 * The container a loader takes its use cases from: the request's on the server (never shared
 * between two players' requests), the tab's in the browser.
 */
export function routeContainer(context: unknown): Container {
  const container = (context as Partial<RequestContext> | undefined)?.container ?? tabContainer;
  if (!container) throw new Error('No container for the route loaders (setTabContainer not called)');
  return container;
}

/** The container of a feature's loader: the route's container with the feature's bindings loaded. */
export function featureContainer(context: unknown, feature: Feature): Container {
  const container = routeContainer(context);
  ensureFeature(container, feature);
  return container;
}

/**
 * A loader's answer from what it found: ready data as it is; `not_found` a 404; any other kind
 * (the backend failed) a 503, with which the page renders its notice and retry.
 */
export function loaderAnswer<T extends { readonly kind: string }>(found: T): T | ReturnType<typeof data<T>> {
  if (found.kind === 'ready') return found;
  return data(found, { status: found.kind === 'not_found' ? 404 : 503 });
}
