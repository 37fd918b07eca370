/**
 * `npm run serve`: the production server against a real backend (docs/deploy.md). Needs only the
 * production dependencies and the build (`npm run build`).
 */
import { clientDirBeside, startAppServer } from './app-server';
import { ConfigError, serverConfigFrom } from './server-config';

try {
  const config = serverConfigFrom(process.env);
  const running = await startAppServer({
    apiBaseUrl: config.apiBaseUrl,
    port: config.port,
    host: config.host,
    clientDir: clientDirBeside(import.meta.dirname),
    gameFrameOrigins: config.gameFrameOrigins,
    publicCacheMs: config.publicCacheMs,
  });
  console.log(`Tippwerk läuft auf ${running.url} (Backend ${config.apiBaseUrl})`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Tippwerk kann nicht starten: ${error.message}`);
  process.exit(1);
}
