/**
 * The benchmarks' own builds: each run builds into a folder of its own, never into dist/ or
 * dist-fake/ (the e2e suite and `npm start` use those, possibly at the same time on this machine).
 * The folders live in node_modules/.cache/tippwerk-perf/, inside the project, so a server bundle
 * there finds the project's node_modules the way dist/server/serve.js does; nothing lints or
 * formats them, and `removeBuild` deletes them again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const CACHE = resolve('node_modules/.cache/tippwerk-perf');

/** A new empty folder for one build (absolute path). */
export function buildFolder(tag: string): string {
  mkdirSync(CACHE, { recursive: true });
  return mkdtempSync(join(CACHE, `${tag}-`));
}

/**
 * Builds shared by a whole run: `npm test` (scripts/test-all.ts) makes both once into
 * SHARED_BUILDS (`serve/`: `npm run build`, for a real backend; `fake/`: `npm run build:fake`, the
 * fake backend inside), and every later step that needs one (the build checks, the server tests,
 * the deploy test, each benchmark, the e2e servers) starts from them instead of building its own
 * (and leaves them).
 */
const SHARED = process.env.SHARED_BUILDS ? resolve(process.env.SHARED_BUILDS) : null;

/** The folder of this run's shared build of that kind, or null (none made: build your own). */
export function sharedBuild(kind: 'serve' | 'fake'): string | null {
  if (!SHARED) return null;
  const dir = join(SHARED, kind);
  return existsSync(join(dir, 'server', kind === 'serve' ? 'serve.js' : 'serve-fake.js')) ? dir : null;
}

export const removeBuild = (dir: string): void => {
  if (SHARED && resolve(dir).startsWith(`${SHARED}/`)) return;
  rmSync(dir, { recursive: true, force: true });
};

/** Runs an npm script with the build folder in its environment; throws with its output when it fails. */
export function npmBuild(script: string, env: Record<string, string>): void {
  const run = spawnSync('npm', ['run', '--silent', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`npm run ${script} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

/**
 * `npm run build` (a real backend) into a folder of its own: `<dir>/client` and
 * `<dir>/server/serve.js`, as an operator's dist/.
 */
export function buildProduction(tag = 'serve'): string {
  const shared = sharedBuild('serve');
  if (shared) return shared;
  const dir = buildFolder(tag);
  npmBuild('build', { SERVER_OUT_DIR: dir });
  return dir;
}

/** `npm run build:fake` (the fake backend inside, as `npm start` runs it) into a folder of its own: `<dir>/server/serve-fake.js`. */
export function buildWithFakeBackend(tag = 'fake'): string {
  const shared = sharedBuild('fake');
  if (shared) return shared;
  const dir = buildFolder(tag);
  npmBuild('build:fake', { BUILD_OUT_DIR: dir });
  return dir;
}

/** A port nobody listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
