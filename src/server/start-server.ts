import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { createApp, type AppOptions } from './app';
import { closeOnSignals, listen, type RunningServer } from './http-server';

export interface StartOptions extends Omit<AppOptions, 'build' | 'version'> {
  readonly port: number;
  readonly host: string;
  /** Runs after the last request on shutdown (the fake backend writes its state). */
  readonly onClose?: () => Promise<void>;
}

/** The client build next to this server bundle (dist/server → dist/client). */
export const clientDirBeside = (serverDir: string): string => join(serverDir, '..', 'client');

/**
 * Starts the server with the app React Router built into this bundle, and ends it gracefully on
 * SIGTERM (a rolling deploy) or SIGINT.
 */
export async function startServer(build: ServerBuild, options: StartOptions): Promise<RunningServer> {
  let ownUrl = '';
  const app = createApp({ ...options, build, version: __APP_VERSION__ }, () => ownUrl);
  const running = await listen(app, options.port, options.host);
  ownUrl = running.url;
  closeOnSignals(running, options.log ?? ((line) => process.stdout.write(`${line}\n`)), () => {
    void (options.onClose?.() ?? Promise.resolve()).finally(() => process.exit(0));
  });
  return running;
}
