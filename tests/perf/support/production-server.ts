/**
 * The production server as an operator runs it, for the benchmarks: `npm run build`, the fake API
 * on a port of its own as the backend (`npm run api`), `node dist/server/serve.js` with
 * NODE_ENV=production, each in its own process, on free ports, with a throw-away data folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from './fake-backend-load';

export interface ProductionServer {
  /** The shop's origin. */
  readonly base: string;
  readonly port: number;
  /** The fake API's origin (the backend). */
  readonly apiBase: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startServe(apiBase: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/serve.js'], {
    env: { ...process.env, API_BASE_URL: apiBase, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (!seen.includes('läuft auf')) return;
      // The access log keeps coming: read and drop it, so the pipe never fills.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve(child);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${seen}`)));
  });
}

/** Builds (`npm run build`) and starts the production server against the fake API. */
export async function startProductionServer(): Promise<ProductionServer> {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build failed (${built.status})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-serve-'));
  const api = await startApiServer(dataDir, await freePort());
  const port = await freePort();
  const server = await startServe(api.base, port);
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    apiBase: api.base,
    async stop() {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
