/**
 * What an operator does, without Docker (the Dockerfile's steps): build (`npm run build`), keep
 * only the production dependencies next to dist/client and dist/server, run `node
 * dist/server/serve.js` with API_BASE_URL and PUBLIC_ORIGIN against a backend, and check what it
 * answers. Run: npm run test:deploy (part of npm test). The fake API (`npm run api`) stands in for
 * the backend on its own port, as a real one would be on another host; the public origin is the
 * shop's address behind a proxy (https://www.tippwerk.example), not the port the server listens on.
 * The build goes into a temp folder of its own, not into the project's dist/ (others may be
 * serving that one right now).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedBuild } from '../perf/support/builds';

const failures: string[] = [];
const rows: string[] = [];
const check = (what: string, ok: boolean, detail = '') => {
  rows.push(`| ${what} | ${ok ? 'ok' : 'FAILED'} | ${detail} |`);
  if (!ok) failures.push(`${what}${detail ? `: ${detail}` : ''}`);
};

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true', ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no "${pattern}" within 30 s: ${seen}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${seen}`)));
  });
}

/** The shop's address as players reach it (PUBLIC_ORIGIN): canonical addresses, robots, sitemap. */
const PUBLIC_ORIGIN = 'https://www.tippwerk.example';

const started = Date.now();
const app = mkdtempSync(join(tmpdir(), 'tippwerk-deploy-'));
// In `npm test` the build is made once (the same `npm run build`), before this runs.
const shared = sharedBuild('serve');
const built = shared ?? mkdtempSync(join(tmpdir(), 'tippwerk-deploy-build-'));
const data = mkdtempSync(join(tmpdir(), 'tippwerk-deploy-data-'));
let api: ChildProcess | null = null;
let server: ChildProcess | null = null;
try {
  if (!shared) run('npm', ['run', 'build', '--silent'], process.cwd(), { SERVER_OUT_DIR: built });
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, join(app, file));
  cpSync(join(built, 'client'), join(app, 'dist/client'), { recursive: true });
  cpSync(join(built, 'server'), join(app, 'dist/server'), { recursive: true });
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  check(
    'production dependencies only',
    !existsSync(join(app, 'node_modules/vite')) &&
      !existsSync(join(app, 'node_modules/msw')) &&
      !existsSync(join(app, 'node_modules/@react-router/dev')),
  );

  const missing = spawnSync('node', ['dist/server/serve.js'], {
    cwd: app,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
  check(
    'missing API_BASE_URL stops the start',
    missing.status === 1 && missing.stderr.includes('API_BASE_URL'),
    missing.stderr.trim(),
  );
  const noOrigin = spawnSync('node', ['dist/server/serve.js'], {
    cwd: app,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, API_BASE_URL: 'http://127.0.0.1:9' },
  });
  check(
    'missing PUBLIC_ORIGIN stops the start',
    noOrigin.status === 1 && noOrigin.stderr.includes('PUBLIC_ORIGIN'),
    noOrigin.stderr.trim(),
  );

  const apiPort = await freePort();
  api = spawn('node_modules/.bin/tsx', ['mocks/server.ts', '--api-only'], {
    env: { ...process.env, API_PORT: String(apiPort), DATA_DIR: data },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(api, /auf http/);
  const port = await freePort();
  server = spawn('node', ['dist/server/serve.js'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_ORIGIN,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(server, /läuft auf/);
  const base = `http://127.0.0.1:${port}`;
  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

  const health = await get('/healthz');
  check('/healthz', health.status === 200 && ((await health.json()) as { version?: string }).version !== undefined);
  check('/readyz with the backend up', (await get('/readyz')).status === 200);
  const home = await get('/');
  const html = await home.text();
  check(
    '/ rendered on the server, with the scripts that hydrate it',
    home.status === 200 &&
      html.includes('<h1') &&
      html.includes('id="main"') &&
      html.includes('window.__reactRouterManifest') &&
      // The start script runs after the first paint (src/app/defer-scripts.ts), with the entry among its preloads.
      /<script type="text\/x-tippwerk-module" data-preloads="[^"]*\/assets\/entry\.client-[^"]+\.js/.test(html),
  );
  check(
    "/ tells the browser the backend's address at run time",
    html.includes(`"apiBaseUrl":"http://127.0.0.1:${apiPort}"`),
  );
  check(
    "/ names the shop's public origin, never the port it listens on",
    html.includes(`<link rel="canonical" href="${PUBLIC_ORIGIN}/"`) && !html.includes(`127.0.0.1:${port}`),
  );
  check(
    '/ (public, a CDN may keep it) names its inline scripts by hash in its CSP, no nonce',
    /script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic'/.test(
      home.headers.get('content-security-policy') ?? '',
    ) &&
      !/\snonce="/.test(html) &&
      /\bs-maxage=\d+/.test(home.headers.get('cache-control') ?? ''),
  );
  const basket = await get('/warenkorb');
  const basketNonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(
    basket.headers.get('content-security-policy') ?? '',
  )?.[1];
  check(
    "/warenkorb (a player's page) carries a CSP with its own nonce, never kept",
    basketNonce !== undefined &&
      (await basket.text()).includes(`nonce="${basketNonce}"`) &&
      basket.headers.get('cache-control') === 'private, no-store',
  );
  for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico']) check(path, (await get(path)).status === 200);
  const sitemap = await (await get('/sitemap.xml')).text();
  check(
    "/sitemap.xml: the backend's content pages and games, on the shop's public origin",
    sitemap.includes(`<loc>${PUBLIC_ORIGIN}/games/goldene-sieben</loc>`) &&
      sitemap.includes(`<loc>${PUBLIC_ORIGIN}/lotto/normalschein</loc>`) &&
      !sitemap.includes('127.0.0.1'),
  );
  const results = await get('/lotto/lottozahlen-quoten');
  const resultsHtml = await results.text();
  check(
    'the last LOTTO draw rendered on the server, with its quotas',
    results.status === 200 && resultsHtml.includes('6 Richtige + Superzahl') && resultsHtml.includes('Superzahl'),
  );
  check('a malformed draw date is a 404', (await get('/lotto/lottozahlen-quoten/ziehung-31-02-2026')).status === 404);
  const noShow = await get('/lotto/lottozahlen-quoten/ziehung-16-11-2020');
  check(
    'a date without a draw redirects to the archive',
    noShow.status === 302 && noShow.headers.get('location') === '/lotto/lottozahlen-quoten/archiv',
    `${noShow.status} ${noShow.headers.get('location')}`,
  );
  check('/__fake/status is not there', (await get('/__fake/status')).status === 404);
  check('an unknown page is a 404', (await get('/gibt/es/nicht')).status === 404);

  const stopped = new Promise<number | null>((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  const code = await Promise.race([
    stopped,
    new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 12_000)),
  ]);
  check('SIGTERM ends it within 10 s', code === 0, `exit ${code}`);
  server = null;
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  server?.kill('SIGKILL');
  api?.kill('SIGTERM');
  rmSync(app, { recursive: true, force: true });
  if (!shared) rmSync(built, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
}

console.log(
  `\nProduction install (npm run build, npm ci --omit=dev, npm run serve against the fake API) – ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log('| check | result | detail |\n|---|---|---|');
for (const row of rows) console.log(row);
for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exitCode = 1;
