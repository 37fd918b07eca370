/**
 * Bundle-size benchmark: builds the production bundle for a real backend and, in the same run,
 * a floor (tests/perf/floor: a bare page importing the same runtime libraries eagerly), then
 * prints the home route's initial JavaScript (entry + modulepreloads) against the floor's and
 * every lazy chunk, gzip. Fails when the home route exceeds 1.15 × the floor, a lazy chunk breaks
 * its budget or the real-backend bundle carries fake-backend code. Run: npm run perf
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { StaticAssets } from '../../src/server/static-assets';

const HOME_OVER_FLOOR_BUDGET = 1.15;
const LAZY_CHUNK_BUDGET = 60 * 1024;
/** Strings only the fake backend or the developer pages contain (as in tests/arch/real-backend-build.test.ts). */
const FAKE_MARKERS = [
  'spieler@tippwerk.de',
  'Tippwerk2026!',
  'mockServiceWorker',
  'setupWorker',
  'Fake-Backend',
  'dev/fake-backend',
  'PlatformError',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Initial JS = the scripts and modulepreloads index.html names; everything else is lazy. */
function measure(outDir: string) {
  const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const all = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const lazy = all.filter((f) => !initial.includes(f)).map((f) => ({ chunk: f.replace('assets/', ''), gzip: gz(f) }));
  return {
    initialFiles: initial.length,
    initialNames: initial,
    initialGzip: initial.reduce((sum, f) => sum + gz(f), 0),
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
    text: all.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n'),
  };
}

/**
 * What a visit to `/` really loads: index.html names the entry and its static imports, but the
 * shell also imports chunks on first use (its gateways, a route's strings). The real-backend build
 * is served from a local static server and opened in Chromium by a returning visitor (cookies
 * chosen, so the first-visit banner is not counted); API calls to the unreachable backend are
 * answered 503 (the chunks that make them load all the same). Every script fetched until the
 * network is idle counts.
 */
async function homeVisit(
  outDir: string,
  { nativeTemporal }: { nativeTemporal: boolean },
): Promise<{ files: string[]; gzip: number }> {
  // The build's files as the production server sends them; any other path gets the client-only page.
  const assets = new StaticAssets(outDir);
  const page = readFileSync(join(outDir, 'index.html'));
  const server = createServer((req, res) => {
    void assets.find(new URL(req.url ?? '/', 'http://x').pathname).then((asset) => {
      res.writeHead(200, { 'Content-Type': asset?.contentType ?? 'text/html; charset=utf-8' });
      res.end(asset ? asset.body('identity').bytes : page);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.route('https://api.tippwerk.example/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.addInitScript(() =>
      localStorage.setItem('COOKIE_CONSENT', JSON.stringify({ categories: ['functional'] })),
    );
    // A browser without Temporal (Safari, older Chromium) loads the polyfill (src/app/temporal-runtime.ts).
    if (!nativeTemporal) await page.addInitScript('delete globalThis.Temporal');
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const list = [...files].filter((file) => file.startsWith('assets/'));
    return {
      files: list,
      gzip: list.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

const appDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-'));
const floorDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-floor-'));
try {
  let started = Date.now();
  const run = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_API_BASE_URL: 'https://api.tippwerk.example',
      BUILD_OUT_DIR: appDir,
    },
  });
  if (run.status !== 0) throw new Error(`app build failed (${run.status})`);
  const appMs = Date.now() - started;

  // The floor: same bundler, target and (default) minification as vite.config.ts, no app code.
  started = Date.now();
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'floor'),
    mode: 'production',
    logLevel: 'error',
    build: { target: 'es2022', sourcemap: false, outDir: floorDir, emptyOutDir: true },
  });
  const floorMs = Date.now() - started;

  const clientDir = join(appDir, 'client');
  const app = measure(clientDir);
  const floor = measure(floorDir);
  const visit = await homeVisit(clientDir, { nativeTemporal: true });
  const polyfilled = await homeVisit(clientDir, { nativeTemporal: false });
  // The budget counts what the visit loads (never less than what index.html names).
  const homeGzip = Math.max(visit.gzip, app.initialGzip);
  const ratio = homeGzip / floor.initialGzip;
  const lateChunks = visit.files
    .filter((file) => !app.initialNames.includes(file))
    .map((file) => file.replace('assets/', ''));
  const homeOver = ratio > HOME_OVER_FLOOR_BUDGET;
  const lazyOver = app.lazy.filter((r) => r.gzip > LAZY_CHUNK_BUDGET);
  const fakeFound = FAKE_MARKERS.filter((m) => app.text.includes(m));

  console.log(`\nBundle size (production build for a real backend in ${appMs} ms, floor in ${floorMs} ms)`);
  console.log(`| what | gzip |\n|---|---|`);
  console.log(
    `| floor: bare page with the runtime libraries (${floor.initialFiles} files) | ${kb(floor.initialGzip)} |`,
  );
  console.log(`| home route: scripts index.html names (${app.initialFiles} files) | ${kb(app.initialGzip)} |`);
  console.log(
    `| home route: scripts a visit to / loads in Chromium (${visit.files.length} files; also ${lateChunks.join(', ') || 'nothing else'}) | ${kb(visit.gzip)} |`,
  );
  console.log(
    `| home route / floor | ${ratio.toFixed(3)} (budget ${HOME_OVER_FLOOR_BUDGET} × = ${kb(floor.initialGzip * HOME_OVER_FLOOR_BUDGET)})${homeOver ? ' OVER BUDGET' : ''} |`,
  );
  console.log(
    `| for comparison: the same visit in a browser without native Temporal (${polyfilled.files.length} files, with the polyfill) | ${kb(polyfilled.gzip)} (${(polyfilled.gzip / floor.initialGzip).toFixed(3)} × floor, not budgeted) |`,
  );
  for (const r of app.lazy)
    console.log(`| lazy ${r.chunk} | ${kb(r.gzip)}${r.gzip > LAZY_CHUNK_BUDGET ? ' OVER BUDGET' : ''} |`);

  const failures = [
    ...(homeOver
      ? [
          `home route ${kb(homeGzip)} is ${ratio.toFixed(3)} × the floor (${kb(floor.initialGzip)}), budget ${HOME_OVER_FLOOR_BUDGET} ×`,
        ]
      : []),
    ...(lazyOver.length > 0 ? [`${lazyOver.length} lazy chunk(s) over the ${kb(LAZY_CHUNK_BUDGET)} budget`] : []),
    ...(fakeFound.length > 0 ? [`fake-backend code in the real-backend bundle: ${fakeFound.join(', ')}`] : []),
  ];
  if (failures.length > 0) {
    for (const failure of failures) console.error(`\nFAIL ${failure}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nbudgets ok: home route ${ratio.toFixed(3)} ≤ ${HOME_OVER_FLOOR_BUDGET} × floor; every lazy chunk under ${kb(LAZY_CHUNK_BUDGET)} gzip; no fake-backend code`,
    );
  }
} finally {
  rmSync(appDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
