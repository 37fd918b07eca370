/**
 * One real HTTP server for the fake backend (no Express):
 *   --serve <dir>  the built app (SPA) plus every API on one port  (npm start)
 *   --api-only     only the APIs, with CORS for local dev servers   (npm run api)
 *   --reset-only   delete the saved platform state and exit         (npm run fake:reset)
 *   --reset        delete the saved state before starting
 * The APIs go through the same MSW handlers the browser and the tests use.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FaultInjector } from './handlers/fault-injector';
import { InvalidRandomFaultError, randomFaultSpecFromEnv, type RandomFaultSpec } from './handlers/random-faults';
import { createHandlers } from './handlers/handlers';
import { handleApiRequest, isApiPath } from './server/api-bridge';
import { corsHeaders, isLocalOrigin, isLoopbackHost, SECURITY_HEADERS } from './server/response-headers';
import { parseServerOptions, UsageError, type ServerOptions } from './server/server-options';
import { serveStatic } from './server/static-files';
import { PRERENDER_REQUEST_HEADER, Prerenderer } from './server/prerenderer';
import { lockOrExit, platformOrExit, removeState } from './server/startup';

const HOST = '127.0.0.1';
const SHUTDOWN_GRACE_MS = 3000;
/** Prerendered pages are rendered again this often, so jackpots and draw dates stay current. */
const PRERENDER_REFRESH_MS = 10 * 60_000;

function optionsOrExit(): ServerOptions {
  try {
    return parseServerOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const options = optionsOrExit();
// One process per data folder, also for a reset: never pull the state away under a running server.
const releaseLock = lockOrExit(options.stateFile);
if (options.reset || options.mode.kind === 'reset-only') removeState(options.stateFile);
if (options.mode.kind === 'reset-only') {
  console.log(`Fake-Backend-Zustand gelöscht (${options.stateFile})`);
  process.exit(0);
}
const mode = options.mode;
if (mode.kind === 'serve' && !existsSync(join(mode.dir, 'index.html'))) {
  console.error(`Kein Build in ${mode.dir} gefunden (index.html fehlt). Bitte zuerst "npx vite build" ausführen.`);
  process.exit(1);
}

function randomFaultsOrExit(): RandomFaultSpec | null {
  try {
    return randomFaultSpecFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof InvalidRandomFaultError)) throw error;
    console.error(`FAKE_FAULT_*: ${error.field} ${error.detail}`);
    process.exit(2);
  }
}

// A broken, cut-off or newer state file stops the start here, untouched (docs/decisions.md).
const { platform, storage } = platformOrExit(options.stateFile, options.journalLimitBytes);
// One injector per process: faults added through /__fake/faults hold for every client of this server.
// FAKE_FAULT_RATE (with FAKE_FAULT_SEED, FAKE_FAULT_KINDS, FAKE_FAULT_PATHS) starts with seeded random faults.
const randomFaults = randomFaultsOrExit();
const handlers = createHandlers(platform, '', new FaultInjector(randomFaults), {
  controlToken: options.controlToken,
  // `npm run api` serves a Vite dev server on another local port; its pages may use the controls.
  allowOrigin: mode.kind === 'api' ? isLocalOrigin : undefined,
  allowHost: isLoopbackHost,
});

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = `http://${req.headers.host ?? `${HOST}:${options.port}`}`;
  const pathname = new URL(req.url ?? '/', origin).pathname;
  const headers = mode.kind === 'serve' ? SECURITY_HEADERS : corsHeaders(req);
  if (mode.kind === 'api' && req.method === 'OPTIONS') {
    res.writeHead(204, headers);
    return void res.end();
  }
  if (isApiPath(pathname))
    return handleApiRequest(req, res, handlers, origin, headers, {
      bodyLimitBytes: options.bodyLimitBytes,
      // An answer promises only what is on disk: a kill right after it loses nothing it confirmed.
      durable: () => storage.durable(),
    });
  if (mode.kind === 'serve') {
    const fresh = req.headers[PRERENDER_REQUEST_HEADER] === '1';
    return serveStatic(req, res, mode.dir, headers, (path) => (fresh ? undefined : prerenderer?.fileFor(path)));
  }
  res.writeHead(404, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: 'not_found' }));
}

let prerenderer: Prerenderer | null = null;

/** First visits get the public pages as HTML (docs/decisions.md); the app takes over after it loads. */
function startPrerendering(origin: string): void {
  if (mode.kind !== 'serve' || !options.prerender) return;
  if (!existsSync(options.prerender.chromiumPath)) {
    console.log(
      `Vorrendern aus: kein Chromium unter ${options.prerender.chromiumPath} (CHROMIUM_PATH setzen oder PRERENDER=0)`,
    );
    return;
  }
  prerenderer = new Prerenderer({
    origin,
    dir: mode.dir,
    chromiumPath: options.prerender.chromiumPath,
    extraPaths: ['/', '/warenkorb'],
    onlyPaths: options.prerender.paths,
    log: (line) => console.log(line),
  });
  const run = (started: number) =>
    prerenderer!
      .refresh()
      .then((count) => {
        console.log(`Vorgerendert: ${count} Seiten in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      })
      .catch((error: unknown) =>
        console.log(`Vorrendern fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`),
      );
  void run(Date.now());
  setInterval(() => void run(Date.now()), PRERENDER_REFRESH_MS).unref();
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('Fake-Backend: unerwarteter Fehler', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 'internal_error' }));
  });
});

server.on('error', (error) => {
  console.error(`Server konnte nicht starten: ${error.message}`);
  process.exit(1);
});

server.listen(options.port, HOST, () => {
  const { port } = server.address() as AddressInfo;
  const url = `http://${HOST}:${port}`;
  console.log(mode.kind === 'serve' ? `Tippwerk läuft auf ${url}` : `Tippwerk Fake-Backend (API) auf ${url}`);
  startPrerendering(url);
  if (randomFaults)
    console.log(
      `Zufällige Störungen: Rate ${randomFaults.rate}, Seed ${randomFaults.seed ?? 1}, Arten ${(randomFaults.kinds ?? []).join(', ') || 'alle'}`,
    );
});

function shutdown(): void {
  // Finish requests in flight, write what is pending, then stop; keep-alive sockets would otherwise hold the process open.
  const stop = () =>
    void storage
      .close()
      .catch((error: unknown) => console.error('Fake-Backend: Zustand beim Beenden nicht gespeichert', error))
      .finally(() => {
        releaseLock();
        process.exit(0);
      });
  server.close(stop);
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    stop();
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
