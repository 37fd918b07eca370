/**
 * `npm run dev`: React Router's dev server (Vite: HMR, server rendering) inside the shop's own
 * server (src/server/app.ts), with the fake backend in front on the same origin, through its MSW
 * handlers. The app and the server code run in Vite's module graph, so an edit takes effect on the
 * next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { createServer as createViteServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { fakeBackendInFront } from './fake-backend-in-front';
import { closeOnSignals, listen } from './http-server';
import type { AppOptions, createApp } from './app';
import { registrationModeFrom } from './server-config';

const DEV_PORT = 5173;

const { openFakeBackend } = await import('../../mocks/server/fake-backend');
const { parseServerOptions, UsageError } = await import('../../mocks/server/server-options');

let options;
try {
  options = parseServerOptions(
    process.argv.slice(2),
    { ...process.env, PORT: process.env.PORT ?? String(DEV_PORT) },
    true,
  );
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${options.port}`;
const registrationMode = registrationModeFrom(process.env.REGISTRATION_MODE);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const backend = openFakeBackend(options, { crossOrigin: false });
let ownUrl = '';
let current: { module: unknown; app: Express } | null = null;

/** The server of the current sources (made anew after an edit of src/server/app.ts or what it imports). */
async function app(): Promise<Express> {
  const module = (await vite.ssrLoadModule('/src/server/app.ts')) as { createApp: typeof createApp };
  if (current?.module !== module) {
    const appOptions: AppOptions = {
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      clientDir: null,
      apiBaseUrl: null,
      publicOrigin,
      publicCacheMs: 0,
      backendTimeoutMs: 4_000,
      version: 'dev',
      before: fakeBackendInFront(backend, publicOrigin),
      dev: vite.middlewares,
      log: () => undefined,
      clock: backend.pinnedClock ?? undefined,
      registrationMode,
    };
    current = { module, app: module.createApp(appOptions, () => ownUrl) };
  }
  return current.app;
}

const running = await listen(
  (req: IncomingMessage, res: ServerResponse) => {
    app().then(
      (handler) => void handler(req, res),
      (error: unknown) => {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        res.statusCode = 500;
        res.end('Der Entwicklungsserver konnte die App nicht laden (siehe Konsole).');
      },
    );
  },
  options.port,
  '127.0.0.1',
);
ownUrl = running.url;
console.log(`Tippwerk (Entwicklung) läuft auf ${running.url} (mit Fake-Backend, Daten in ${options.stateFile})`);
closeOnSignals(running, console.log, () => {
  void Promise.all([vite.close(), backend.close()]).finally(() => process.exit(0));
});
