/**
 * `npm start`: the production server (src/server/app.ts) with the fake backend mounted in the
 * same process, on the same origin, in front of the pages: its APIs, the controls `/__fake/*` and
 * the fake payment, ident and game pages exist only here, never in `npm run serve`. Built by
 * `scripts/ensure-build.ts` (client and this server bundle, into dist-fake/).
 */
import * as build from 'virtual:react-router/server-build';
import { ConfigError, publicOriginFrom, registrationModeFrom } from './server-config';
import { fakeBackendInFront } from './fake-backend-in-front';
import { clientDirBeside, startServer } from './start-server';

const { openFakeBackend } = await import('../../mocks/server/fake-backend');
const { parseServerOptions, UsageError } = await import('../../mocks/server/server-options');

let options;
let publicOrigin: string;
let registrationMode;
try {
  options = parseServerOptions(process.argv.slice(2), process.env, true);
  publicOrigin = publicOriginFrom(process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${options.port}`);
  registrationMode = registrationModeFrom(process.env.REGISTRATION_MODE);
} catch (error) {
  if (!(error instanceof UsageError) && !(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const backend = openFakeBackend(options, { crossOrigin: false });
try {
  const running = await startServer(build, {
    apiBaseUrl: null,
    publicOrigin,
    port: options.port,
    // The controls trust the loopback interface only (mocks/server/response-headers.ts).
    host: '127.0.0.1',
    clientDir: clientDirBeside(import.meta.dirname),
    // The fake backend's state changes on demand (controls, the clock): every page shows it as it is now.
    publicCacheMs: 0,
    backendTimeoutMs: 4_000,
    before: fakeBackendInFront(backend, publicOrigin),
    onClose: () => backend.close(),
    log: process.env.ACCESS_LOG === '1' ? undefined : () => undefined,
    // FAKE_FIXED_NOW: the pages render by the platform's pinned clock, so both name the same day.
    clock: backend.pinnedClock ?? undefined,
    registrationMode,
  });
  console.log(`Tippwerk läuft auf ${running.url} (mit Fake-Backend, Daten in ${options.stateFile})`);
  if (options.fixedNow !== null) console.log(`Uhr der Plattform und der Seiten steht auf ${options.fixedNow}`);
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
