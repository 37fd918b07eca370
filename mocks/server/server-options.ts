import { join } from 'node:path';
import { Temporal } from '../../core/shared/temporal';

/** `app`: beside the shop on one port (`npm start`, src/server/serve-fake.ts); `api`: on a port of its own (`npm run api`). */
type ServerMode = { kind: 'app' } | { kind: 'api' } | { kind: 'reset-only' };

export interface ServerOptions {
  mode: ServerMode;
  /** Delete the saved platform state before starting. */
  reset: boolean;
  port: number;
  stateFile: string;
  /** FAKE_CONTROL_TOKEN: the control API (`/__fake`) then needs it as a bearer token. */
  controlToken: string | null;
  /** FAKE_BODY_LIMIT: largest request body in bytes (default 1 MiB); larger ones get 413 unread. */
  bodyLimitBytes: number;
  /** FAKE_JOURNAL_LIMIT: journal bytes after which a new snapshot is written in the background (default 16 MiB). */
  journalLimitBytes: number | undefined;
  /**
   * FAKE_FIXED_NOW: the instant the platform's clock stands still at (ISO, e.g. 2026-11-27T09:00:00Z;
   * shifts of the control API still move it), for pictures that must not change; null: real time.
   */
  fixedNow: string | null;
}

const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/** A shared demo's token must not be guessable in the time a demo runs. */
const MIN_CONTROL_TOKEN_LENGTH = 16;

export class UsageError extends Error {
  override name = 'UsageError';
}

const USAGE = 'Aufruf: tsx mocks/server.ts (--api-only | --reset-only) [--reset]';

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new UsageError(`${name} ist kein gültiger Port: ${value}`);
  return port;
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

/** An instant with its offset (`Z` or `+01:00`): a date alone or a local time would depend on the host's zone. */
function fixedNowFrom(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  try {
    return Temporal.Instant.from(value).toString();
  } catch {
    throw new UsageError(
      `FAKE_FIXED_NOW ist kein Zeitpunkt mit Zeitzone (ISO 8601, z. B. 2026-11-27T09:00:00Z): ${value}`,
    );
  }
}

/**
 * argv without node and script; env for PORT, API_PORT, DATA_DIR, FAKE_CONTROL_TOKEN,
 * FAKE_BODY_LIMIT, FAKE_JOURNAL_LIMIT and FAKE_FIXED_NOW. `app` is the mode of the shop's own fake-backend start
 * (it takes only `--reset`).
 */
export function parseServerOptions(argv: readonly string[], env: NodeJS.ProcessEnv, app = false): ServerOptions {
  const modes: ServerMode[] = app ? [{ kind: 'app' }] : [];
  const unknown = argv.find((arg) => !['--api-only', '--reset-only', '--reset'].includes(arg));
  if (unknown !== undefined)
    throw new UsageError(`Unbekannte Option ${unknown}. ${app ? 'Aufruf: npm start [-- --reset]' : USAGE}`);
  if (argv.includes('--api-only')) modes.push({ kind: 'api' });
  if (argv.includes('--reset-only')) modes.push({ kind: 'reset-only' });
  const [mode, ...others] = modes;
  if (!mode || others.length > 0) throw new UsageError(USAGE);
  return {
    mode,
    reset: argv.includes('--reset'),
    port: mode.kind === 'app' ? portFrom(env['PORT'], 4173, 'PORT') : portFrom(env['API_PORT'], 4010, 'API_PORT'),
    stateFile: join(env['DATA_DIR'] || '.data', 'platform.json'),
    controlToken: controlToken(env['FAKE_CONTROL_TOKEN']),
    bodyLimitBytes: bytesFrom('FAKE_BODY_LIMIT', env['FAKE_BODY_LIMIT']) ?? DEFAULT_BODY_LIMIT_BYTES,
    journalLimitBytes: bytesFrom('FAKE_JOURNAL_LIMIT', env['FAKE_JOURNAL_LIMIT']),
    fixedNow: fixedNowFrom(env['FAKE_FIXED_NOW']),
  };
}
