/** The production server's settings, from its environment (docs/deploy.md). */
export interface ServerConfig {
  /** The backend's base URL, without a trailing slash; the browser calls it too (CORS). */
  readonly apiBaseUrl: string;
  readonly port: number;
  readonly host: string;
  /** Origins the games page may frame (GAME_FRAME_ORIGINS, comma-separated). */
  readonly gameFrameOrigins: readonly string[];
  /** PUBLIC_CACHE_SECONDS (default 5, 0 off): how long public backend answers are shared between requests. */
  readonly publicCacheMs: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_PORT = 4173;

function originOf(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} ist keine gültige URL: "${value}" (Beispiel: https://api.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`${name} muss mit http:// oder https:// beginnen, nicht ${url.protocol}`);
  if (url.search || url.hash || url.username || url.password)
    throw new ConfigError(`${name} darf weder Anfrageteil, Fragment noch Zugangsdaten enthalten`);
  return url;
}

/** Reads and checks the environment; a missing or malformed value is a ConfigError naming it. */
export function serverConfigFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const api = env.API_BASE_URL?.trim();
  if (!api) throw new ConfigError('API_BASE_URL fehlt: die Adresse des Backends, z. B. https://api.example.com');
  const apiUrl = originOf(api, 'API_BASE_URL');
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT muss eine Zahl von 0 bis 65535 sein, nicht "${env.PORT}"`);
  const gameFrameOrigins = (env.GAME_FRAME_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => originOf(origin, 'GAME_FRAME_ORIGINS').origin);
  const cacheSeconds =
    env.PUBLIC_CACHE_SECONDS === undefined || env.PUBLIC_CACHE_SECONDS === '' ? 5 : Number(env.PUBLIC_CACHE_SECONDS);
  if (!Number.isFinite(cacheSeconds) || cacheSeconds < 0 || cacheSeconds > 3600)
    throw new ConfigError(
      `PUBLIC_CACHE_SECONDS muss eine Zahl von 0 bis 3600 sein, nicht "${env.PUBLIC_CACHE_SECONDS}"`,
    );
  return {
    publicCacheMs: Math.round(cacheSeconds * 1000),
    apiBaseUrl: `${apiUrl.origin}${apiUrl.pathname.replace(/\/+$/, '')}`,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    gameFrameOrigins,
  };
}
