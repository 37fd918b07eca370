import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sitemapXml } from '../../core/domain/sitemap';
import { createAppHandler } from './app-handler';
import { readClientAssets } from './client-assets';
import { closeOnSignals, listen, type RunningServer } from './http-server';
import { backendReadiness } from './readiness';
import { createPageRenderer } from './render-page';
import { robotsTxt } from './robots';
import { StaticAssets } from './static-assets';

export interface AppServerOptions {
  readonly apiBaseUrl: string;
  readonly port: number;
  readonly host: string;
  /** The client build (dist/client). */
  readonly clientDir: string;
  readonly gameFrameOrigins?: readonly string[];
  /** A handler in front of the app (the fake backend of `npm start`); true when it answered. */
  readonly before?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  readonly log?: (line: string) => void;
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
  const handler = createAppHandler({
    assets: new StaticAssets(options.clientDir),
    render: createPageRenderer({
      apiBaseUrl: options.apiBaseUrl,
      assets: readClientAssets(options.clientDir),
      onError,
    }),
    policy: { apiOrigin: new URL(options.apiBaseUrl).origin, frameOrigins: options.gameFrameOrigins ?? [] },
    version: __APP_VERSION__,
    ready: backendReadiness(options.apiBaseUrl),
    robots: robotsTxt,
    sitemap: (origin) => Promise.resolve(sitemapXml(origin)),
    ...(options.before ? { before: options.before } : {}),
    log,
    onError,
  });
  const running = await listen(handler, options.port, options.host);
  closeOnSignals(running, log, () => process.exit(0));
  return running;
}

/** The client build next to this server bundle (dist/server → dist/client). */
export const clientDirBeside = (serverDir: string): string => join(serverDir, '..', 'client');
