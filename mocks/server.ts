/**
 * The fake backend on a port of its own (no Express):
 *   --api-only     only the APIs, with CORS for local origins        (npm run api)
 *   --reset-only   delete the saved platform state and exit         (npm run fake:reset)
 *   --reset        delete the saved state before starting
 * `npm start` mounts the same backend inside the shop's own server (src/server/serve-fake.ts).
 * The APIs go through the same MSW handlers the browser and the tests use.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openFakeBackend, resetOnly } from './server/fake-backend';
import { corsHeaders } from './server/response-headers';
import { parseServerOptions, UsageError, type ServerOptions } from './server/server-options';

const HOST = '127.0.0.1';
const SHUTDOWN_GRACE_MS = 3000;

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
if (options.mode.kind === 'reset-only') {
  resetOnly(options);
  console.log(`Fake-Backend-Zustand gelöscht (${options.stateFile})`);
  process.exit(0);
}

const backend = openFakeBackend(options, { crossOrigin: true });

const server = createServer((req, res) => {
  const origin = `http://${req.headers.host ?? `${HOST}:${options.port}`}`;
  // Like every answer of the production server: browsers must not guess a type.
  const headers = { ...corsHeaders(req), 'X-Content-Type-Options': 'nosniff' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers);
    return void res.end();
  }
  backend
    .handle(req, res, headers, origin)
    .then((answered) => {
      if (answered) return;
      res.writeHead(404, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 'not_found' }));
    })
    .catch((error: unknown) => {
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
  console.log(`Tippwerk Fake-Backend (API) auf http://${HOST}:${port}`);
  if (options.fixedNow !== null) console.log(`Uhr der Plattform steht auf ${options.fixedNow}`);
  const faults = backend.randomFaults;
  if (faults)
    console.log(
      `Zufällige Störungen: Rate ${faults.rate}, Seed ${faults.seed ?? 1}, Arten ${(faults.kinds ?? []).join(', ') || 'alle'}`,
    );
});

function shutdown(): void {
  // Finish requests in flight, write what is pending, then stop; keep-alive sockets would otherwise hold the process open.
  const stop = () => void backend.close().finally(() => process.exit(0));
  server.close(stop);
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    stop();
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
