import type { Container } from 'inversify';

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
