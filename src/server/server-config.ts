import type { RegistrationMode } from '../app/route-container';

/** The production server's settings, from its environment (docs/deploy.md). */
export interface ServerConfig {
  /** The backend's base URL, without a trailing slash; the browser calls it too (CORS). */
  readonly apiBaseUrl: string;
  /** The shop's own origin as players reach it (PUBLIC_ORIGIN): canonical addresses, robots, sitemap. */
  readonly publicOrigin: string;
  readonly port: number;
  readonly host: string;
  /** Origins the games page may frame (GAME_FRAME_ORIGINS, comma-separated). */
  readonly gameFrameOrigins: readonly string[];
  /** PUBLIC_CACHE_SECONDS (default 5, 0 off): how long public backend answers and pages are shared between requests. */
  readonly publicCacheMs: number;
  /** BACKEND_TIMEOUT_SECONDS (default 4): the deadline of one backend call made while rendering. */
  readonly backendTimeoutMs: number;
  /** TRUST_PROXY: express's `trust proxy` (false: forwarded headers count for nothing). */
  readonly trustProxy: boolean | number | readonly string[];
  /** REGISTRATION_MODE: `steps` (default, one page per step) or `single-step` (every field on /registrierung). */
  readonly registrationMode: RegistrationMode;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_PORT = 4173;

function urlOf(value: string, name: string): URL {
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

/** A number of seconds within bounds, or the default when unset. */
function seconds(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, max: number) {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new ConfigError(`${name} muss eine Zahl von 0 bis ${max} sein, nicht "${raw}"`);
  return Math.round(value * 1000);
}

/** The shop's public origin: an origin only (no path), so nothing of a request can change it. */
export function publicOriginFrom(value: string | undefined, name = 'PUBLIC_ORIGIN'): string {
  if (!value?.trim()) throw new ConfigError(`${name} fehlt: die Adresse des Shops, z. B. https://www.tippwerk.de`);
  const url = urlOf(value.trim(), name);
  if (url.pathname !== '/') throw new ConfigError(`${name} darf keinen Pfad enthalten, nur Schema, Host und Port`);
  return url.origin;
}

/** TRUST_PROXY: off (default), `true`, a hop count, or a comma-separated list of proxy addresses or subnets. */
export function trustProxyFrom(value: string | undefined): ServerConfig['trustProxy'] {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY: höchstens 10 Proxys, nicht ${raw}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
  const bad = entries.find((entry) => !address.test(entry));
  if (bad !== undefined)
    throw new ConfigError(`TRUST_PROXY: "${bad}" ist weder true, eine Zahl noch eine IP-Adresse oder ein Netz`);
  return entries;
}

/** REGISTRATION_MODE: `steps` (default) or `single-step`; anything else is a ConfigError. */
export function registrationModeFrom(value: string | undefined): RegistrationMode {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'steps') return 'steps';
  if (raw === 'single-step') return 'single-step';
  throw new ConfigError(`REGISTRATION_MODE muss steps oder single-step sein, nicht "${raw}"`);
}

/** Reads and checks the environment; a missing or malformed value is a ConfigError naming it. */
export function serverConfigFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const api = env.API_BASE_URL?.trim();
  if (!api) throw new ConfigError('API_BASE_URL fehlt: die Adresse des Backends, z. B. https://api.example.com');
  const apiUrl = urlOf(api, 'API_BASE_URL');
  const publicOrigin = publicOriginFrom(env.PUBLIC_ORIGIN);
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT muss eine Zahl von 0 bis 65535 sein, nicht "${env.PORT}"`);
  const gameFrameOrigins = (env.GAME_FRAME_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => urlOf(origin, 'GAME_FRAME_ORIGINS').origin);
  const backendTimeoutMs = seconds(env, 'BACKEND_TIMEOUT_SECONDS', 4, 5);
  if (backendTimeoutMs === 0) throw new ConfigError('BACKEND_TIMEOUT_SECONDS muss größer als 0 sein');
  return {
    apiBaseUrl: `${apiUrl.origin}${apiUrl.pathname.replace(/\/+$/, '')}`,
    publicOrigin,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    gameFrameOrigins,
    publicCacheMs: seconds(env, 'PUBLIC_CACHE_SECONDS', 5, 3600),
    backendTimeoutMs,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    registrationMode: registrationModeFrom(env.REGISTRATION_MODE),
  };
}
