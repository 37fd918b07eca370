import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { ServerBuild } from 'react-router';
import { RENDER_TIMEOUT_MS } from '../app/render-timeout';
import { API_PATHS } from '../../adapters/http/api-config';
import type { Clock } from '../../ports/clock.port';
import { accessLog } from './access-log';
import { pageCache } from './page-cache';
import { publicCachingFetch } from './public-cache';
import { backendReadiness } from './readiness';
import { requestContextFactory } from './request-context';
import { hostilePaths, methodGuard, securityHeaders, sendErrorPage, withNonce } from './security';
import { localePrefixRedirect } from './locale-prefix';
import { missingFiles } from './missing-files';
import type { RegistrationMode } from '../app/route-container';

export interface AppOptions {
  /**
   * The app React Router built: the build itself in production (React Router derives its routes
   * from it once), a function in development, where it changes (derived again on every request).
   */
  readonly build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build's folder (dist/client); null when the dev server serves the files. */
  readonly clientDir: string | null;
  /** The backend's base URL; null when the backend is mounted on this server's own origin (`before`). */
  readonly apiBaseUrl: string | null;
  /** The shop's public origin (PUBLIC_ORIGIN). */
  readonly publicOrigin: string;
  readonly trustProxy?: boolean | number | readonly string[];
  readonly gameFrameOrigins?: readonly string[];
  /** How long public backend answers and rendered pages are shared between requests (0 off). */
  readonly publicCacheMs: number;
  /** The deadline of one backend call made while rendering. */
  readonly backendTimeoutMs: number;
  readonly version: string;
  /** A handler in front of the app (the fake backend of `npm start`); true when it answered. */
  readonly before?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Middleware of the dev server (Vite), after the security headers. */
  readonly dev?: express.RequestHandler;
  readonly log?: (line: string) => void;
  /**
   * The clock pages are rendered by: the system's by default; a fake build whose platform clock is
   * pinned (src/server/serve-fake.ts) passes that clock, so the server names the platform's day.
   */
  readonly clock?: Clock;
  /** How the registration asks for its fields (REGISTRATION_MODE): five steps (default) or one page. */
  readonly registrationMode?: RegistrationMode;
}

/**
 * The shop's server: express with well-kept middleware (helmet, compression, static files, a
 * request log) around React Router's request handler. Stateless: any number of them can run
 * behind a load balancer; what it keeps (public answers, rendered pages) is bounded and expires.
 */
export function createApp(options: AppOptions, ownUrl: () => string): Express {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const serverApiBaseUrl = options.apiBaseUrl === null ? ownUrl : () => options.apiBaseUrl!;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(accessLog(log));
  app.use(hostilePaths);
  app.use(withNonce);
  app.use(
    securityHeaders({
      apiOrigin: options.apiBaseUrl === null ? "'self'" : new URL(options.apiBaseUrl).origin,
      frameOrigins: options.gameFrameOrigins ?? [],
      https: options.publicOrigin.startsWith('https:'),
      development: options.dev !== undefined,
    }),
  );
  // `/de/…` from old or external links: the same page without the prefix (302, same origin only).
  app.use(localePrefixRedirect);
  const noCache = { 'Cache-Control': 'no-cache' };
  app.get('/healthz', (_req, res) => void res.set(noCache).json({ status: 'ok', version: options.version }));
  const ready = backendReadiness(serverApiBaseUrl);
  app.get('/readyz', (_req, res, next) => {
    ready().then(
      (ok) =>
        void res
          .status(ok ? 200 : 503)
          .set(noCache)
          .json({ status: ok ? 'ready' : 'backend_unavailable' }),
      next,
    );
  });
  const before = options.before;
  if (before) app.use((req, res, next) => void before(req, res).then((answered) => answered || next(), next));
  app.use(compression());
  if (options.dev) app.use(options.dev);
  if (options.clientDir) {
    // Hashed file names: kept forever by browsers and CDNs; a missing one is a 404, never a page.
    app.use(
      '/assets',
      express.static(join(options.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    // The rest (icons, manifest, service worker, version files) is checked again on every use.
    app.use(
      express.static(options.clientDir, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      }),
    );
  }
  // An image, script or font the client build lacks is a short 404, never a rendered page.
  app.use(missingFiles);
  app.use(methodGuard(options.publicOrigin));
  app.use(pageCache({ ttlMs: options.publicCacheMs }));
  const context = requestContextFactory({
    apiBaseUrl: serverApiBaseUrl,
    runtimeConfig: { apiBaseUrl: options.apiBaseUrl ?? '' },
    publicOrigin: options.publicOrigin,
    callTimeoutMs: options.backendTimeoutMs,
    requestTimeoutMs: RENDER_TIMEOUT_MS,
    publicShareMs: options.publicCacheMs,
    clock: options.clock,
    registrationMode: options.registrationMode ?? 'steps',
    fetch: publicCachingFetch({
      ttlMs: options.publicCacheMs,
      readingPosts: (url) => url.pathname.endsWith(API_PATHS.content),
    }),
  });
  const { build } = options;
  const currentBuild = typeof build === 'function' ? build : () => Promise.resolve(build);
  const publicHost = new URL(options.publicOrigin).host;
  app.use((req, _res, next) => {
    // The request as React Router sees it names our public origin, whatever Host the client sent.
    req.headers.host = publicHost;
    delete req.headers['x-forwarded-host'];
    next();
  });
  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      getLoadContext: async (_req, res) => context(await currentBuild(), res),
    }),
  );
  app.use(((error, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) return void sendErrorPage(res, status);
    log(JSON.stringify({ level: 'error', message: error instanceof Error ? error.message : String(error) }));
    if (res.headersSent) return void res.destroy();
    sendErrorPage(res, 500);
  }) satisfies ErrorRequestHandler);
  return app;
}
