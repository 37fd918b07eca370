/**
 * The production server as an operator runs it, for the benchmarks: `npm run build`, the fake API
 * on a port of its own as the backend (`npm run api`), `node <build>/server/serve.js` with
 * NODE_ENV=production, API_BASE_URL, PUBLIC_ORIGIN, PORT and HOST, each in its own process, on free
 * ports, with a throw-away data folder. The build goes into a folder of the run's own
 * (support/builds.ts), not into dist/, which the e2e suite may be serving at the same time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildProduction, freePort, removeBuild } from './builds';
import { startApiServer } from './fake-backend-load';

export interface ProductionServer {
  /** The shop's origin (also its PUBLIC_ORIGIN). */
  readonly base: string;
  readonly port: number;
  /** The fake API's origin (the backend). */
  readonly apiBase: string;
  /** The build the server runs: `<buildDir>/client`, `<buildDir>/server/serve.js`. */
  readonly buildDir: string;
  /** The server's process (stdin is a pipe when `stdin: 'pipe'` was asked for). */
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  /** Node's own options before the script (the soak benchmark: --expose-gc and a preload). */
  readonly nodeArgs?: readonly string[];
  /** More environment for the server (e.g. PUBLIC_CACHE_SECONDS). */
  readonly env?: Readonly<Record<string, string>>;
  /** Every line the server writes to stdout after it started (the access log); dropped otherwise. */
  readonly onLine?: (line: string) => void;
  /** A pipe to the server's stdin. */
  readonly stdin?: 'pipe' | 'ignore';
  /** Every line the server writes to stderr after it started; passed through to ours otherwise. */
  readonly onErrorLine?: (line: string) => void;
}

/** Starts `<buildDir>/server/serve.js` on `port` and resolves once it listens (its PUBLIC_ORIGIN: that port, unless `options.env` names another). */
export function startServe(
  buildDir: string,
  apiBase: string,
  port: number,
  options: ProductionServerOptions,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(buildDir, 'server', 'serve.js')], {
    env: {
      ...process.env,
      API_BASE_URL: apiBase,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: [options.stdin ?? 'ignore', 'pipe', options.onErrorLine ? 'pipe' : 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let started = false;
    const seen: string[] = [];
    if (child.stderr)
      createInterface({ input: child.stderr }).on('line', (line) => {
        if (started) options.onErrorLine?.(line);
        else process.stderr.write(`${line}\n`);
      });
    // Read line by line for as long as the server runs, so the pipe never fills with the access log.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (started) return options.onLine?.(line);
      seen.push(line);
      if (!line.includes('läuft auf')) return;
      started = true;
      resolve(child);
    });
    child.once('exit', (code) => {
      if (!started) reject(new Error(`server exited with ${code}: ${seen.join('\n')}`));
    });
  });
}

/** Builds (`npm run build`) and starts the production server against the fake API. */
export async function startProductionServer(options: ProductionServerOptions = {}): Promise<ProductionServer> {
  const buildDir = buildProduction();
  const dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-serve-'));
  const cleanUp = () => {
    rmSync(dataDir, { recursive: true, force: true });
    removeBuild(buildDir);
  };
  let api: Awaited<ReturnType<typeof startApiServer>> | null = null;
  try {
    api = await startApiServer(dataDir, await freePort());
    const port = await freePort();
    const server = await startServe(buildDir, api.base, port, options);
    const apiServer = api;
    return {
      base: `http://127.0.0.1:${port}`,
      port,
      apiBase: api.base,
      buildDir,
      child: server,
      async stop() {
        await new Promise<void>((resolve) => {
          if (server.exitCode !== null || server.signalCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        });
        await apiServer.stop();
        cleanUp();
      },
    };
  } catch (error) {
    await api?.stop();
    cleanUp();
    throw error;
  }
}
