/**
 * `npm run serve`: the production server against a real backend (docs/deploy.md). Needs only the
 * production dependencies and the build (`npm run build`).
 */
import * as build from 'virtual:react-router/server-build';
import { ConfigError, serverConfigFrom } from './server-config';
import { clientDirBeside, startServer } from './start-server';

try {
  const config = serverConfigFrom(process.env);
  const running = await startServer(build, {
    apiBaseUrl: config.apiBaseUrl,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    port: config.port,
    host: config.host,
    clientDir: clientDirBeside(import.meta.dirname),
    gameFrameOrigins: config.gameFrameOrigins,
    publicCacheMs: config.publicCacheMs,
    backendTimeoutMs: config.backendTimeoutMs,
    registrationMode: config.registrationMode,
  });
  console.log(`Tippwerk läuft auf ${running.url} (öffentlich ${config.publicOrigin}, Backend ${config.apiBaseUrl})`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Tippwerk kann nicht starten: ${error.message}`);
  process.exit(1);
}
