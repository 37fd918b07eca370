import { join } from 'node:path';

export type ServerMode = { kind: 'serve'; dir: string } | { kind: 'api' } | { kind: 'reset-only' };

export interface ServerOptions {
  mode: ServerMode;
  /** Delete the saved platform state before starting. */
  reset: boolean;
  port: number;
  stateFile: string;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = 'Aufruf: tsx mocks/server.ts (--serve <dir> | --api-only | --reset-only) [--reset]';

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`${name} ist kein gültiger Port: ${value}`);
  return port;
}

/** argv without node and script; env for PORT, API_PORT and DATA_DIR. */
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
  };
}
