/**
 * `npm start`: the production server (src/server/app-server.ts) with the fake backend mounted in
 * the same process, on the same origin, in front of the pages: its APIs, the controls `/__fake/*`
 * and the fake payment and game pages exist only here, never in `npm run serve`. Built by
 * `scripts/ensure-build.ts` (client and this server bundle, into dist-fake/).
 */
import { clientDirBeside, startAppServer } from './app-server';
import { securityHeaders } from './security-headers';

/** JSON answers of the API need no scripts, styles or frames; the fake pages bring their own policy. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const { openFakeBackend } = await import('../../mocks/server/fake-backend');
const { parseServerOptions, UsageError } = await import('../../mocks/server/server-options');

let options;
try {
  options = parseServerOptions(process.argv.slice(2), process.env, true);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const backend = openFakeBackend(options, { crossOrigin: false });
try {
  const running = await startAppServer({
    apiBaseUrl: null,
    port: options.port,
    // The controls trust the loopback interface only (mocks/server/response-headers.ts).
    host: '127.0.0.1',
    clientDir: clientDirBeside(import.meta.dirname),
    // The fake backend's state changes on demand (controls, the clock): every page shows it as it is now.
    publicCacheMs: 0,
    before: (req, res) =>
      backend.handle(
        req,
        res,
        {
          ...securityHeaders(req.headers['x-forwarded-proto'] as string | undefined),
          'Content-Security-Policy': API_POLICY,
        },
        `http://${req.headers.host ?? '127.0.0.1'}`,
      ),
    onClose: () => backend.close(),
    log: process.env.ACCESS_LOG === '1' ? undefined : () => undefined,
  });
  console.log(`Tippwerk läuft auf ${running.url} (mit Fake-Backend, Daten in ${options.stateFile})`);
  const faults = backend.randomFaults;
  if (faults)
    console.log(
      `Zufällige Störungen: Rate ${faults.rate}, Seed ${faults.seed ?? 1}, Arten ${(faults.kinds ?? []).join(', ') || 'alle'}`,
    );
} catch (error) {
  console.error(`Server konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`);
  await backend.close();
  process.exit(1);
}
