import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBuild } from '../perf/support/builds';

/** Strings only the fake backend or the developer pages contain. */
const FAKE_MARKERS = [
  'spieler@tippwerk.de',
  'Tippwerk2026!',
  'mockServiceWorker',
  'setupWorker',
  'Fake-Backend',
  'dev/styleguide',
  'dev/fake-backend',
  'PlatformError',
  // The control API's guard: the controls live in the fake backend only.
  'control_token_required',
  // The pinned clock of the fake server (FAKE_FIXED_NOW): a production server always runs on real time.
  'FAKE_FIXED_NOW',
];

interface Build {
  /** The build folder (BUILD_DIR): client/ and server/. */
  readonly dir: string;
  /** The server bundle's entry (SERVER_BUILD_FILE). */
  readonly serverFile: string;
  /** This run's shared build (SHARED_BUILDS): left in place. */
  readonly shared?: boolean;
}

/**
 * `react-router build` as `npm run build` (TIPPWERK_BACKEND=real) or `npm run build:fake` (no
 * TIPPWERK_BACKEND) runs it, into a temp folder.
 */
function build(kind: 'real' | 'fake'): Promise<Build> {
  const serverFile = kind === 'real' ? 'serve.js' : 'serve-fake.js';
  // In `npm test` both builds are made once, by the same scripts, before this runs.
  const shared = sharedBuild(kind === 'real' ? 'serve' : 'fake');
  if (shared) return Promise.resolve({ dir: shared, serverFile, shared: true });
  const dir = mkdtempSync(join(tmpdir(), `tippwerk-build-${kind}-`));
  // Not Vitest's variables: with VITEST set, vite.config.ts is the test config (no React Router plugin).
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    BUILD_DIR: dir,
    SERVER_BUILD_FILE: serverFile,
  };
  if (kind === 'real') env.TIPPWERK_BACKEND = 'real';
  else delete env.TIPPWERK_BACKEND;
  return new Promise((resolve, reject) => {
    const run = spawn('node_modules/.bin/react-router', ['build', '--logLevel', 'error'], { env });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    run.once('error', reject);
    run.once('exit', (code) =>
      code === 0 ? resolve({ dir, serverFile }) : reject(new Error(`react-router build (${kind}) failed: ${output}`)),
    );
  });
}

const jsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => join(dir, f))
    : [];
const textOf = (files: readonly string[]) => files.map((f) => readFileSync(f, 'utf8')).join('\n');

/** The browser's scripts: client/assets/*.js. */
const clientText = (b: Build) => textOf(jsIn(join(b.dir, 'client', 'assets')));
/** The server bundle: its entry and the chunks beside it (server/assets/*.js). */
const serverText = (b: Build) =>
  textOf([join(b.dir, 'server', b.serverFile), ...jsIn(join(b.dir, 'server', 'assets'))]);

/** The routes of the browser's route manifest (client/assets/manifest-*.js): id and path. */
function clientRoutes(b: Build): { id: string; path?: string }[] {
  const [file] = jsIn(join(b.dir, 'client', 'assets')).filter((f) => /\/manifest-[^/]+\.js$/.test(f));
  if (!file) throw new Error('no client/assets/manifest-*.js');
  const text = readFileSync(file, 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { id: string; path?: string }>;
  };
  return Object.values(manifest.routes);
}

/** Paths of the server bundle's route table that lead to a developer page (`path: "dev/…"`). */
const serverDevPaths = (b: Build) =>
  [...serverText(b).matchAll(/["']?path["']?\s*:\s*["'](\/?dev\/[^"']*)["']/g)].map((m) => m[1]);

describe('builds', () => {
  let real: Build | null = null;
  let fake: Build | null = null;
  beforeAll(async () => {
    [real, fake] = await Promise.all([build('real'), build('fake')]);
  }, 240_000);
  afterAll(() => {
    for (const b of [real, fake]) if (b && !b.shared) rmSync(b.dir, { recursive: true, force: true });
  });

  it('a build for a real backend carries no fake-backend code, dev pages or MSW service worker', () => {
    const client = clientText(real!);
    for (const marker of FAKE_MARKERS) expect(client, `browser: ${marker}`).not.toContain(marker);
    // The server bundle (`npm run serve`) neither: no fake backend in front, no memory adapters.
    const server = serverText(real!);
    for (const marker of FAKE_MARKERS) expect(server, `server: ${marker}`).not.toContain(marker);
    expect(existsSync(join(real!.dir, 'client', 'mockServiceWorker.js'))).toBe(false);
    // No developer page in either route table, while the shop's own pages are there.
    const routes = clientRoutes(real!);
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(['root', 'layout', 'index', 'cmsSlug']));
    expect(routes.filter((r) => r.id.startsWith('dev-') || /^\/?dev\//.test(r.path ?? ''))).toEqual([]);
    expect(serverDevPaths(real!)).toEqual([]);
    // The backend's address is not built in: the browser reads it from the page (src/app/runtime-config.ts).
    expect(client).toContain('tw-runtime-config');
  });

  it('emits the build manifest builds/latest.json and version.json with the same id (spec/2 §7.7 update check)', () => {
    for (const b of [real!, fake!]) {
      const client = join(b.dir, 'client');
      const manifest = JSON.parse(readFileSync(join(client, 'builds', 'latest.json'), 'utf8')) as {
        id: string;
        timestamp: number;
      };
      const version = JSON.parse(readFileSync(join(client, 'version.json'), 'utf8')) as { version: string };
      expect(manifest.id).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/);
      expect(manifest.id).toBe(version.version);
      expect(Number.isSafeInteger(manifest.timestamp)).toBe(true);
      expect(clientText(b)).toContain(manifest.id);
      // The server (/healthz) names the same build as the browser's files.
      expect(serverText(b)).toContain(manifest.id);
    }
  });

  it('the default build (npm start) keeps the developer pages but not the fake platform itself', () => {
    const routes = clientRoutes(fake!);
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['dev/fake-backend', 'dev/styleguide']));
    expect(serverDevPaths(fake!)).toEqual(expect.arrayContaining(['dev/fake-backend', 'dev/styleguide']));
    const client = clientText(fake!);
    expect(client).toContain('dev/fake-backend');
    expect(client).not.toContain('Tippwerk2026!');
  });
});
