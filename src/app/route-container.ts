import type { Container } from 'inversify';
import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import type { RouteLocation } from '../../core/use-cases/load-seo.use-case';
import type { RuntimeConfig } from './runtime-config';

/**
 * How the registration asks for its fields (REGISTRATION_MODE, spec/1 §2): `steps`, one sub-route
 * per step (name, birthday, address, email, password); `single-step`, every field on
 * `/registrierung` itself, the sub-routes only the terminal steps.
 */
export type RegistrationMode = 'steps' | 'single-step';

/** What the server hands every loader of one request (React Router's load context, src/server/app.ts). */
export interface RequestContext {
  /** This request's own container: never shared between two players' requests. */
  readonly container: Container;
  /** The response's CSP nonce. */
  readonly nonce: string;
  /** What the browser learns at run time (where it calls the backend). */
  readonly runtimeConfig: RuntimeConfig;
  /** The registration's mode, a setting of the deployment (the registration route's loader tells the page). */
  readonly registrationMode: RegistrationMode;
  /** The shop's public origin (PUBLIC_ORIGIN), never taken from the request. */
  readonly publicOrigin: string;
  /**
   * How long an answer that is the same for every visitor may be shared between requests
   * (PUBLIC_CACHE_SECONDS; 0: not at all): the server's public-answer cache and the layout's content.
   */
  readonly publicShareMs: number;
  /** The backend's origin, whose own addresses in SEO data are moved to the public origin. */
  readonly backendOrigin: string;
  /** A GET of the backend with the request's deadline (for what no gateway covers: its sitemap). */
  readonly backend: (path: string) => Promise<Response>;
  /**
   * For a page a CDN may share (rendered without a nonce): its inline scripts' CSP hash sources
   * take the nonce's place in the response's Content-Security-Policy.
   */
  readonly scriptHashes: (hashes: readonly string[]) => void;
  /** Called when the page's render failed after it began (such a page is not reused). */
  readonly onRenderError: () => void;
  /**
   * Notes how far the request has come (`render`, `shell`, `aborted` …): a page still not done
   * well after its deadline is logged with them, so an operator sees where it waited.
   */
  readonly mark: (phase: string) => void;
  /** The deepest named route of a path and its params (the route names of spec/1 §2). */
  readonly routeOf: (pathname: string) => Omit<RouteLocation, 'pathname'>;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: React Router's own interface takes our fields
  interface AppLoadContext extends RequestContext {}
}

let tabContainer: Container | null = null;

/** The browser's one container, for client loaders (entry.client.tsx sets it). */
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

/** Where a server loader is: the path with the deepest named route and its params. */
export function routeLocation(context: Pick<RequestContext, 'routeOf'>, pathname: string): RouteLocation {
  return { pathname, ...context.routeOf(pathname) };
}

/**
 * A loader's answer from what it found: ready data as it is; `not_found` a 404; any other kind
 * (the backend failed) a 503, with which the page renders its notice and retry.
 */
export function loaderAnswer<T extends { readonly kind: string }>(found: T): T | ReturnType<typeof data<T>> {
  if (found.kind === 'ready') return found;
  return data(found, { status: found.kind === 'not_found' ? 404 : 503 });
}

/** The route name a server loader answers for (the id of its route in src/app/routes.ts). */
export function routeNameOf(context: Pick<RequestContext, 'routeOf'>, request: Request): string | null {
  return context.routeOf(new URL(request.url).pathname).routeName;
}

/**
 * The key of a route table (lottery, product) whose route has this name. One route module serves
 * every lottery's page; its route's name says which one. An unknown name is a bug.
 */
export function keyOfRoute<K extends string>(
  table: Readonly<Record<K, { readonly name: string }>>,
  name: string | null | undefined,
): K {
  const key = (Object.keys(table) as K[]).find((candidate) => table[candidate].name === name);
  if (key === undefined) throw new Error(`No route named ${String(name)} in this route table`);
  return key;
}

/** A server loader's arguments, with the load context the server gives (src/server/request-context.ts). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
