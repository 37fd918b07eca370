/**
 * Bundle-size benchmark: builds the shop for a real backend (`npm run build`: `react-router build`
 * with TIPPWERK_BACKEND=real) and, in the same run, a floor (tests/perf/floor: a bare React
 * Router framework-mode app, rendered on the server, whose browser entry loads the runtime
 * libraries the budget has always been measured against: those of the shop's home route and
 * temporal-polyfill, eagerly, as in issue 8), each into a folder of the run's own. The shop runs as
 * the production server against the fake API (support/production-server.ts), the floor behind a
 * `react-router-serve`-like express server. Both are measured the same way: what a visit to `/`
 * loads in Chromium. Prints the home route's
 * JavaScript against the floor's and every lazy chunk, gzip. Fails when the home route exceeds
 * 1.16 × the floor, a lazy chunk breaks its budget or the real-backend build (browser files and
 * server bundle) carries fake-backend code. Run: npm run perf
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import { chromium } from '@playwright/test';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { buildFolder, removeBuild } from './support/builds';
import { startProductionServer, type ProductionServer } from './support/production-server';

/** 1.15 until issue 25 put the phone header and menu on every page (docs/decisions.md). */
const HOME_OVER_FLOOR_BUDGET = 1.16;
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
const gzipOf = (clientDir: string, file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
const sumGzip = (clientDir: string, files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipOf(clientDir, file), 0);
const jsFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.js'));

/** The browser files of a build: `assets/*.js`, gzip sizes, and all their text (for the markers). */
function clientFiles(clientDir: string) {
  const all = jsFiles(join(clientDir, 'assets')).map((file) => `assets/${file}`);
  return { all, text: all.map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n') };
}

/** The server bundle's text: `server/*.js` and `server/assets/*.js`. */
function serverText(buildDir: string): string {
  const dir = join(buildDir, 'server');
  const assets = join(dir, 'assets');
  const files = [
    ...jsFiles(dir).map((file) => join(dir, file)),
    ...(readdirSync(dir).includes('assets') ? jsFiles(assets).map((file) => join(assets, file)) : []),
  ];
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/**
 * The scripts the server's page names: the modulepreloads and the imports of the start script
 * React Router's <Scripts> writes (entry and the matched routes' modules), which the server holds
 * back until the first paint (src/app/defer-scripts.ts: the preloads travel in `data-preloads`).
 */
async function scriptsNamed(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" href="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/&quot;\/(assets\/[^&]+\.js)&quot;/g),
  ].map((m) => m[1]!);
  const imports = [
    ...html.matchAll(/<script[^>]*type="(?:module|text\/x-tippwerk-module)"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap((script) => [...script[1]!.matchAll(/\bimport\b[^"';]*["']\/(assets\/[^"']+\.js)["']/g)].map((m) => m[1]!));
  return [...new Set([...preloads, ...imports])];
}

/**
 * What a visit to `/` really loads: the page names the entry, its static imports and the matched
 * routes' modules, and the app imports more on first use (its gateways, a route's strings). The
 * page is opened in Chromium by a returning visitor (cookies chosen, so the first-visit banner is
 * not counted); every same-origin script fetched until the network is idle counts.
 */
async function homeVisit(origin: string, { nativeTemporal }: { nativeTemporal: boolean }): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
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
    return [...files].filter((file) => file.startsWith('assets/'));
  } finally {
    await browser.close();
  }
}

/** `react-router build` of the floor app into `dir`; the build's warnings only when it fails. */
function buildFloor(dir: string): void {
  const run = spawnSync('node_modules/.bin/react-router', ['build', 'tests/perf/floor', '--logLevel', 'error'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: dir },
  });
  if (run.status !== 0) throw new Error(`floor build failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

/** The floor's build served like `react-router-serve`: its browser files, and every page rendered by its server build. */
async function serveFloor(dir: string): Promise<{ origin: string; close: () => void }> {
  const build = (await import(pathToFileURL(join(dir, 'server', 'index.js')).href)) as ServerBuild;
  const app = express();
  app.use('/assets', express.static(join(dir, 'client', 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(join(dir, 'client')));
  // The floor has no icon; the browser asks for one anyway.
  app.get('/favicon.ico', (_req, res) => void res.status(204).end());
  app.all('/{*path}', createRequestHandler({ build }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => void server.close(),
  };
}

const floorDir = buildFolder('floor');
let shop: ProductionServer | null = null;
let floor: { origin: string; close: () => void } | null = null;
try {
  let started = Date.now();
  // `npm run build` into the run's own folder, served by the production server against the fake API.
  shop = await startProductionServer();
  const appMs = Date.now() - started;
  started = Date.now();
  buildFloor(floorDir);
  const floorMs = Date.now() - started;
  floor = await serveFloor(floorDir);

  const appClient = join(shop.buildDir, 'client');
  const floorClient = join(floorDir, 'client');
  const app = clientFiles(appClient);
  const named = await scriptsNamed(shop.base);
  const visit = await homeVisit(shop.base, { nativeTemporal: true });
  const polyfilled = await homeVisit(shop.base, { nativeTemporal: false });
  const floorVisit = await homeVisit(floor.origin, { nativeTemporal: true });
  const floorGzip = sumGzip(floorClient, floorVisit);
  const namedGzip = sumGzip(appClient, named);
  const visitGzip = sumGzip(appClient, visit);
  // The budget counts what the visit loads (never less than what the page names).
  const homeGzip = Math.max(visitGzip, namedGzip);
  const ratio = homeGzip / floorGzip;
  const lateChunks = visit.filter((file) => !named.includes(file)).map((file) => file.replace('assets/', ''));
  const lazy = app.all
    .filter((file) => !visit.includes(file))
    .map((file) => ({ chunk: file.replace('assets/', ''), gzip: gzipOf(appClient, file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const homeOver = ratio > HOME_OVER_FLOOR_BUDGET;
  const lazyOver = lazy.filter((r) => r.gzip > LAZY_CHUNK_BUDGET);
  const shopServer = serverText(shop.buildDir);
  const fakeFound = [
    ...FAKE_MARKERS.filter((m) => app.text.includes(m)).map((m) => `${m} (browser files)`),
    ...FAKE_MARKERS.filter((m) => shopServer.includes(m)).map((m) => `${m} (server bundle)`),
  ];

  console.log(
    `\nBundle size (production build for a real backend in ${appMs} ms incl. starting it, floor in ${floorMs} ms; each served by its own server and opened in Chromium)`,
  );
  console.log(`| what | gzip |\n|---|---|`);
  console.log(
    `| floor: bare framework-mode app with the runtime libraries, what a visit to / loads (${floorVisit.length} files) | ${kb(floorGzip)} |`,
  );
  console.log(`| home route: scripts the server's page names (${named.length} files) | ${kb(namedGzip)} |`);
  console.log(
    `| home route: scripts a visit to / loads in Chromium (${visit.length} files; also ${lateChunks.join(', ') || 'nothing else'}) | ${kb(visitGzip)} |`,
  );
  console.log(
    `| home route / floor | ${ratio.toFixed(3)} (budget ${HOME_OVER_FLOOR_BUDGET} × = ${kb(floorGzip * HOME_OVER_FLOOR_BUDGET)})${homeOver ? ' OVER BUDGET' : ''} |`,
  );
  const polyfilledGzip = sumGzip(appClient, polyfilled);
  console.log(
    `| for comparison: the same visit in a browser without native Temporal (${polyfilled.length} files, with the polyfill) | ${kb(polyfilledGzip)} (${(polyfilledGzip / floorGzip).toFixed(3)} × floor, not budgeted) |`,
  );
  for (const r of lazy)
    console.log(`| lazy ${r.chunk} | ${kb(r.gzip)}${r.gzip > LAZY_CHUNK_BUDGET ? ' OVER BUDGET' : ''} |`);
  if (process.env.BUNDLE_SIZE_FILES) {
    console.log(`\nfloor visit: ${floorVisit.map((f) => `${f} ${kb(gzipOf(floorClient, f))}`).join(', ')}`);
    console.log(`home visit: ${visit.map((f) => `${f} ${kb(gzipOf(appClient, f))}`).join(', ')}`);
  }

  const failures = [
    ...(homeOver
      ? [
          `home route ${kb(homeGzip)} is ${ratio.toFixed(3)} × the floor (${kb(floorGzip)}), budget ${HOME_OVER_FLOOR_BUDGET} ×`,
        ]
      : []),
    ...(lazyOver.length > 0 ? [`${lazyOver.length} lazy chunk(s) over the ${kb(LAZY_CHUNK_BUDGET)} budget`] : []),
    ...(fakeFound.length > 0 ? [`fake-backend code in the real-backend build: ${fakeFound.join(', ')}`] : []),
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
  floor?.close();
  await shop?.stop();
  removeBuild(floorDir);
}
