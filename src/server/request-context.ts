import type { Response as ExpressResponse } from 'express';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type AppLoadContext, type RouteObject, type ServerBuild } from 'react-router';
import type { RegistrationMode, RequestContext } from '../app/route-container';
import type { RuntimeConfig } from '../app/runtime-config';
import type { Clock } from '../../ports/clock.port';
import { serverDrawsStore } from '../../adapters/cache/cached-draws-gateway';
import { createContainer } from '../composition/container';
import { publicCallPhase } from './public-cache';

export interface RequestContextOptions {
  /** Where this server calls the backend (loopback when it is mounted on our own origin). */
  readonly apiBaseUrl: () => string;
  /** What the browser is told (where it calls the backend). */
  readonly runtimeConfig: RuntimeConfig;
  readonly publicOrigin: string;
  /** The deadline of one backend call. */
  readonly callTimeoutMs: number;
  /** The deadline of every backend call of one request together (and of its render). */
  readonly requestTimeoutMs: number;
  /** The fetch the request containers call the backend with (the shared public cache). */
  readonly fetch: typeof fetch;
  /** How long public answers are shared between requests (PUBLIC_CACHE_SECONDS; 0 by default). */
  readonly publicShareMs?: number;
  /** Where a page still not done well after its deadline is reported (stderr by default). */
  readonly warn?: (line: string) => void;
  /** How long after its load context a page not done is reported (3 s after the request's deadline by default). */
  readonly overdueMs?: number;
  /** The requests' clock (AppOptions.clock); the system's by default. */
  readonly clock?: Clock;
  /** How the registration asks for its fields (AppOptions.registrationMode); five steps by default. */
  readonly registrationMode?: RegistrationMode;
}

/** The route tree of a build, for matching a path to its route name (ids are the names of spec/1 §2). */
function routeTree(build: ServerBuild): RouteObject[] {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path ?? '', children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

type RouteOf = RequestContext['routeOf'];

const matchers = new WeakMap<ServerBuild['routes'], RouteOf>();

/**
 * The deepest matched route of a path (a page's route) with its params. React Router's
 * matchRoutes flattens and ranks the whole route table on every call (about half a millisecond
 * here, and a request asks more than once), so answers are kept: per build, for the 1,000 paths
 * asked most recently (a bound, since paths come from requests).
 */
export function routeOfBuild(build: ServerBuild): RouteOf {
  let routeOf = matchers.get(build.routes);
  if (routeOf) return routeOf;
  const routes = routeTree(build);
  const answers = new LRUCache<string, ReturnType<RouteOf>>({ max: 1000 });
  routeOf = (pathname) => {
    let answer = answers.get(pathname);
    if (!answer) {
      const deepest = matchRoutes(routes, pathname)?.at(-1);
      // Shared by every request for that path: frozen, so none can change another's.
      answer = Object.freeze({ routeName: deepest?.route.id ?? null, params: Object.freeze({ ...deepest?.params }) });
      answers.set(pathname, answer);
    }
    return answer;
  };
  matchers.set(build.routes, routeOf);
  return routeOf;
}

/**
 * Each request's load context: a container of its own (no state shared with another player's
 * request), the response's nonce, and a deadline: every backend call has its own, and all of a
 * request's calls together end with the request's, so a backend that never answers costs a page
 * at most that long.
 *
 * The request holds every signal of its calls until it ends (on its response). Node 20's
 * AbortSignal.timeout and AbortSignal.any keep only weak references to the signals they make (a
 * timer or a source signal does not keep its dependent alive): a signal nothing else holds can be
 * collected by the next garbage collection and then never aborts, and the fetch given it waits as
 * long as the backend likes. A hanging backend kept one results page waiting for 30 s that way.
 */
export function requestContextFactory(options: RequestContextOptions) {
  const backendOrigin = () => new URL(options.apiBaseUrl()).origin;
  // The archive's final shows, asked once by this server for all its requests (a new draw adds one).
  const { clock } = options;
  const drawsStore = serverDrawsStore(clock ? () => clock.now().epochMilliseconds : undefined);
  const warn = options.warn ?? ((line: string) => console.error(line));
  return async (build: ServerBuild, res: ExpressResponse): Promise<AppLoadContext> => {
    /** The calls not ended yet: where each went and its signal, for the overdue line. */
    const open = new Set<{ readonly input: RequestInfo | URL; readonly signal: AbortSignal }>();
    const overdueMs = options.overdueMs ?? options.requestTimeoutMs + OVERDUE_AFTER_MS;
    const mark = overdueWatch(res, overdueMs, warn, () => ({
      openCalls: open.size,
      // Whether a call still open was told to stop (if it was, what it called did not listen), and
      // where in the public cache it stands.
      open: [...open].slice(0, 10).map(describeCall),
    }));
    const deadline = AbortSignal.timeout(options.requestTimeoutMs);
    const held: AbortSignal[] = [deadline];
    (res.locals as { deadlines?: AbortSignal[] }).deadlines = held;
    const bounded: typeof fetch = (input, init) => {
      const call = AbortSignal.timeout(options.callTimeoutMs);
      const signal = AbortSignal.any([deadline, call, ...(init?.signal ? [init.signal] : [])]);
      held.push(call, signal);
      // Where it went is worked out only if a line about it is written.
      const entry = { input, signal };
      open.add(entry);
      // The deadline holds whatever the layers below do: the caller gets the abort at once even if
      // the call itself does not end (a layer that did not listen is logged, see outlived).
      let stop = () => undefined as void;
      const ended = new Promise<never>((_resolve, reject) => {
        stop = () => {
          reject(signal.reason as Error);
          outlived(entry, () => open.has(entry));
        };
      });
      ended.catch(() => undefined);
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
      const answer = options.fetch(input, { ...init, signal }).finally(() => {
        open.delete(entry);
        signal.removeEventListener('abort', stop);
      });
      answer.catch(() => undefined);
      return Promise.race([answer, ended]);
    };
    /** A call still open well after its signal aborted: one line, with where it stands, so the layer that did not listen can be found. */
    const outlived = (
      entry: { readonly input: RequestInfo | URL; readonly signal: AbortSignal },
      stillOpen: () => boolean,
    ) => {
      const timer = setTimeout(() => {
        if (!stillOpen()) return;
        warn(
          JSON.stringify({
            level: 'warn',
            message: 'Backend-Aufruf nach seiner Frist noch offen',
            call: describeCall(entry),
            afterMs: OUTLIVED_AFTER_MS,
          }),
        );
      }, OUTLIVED_AFTER_MS);
      timer.unref();
    };
    const container = await createContainer({
      kind: 'http',
      baseUrl: options.apiBaseUrl(),
      on: 'server',
      fetch: bounded,
      drawsStore,
      clock,
    });
    const context: AppLoadContext = {
      container,
      nonce: (res.locals as { nonce: string }).nonce,
      runtimeConfig: options.runtimeConfig,
      registrationMode: options.registrationMode ?? 'steps',
      publicOrigin: options.publicOrigin,
      publicShareMs: options.publicShareMs ?? 0,
      backendOrigin: backendOrigin(),
      backend: (path) => bounded(`${options.apiBaseUrl()}${path}`),
      routeOf: routeOfBuild(build),
      scriptHashes: (hashes) => {
        const nonce = (res.locals as { nonce: string }).nonce;
        const policy = String(res.getHeader('content-security-policy') ?? '');
        // Nothing else of the policy changes (with no hash left, 'strict-dynamic' alone trusts no script).
        res.setHeader(
          'Content-Security-Policy',
          policy.replace(`'nonce-${nonce}' `, hashes.map((hash) => `${hash} `).join('')),
        );
      },
      onRenderError: () => {
        (res.locals as { renderFailed?: boolean }).renderFailed = true;
      },
      mark,
    };
    return context;
  };
}

/** How long after its abort a backend call that has not ended is logged. */
const OUTLIVED_AFTER_MS = 3_000;

/** How long after its deadline a page that has not ended is logged as overdue. */
const OVERDUE_AFTER_MS = 3_000;

/**
 * Watches one response: when it has not ended `afterMs` after its load context was made, one
 * warning names its path (never the query: it can carry tokens), the phases it reached with the
 * milliseconds at which it reached them, and `details` (the backend calls still open). Returns the
 * function that notes a phase.
 */
export function overdueWatch(
  res: ExpressResponse,
  afterMs: number,
  warn: (line: string) => void,
  details: () => Record<string, unknown> = () => ({}),
) {
  const started = performance.now();
  const phases: string[] = [];
  const mark = (phase: string) => {
    if (phases.length < 20) phases.push(`${phase.slice(0, 40)} ${Math.round(performance.now() - started)} ms`);
  };
  // Closed already (the visitor left while a middleware before this one waited, as for a prefetch a
  // navigation cancels): its close event has passed, and nothing of it is sent any more.
  if (res.closed) return mark;
  const timer = setTimeout(() => {
    const path = (res.req?.originalUrl ?? '').split(/[?#]/, 1)[0]!.slice(0, 512);
    warn(
      JSON.stringify({
        level: 'warn',
        message: 'Seite nach ihrer Frist nicht fertig',
        path,
        afterMs,
        phases,
        ...details(),
      }),
    );
  }, afterMs);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
  return mark;
}

/**
 * A backend call as the warning lines name it: its path, whether it was told to stop (if it was
 * and is still open, what it called did not listen), and where it stands in the public cache.
 */
function describeCall(call: { readonly input: RequestInfo | URL; readonly signal: AbortSignal }): string {
  const phase = publicCallPhase(call.signal);
  return `${pathOf(call.input)}${call.signal.aborted ? ' (aborted)' : ''}${phase ? ` [${phase}]` : ''}`;
}

/** A call's path without its query (queries can carry tokens), at most 120 characters. */
function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url).pathname.slice(0, 120);
  } catch {
    return '?';
  }
}
