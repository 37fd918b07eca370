import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sitemapXml } from '../../core/domain/sitemap';
import { createAppHandler } from './app-handler';
import { readClientAssets } from './client-assets';
import { closeOnSignals, listen, type RunningServer } from './http-server';
import { backendReadiness } from './readiness';
import { createPageRenderer } from './render-page';
import { robotsTxt } from './robots';
import { API_PATHS } from '../../adapters/http/api-config';
import { publicCachingFetch } from './public-cache';
import { cachingPages } from './page-cache';

const DEFAULT_PUBLIC_CACHE_MS = 5_000;
import { StaticAssets } from './static-assets';

export interface AppServerOptions {
  /** The backend's base URL; null when the backend is mounted on this server's own origin (`before`, `npm start`). */
  readonly apiBaseUrl: string | null;
  readonly port: number;
  readonly host: string;
  /** The client build (dist/client). */
  readonly clientDir: string;
  readonly gameFrameOrigins?: readonly string[];
  /** How long public backend answers are shared between requests (PUBLIC_CACHE_SECONDS, default 5 s; 0 off). */
  readonly publicCacheMs?: number;
  /** A handler in front of the app (the fake backend of `npm start`); true when it answered. */
  readonly before?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  readonly log?: (line: string) => void;
  /** Runs after the last request on shutdown (the fake backend writes its state). */
  readonly onClose?: () => Promise<void>;
}

/**
 * The production server: the client build's files, the pages rendered on the server, health,
 * robots and sitemap, every response with the security headers. Stateless: any number of them
 * can run behind a load balancer.
 */
export async function startAppServer(options: AppServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const onError = (error: unknown) =>
    log(JSON.stringify({ level: 'error', message: error instanceof Error ? error.message : String(error) }));
  // A backend on our own origin is called over loopback while rendering; the browser calls it on the page's origin.
  let ownUrl = '';
  const serverApiBaseUrl = options.apiBaseUrl === null ? () => ownUrl : () => options.apiBaseUrl!;
  const publicCacheMs = options.publicCacheMs ?? DEFAULT_PUBLIC_CACHE_MS;
  const render = createPageRenderer({
    fetch: publicCachingFetch({
      ttlMs: publicCacheMs,
      readingPosts: (url) => url.pathname.endsWith(API_PATHS.content),
    }),
    apiBaseUrl: serverApiBaseUrl,
    browserApiBaseUrl: options.apiBaseUrl ?? '',
    assets: readClientAssets(options.clientDir),
    onError,
  });
  const handler = createAppHandler({
    assets: new StaticAssets(options.clientDir),
    // A page is made of public answers only, so it may be as old as they are.
    render: cachingPages(render, { ttlMs: publicCacheMs }),
    policy: {
      apiOrigin: options.apiBaseUrl === null ? "'self'" : new URL(options.apiBaseUrl).origin,
      frameOrigins: options.gameFrameOrigins ?? [],
    },
    version: __APP_VERSION__,
    ready: backendReadiness(serverApiBaseUrl),
    robots: robotsTxt,
    sitemap: backendSitemap(serverApiBaseUrl),
    ...(options.before ? { before: options.before } : {}),
    log,
    onError,
  });
  const running = await listen(handler, options.port, options.host);
  ownUrl = running.url;
  closeOnSignals(running, log, () => {
    void (options.onClose?.() ?? Promise.resolve()).finally(() => process.exit(0));
  });
  return running;
}

/** The client build next to this server bundle (dist/server → dist/client). */
export const clientDirBeside = (serverDir: string): string => join(serverDir, '..', 'client');

/**
 * /sitemap.xml is routed by the product server (spec/1 §2): it knows the content pages and games.
 * Its addresses name the backend's origin, so they are moved to the one the player used; when the
 * backend does not answer, the shop's own public routes still make a sitemap.
 */
function backendSitemap(apiBaseUrl: () => string): (origin: string) => Promise<string> {
  return async (origin) => {
    const api = apiBaseUrl();
    try {
      const response = await fetch(`${api}/sitemap.xml`, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`sitemap: ${response.status}`);
      const xml = await response.text();
      return xml.split(`<loc>${new URL(api).origin}`).join(`<loc>${origin}`);
    } catch {
      return sitemapXml(origin);
    }
  };
}
