import { join } from 'node:path';

type ServerMode = { kind: 'serve'; dir: string } | { kind: 'api' } | { kind: 'reset-only' };

export interface ServerOptions {
  mode: ServerMode;
  /** Delete the saved platform state before starting. */
  reset: boolean;
  port: number;
  stateFile: string;
  /**
   * Serve mode: prerender the public pages for first visits in headless Chromium (PRERENDER=0
   * turns it off; CHROMIUM_PATH, default /usr/bin/chromium; PRERENDER_PATHS, comma-separated,
   * instead of the sitemap's pages). Null when off.
   */
  prerender: { chromiumPath: string; paths: readonly string[] | null } | null;
  /** FAKE_CONTROL_TOKEN: the control API (`/__fake`) then needs it as a bearer token. */
  controlToken: string | null;
  /** FAKE_BODY_LIMIT: largest request body in bytes (default 1 MiB); larger ones get 413 unread. */
  bodyLimitBytes: number;
  /** FAKE_JOURNAL_LIMIT: journal bytes after which a new snapshot is written in the background (default 16 MiB). */
  journalLimitBytes: number | undefined;
}

const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/** A shared demo's token must not be guessable in the time a demo runs. */
const MIN_CONTROL_TOKEN_LENGTH = 16;

export class UsageError extends Error {
  override name = 'UsageError';
}

const USAGE = 'Aufruf: tsx mocks/server.ts (--serve <dir> | --api-only | --reset-only) [--reset]';

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new UsageError(`${name} ist kein gültiger Port: ${value}`);
  return port;
}

function prerenderPaths(value: string | undefined): string[] | null {
  if (!value) return null;
  const paths = value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  const invalid = paths.find((path) => !/^\/(?!\/)[^\s?#]*$/.test(path));
  if (invalid !== undefined)
    throw new UsageError(`PRERENDER_PATHS: ${invalid} ist kein Pfad dieser Seite (z. B. /lotto/normalschein)`);
  return paths;
}

function controlToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < MIN_CONTROL_TOKEN_LENGTH || /\s/.test(value))
    throw new UsageError(
      `FAKE_CONTROL_TOKEN muss mindestens ${MIN_CONTROL_TOKEN_LENGTH} Zeichen lang sein und darf keine Leerzeichen enthalten`,
    );
  return value;
}

function bytesFrom(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 1024)
    throw new UsageError(`${name} ist keine Byte-Zahl ab 1024: ${value}`);
  return bytes;
}

/**
 * argv without node and script; env for PORT, API_PORT, DATA_DIR, PRERENDER, PRERENDER_PATHS,
 * CHROMIUM_PATH, FAKE_CONTROL_TOKEN, FAKE_BODY_LIMIT and FAKE_JOURNAL_LIMIT.
 */
export function parseServerOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ServerOptions {
  const serveAt = argv.indexOf('--serve');
  const modes: ServerMode[] = [];
  if (serveAt >= 0) {
    const dir = argv[serveAt + 1];
    if (!dir || dir.startsWith('--')) throw new UsageError('--serve braucht ein Verzeichnis, z. B. --serve dist');
    modes.push({ kind: 'serve', dir });
  }
  if (argv.includes('--api-only')) modes.push({ kind: 'api' });
  if (argv.includes('--reset-only')) modes.push({ kind: 'reset-only' });
  const [mode, ...others] = modes;
  if (!mode || others.length > 0) throw new UsageError(USAGE);
  return {
    mode,
    reset: argv.includes('--reset'),
    port: mode.kind === 'serve' ? portFrom(env['PORT'], 4173, 'PORT') : portFrom(env['API_PORT'], 4010, 'API_PORT'),
    stateFile: join(env['DATA_DIR'] || '.data', 'platform.json'),
    prerender:
      mode.kind === 'serve' && env['PRERENDER'] !== '0'
        ? { chromiumPath: env['CHROMIUM_PATH'] || '/usr/bin/chromium', paths: prerenderPaths(env['PRERENDER_PATHS']) }
        : null,
    controlToken: controlToken(env['FAKE_CONTROL_TOKEN']),
    bodyLimitBytes: bytesFrom('FAKE_BODY_LIMIT', env['FAKE_BODY_LIMIT']) ?? DEFAULT_BODY_LIMIT_BYTES,
    journalLimitBytes: bytesFrom('FAKE_JOURNAL_LIMIT', env['FAKE_JOURNAL_LIMIT']),
  };
}
