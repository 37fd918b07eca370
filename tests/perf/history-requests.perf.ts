/**
 * History at scale (issue 26): the requests the archive's figures cost, on the production server
 * as an operator runs it (`npm run build`, `node dist/server/serve.js`, the fake API in its own
 * process as the backend), with a counting proxy between the server and the backend. Prints one
 * table and fails (exit code 1) when a budget breaks:
 * - the basket's odds and Erwartungswert: at most 2 browser requests from the basket on screen to
 *   the figure, and ready at most 300 ms after the basket (reference host, scaled), median of 5
 *   warm runs, each in a fresh browser context (no HTTP cache);
 * - the Gewinnabfrage: at most 2 browser requests from "Prüfen" to the result;
 * - the statistics page: backend calls of a cold and of a warm render (after the page reuse and
 *   the public-answer cache have expired): warm at most 3;
 * - shows: the overview, a lottery's newest numbers and its archive ask the backend for no more
 *   shows than they show (the archive: at most one more, the API knows no date range).
 * Run: npm run perf. Free ports, a throw-away data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildProduction, freePort, removeBuild } from './support/builds';
import { startApiServer } from './support/fake-backend-load';
import { budgetOnHost, describeHost, measureBenchmarkIndex } from './support/host-speed';
import { median } from './support/perf-app';
import { startServe } from './support/production-server';

const READY_BUDGET_MS = 300;
const MAX_BASKET_REQUESTS = 2;
const MAX_CHECK_REQUESTS = 2;
const MAX_WARM_STATISTICS_CALLS = 3;
const BASKET_RUNS = 5;
/** PUBLIC_CACHE_SECONDS for this server: short, so a warm render can be had after it. */
const PUBLIC_CACHE_SECONDS = 1;

/** Every backend call the server makes, as path and query, in order. */
const calls: string[] = [];

/** Forwards every request to the backend unchanged and notes it. */
function countingProxy(backend: string): Server {
  const target = new URL(backend);
  return createServer((req, res) => {
    calls.push(req.url ?? '');
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
}

/** The backend calls `act` caused. */
async function callsOf(act: () => Promise<unknown>): Promise<string[]> {
  const before = calls.length;
  await act();
  return calls.slice(before);
}

/** The `limit` of each past_draw_dates call, and how many shows the backend answered in all. */
function showCalls(made: readonly string[]): { limits: number[]; shows: number } {
  const limits = made
    .filter((c) => c.includes('/past_draw_dates'))
    .map((c) => Number(new URL(c, 'http://x').searchParams.get('limit') ?? 7));
  return { limits, shows: made.filter((c) => /\/shows\/[^/]+\/draws/.test(c)).length };
}

/**
 * The shows a page names: an archive page's years with their counts ("2025 (104 Ziehungen)"; a
 * closed year's dates render when it is opened, from the same list), else its date links and the
 * options of its date select.
 */
function shownDates(html: string, path: string): number {
  const years = [...html.matchAll(/<h2>\d{4} \((\d+) Ziehung(?:en)?\)<\/h2>/g)].map((m) => Number(m[1]));
  if (years.length > 0) return years.reduce((a, b) => a + b, 0);
  const escaped = path.replaceAll('/', '\\/');
  const dates = new Set<string>();
  for (const m of html.matchAll(new RegExp(`href="${escaped}\\/([^"/?]+)"`, 'g')))
    if (m[1] !== 'archiv') dates.add(m[1]!);
  for (const m of html.matchAll(/<option[^>]* value="([^"]+)"/g)) dates.add(m[1]!);
  return dates.size;
}

/**
 * Adds a LOTTO quick tip and measures inside the page from the click on "In den Warenkorb" on:
 * when the basket's line with its odds is on screen, and when its Erwartungswert shows a figure.
 */
function addAndWaitForOdds(page: Page): Promise<{ shown: number; ready: number }> {
  return page.evaluate(
    () =>
      new Promise<{ shown: number; ready: number }>((resolve, reject) => {
        const add = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'In den Warenkorb');
        if (!add) return reject(new Error('"In den Warenkorb" not found'));
        const started = performance.now();
        let shown = 0;
        const timer = setTimeout(() => reject(new Error('no Erwartungswert within 20 s')), 20_000);
        // No named functions in here: the bundler would wrap them in a helper the page does not have.
        const observer = new MutationObserver(() => {
          const value = document.querySelector('[data-testid="expected-value"]');
          if (!value) return;
          shown ||= performance.now() - started;
          if (!/\d,\d\d\s€$/.test(value.textContent?.trim() ?? '')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ shown, ready: performance.now() - started });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        add.click();
      }),
  );
}

/** Clicks "Prüfen" inside the page and waits there until the result says how many draws were checked. */
function checkAndWait(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Prüfen');
        if (!button) return reject(new Error('"Prüfen" not found'));
        const started = performance.now();
        const timer = setTimeout(() => reject(new Error('no result within 20 s')), 20_000);
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="winning-check-checked"]')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { subtree: true, childList: true });
        button.click();
      }),
  );
}

/** The browser's data requests (fetch and XHR, without the router's route discovery) while `act` runs. */
async function browserRequests(page: Page, act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const note = (request: { resourceType(): string; url(): string }) => {
    const path = new URL(request.url()).pathname;
    // Data requests: not React Router's route discovery (/__manifest), which new links may cause.
    if (['fetch', 'xhr'].includes(request.resourceType()) && path !== '/__manifest') seen.push(path);
  };
  page.on('request', note);
  try {
    await act();
  } finally {
    page.off('request', note);
  }
  return seen;
}

const buildDir = buildProduction();
const dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-history-'));
const api = await startApiServer(dataDir, await freePort());
const proxy = countingProxy(api.base);
const proxyPort = await freePort();
await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
const port = await freePort();
const server = await startServe(buildDir, `http://127.0.0.1:${proxyPort}`, port, {
  env: { PUBLIC_CACHE_SECONDS: String(PUBLIC_CACHE_SECONDS) },
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const failures: string[] = [];
const rows: string[] = [];
const row = (measure: string, value: string, budget: string, ok: boolean) => {
  rows.push(`| ${measure} | ${value} | ${budget} | ${ok ? 'ok' : 'OVER'} |`);
  if (!ok) failures.push(`${measure}: ${value} (budget ${budget})`);
};
try {
  const probe = await browser.newPage();
  const hostIndex = await measureBenchmarkIndex(probe, 5);
  await probe.close();
  const readyBudget = budgetOnHost(READY_BUDGET_MS, hostIndex);
  const page = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.text();
  };

  // Statistics first, on a server that has asked the backend nothing yet.
  const cold = await callsOf(() => page('/lotto/statistik'));
  await new Promise((resolve) => setTimeout(resolve, PUBLIC_CACHE_SECONDS * 1000 + 300));
  const warm = await callsOf(() => page('/lotto/statistik'));
  // The statistics' own calls (the lottery store's draws API), apart from the layout's and SEO's.
  const draws = (made: readonly string[]) => made.filter((c) => c.startsWith('/lottery-store/'));
  const short = (made: readonly string[]) => made.map((c) => c.replace(/^\/lottery-store\/public\/api\/v\d\//, ''));
  row(
    'statistics render, backend calls for the archive (all calls), cold',
    `${draws(cold).length} (${cold.length})`,
    'printed',
    true,
  );
  row(
    'statistics render, backend calls for the archive (all calls), warm',
    `${draws(warm).length}: ${short(draws(warm)).join(', ')} (${warm.length}: layout content and SEO too)`,
    `≤ ${MAX_WARM_STATISTICS_CALLS}`,
    draws(warm).length <= MAX_WARM_STATISTICS_CALLS,
  );

  // Shows asked against shows shown.
  for (const [label, path, dates, slack] of [
    ['results overview', '/gewinnzahlen', null, 0],
    ['LOTTO newest numbers', '/lotto/lottozahlen-quoten', '/lotto/lottozahlen-quoten', 0],
    ['LOTTO archive', '/lotto/lottozahlen-quoten/archiv', '/lotto/lottozahlen-quoten', 1],
    ['KENO archive', '/keno/zahlen-quoten/archiv', '/keno/zahlen-quoten', 1],
  ] as const) {
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_CACHE_SECONDS * 1000 + 300));
    let html = '';
    const made = showCalls(await callsOf(async () => (html = await page(path))));
    const asked = made.limits.reduce((a, b) => a + b, 0);
    const shown = dates === null ? 1 : shownDates(html, dates);
    row(
      `${label}: shows asked (past_draw_dates limits) / shown`,
      `${made.limits.join(' + ') || 0} / ${shown}${made.shows ? `, ${made.shows} shows' draws` : ''}`,
      slack ? `asked ≤ shown + ${slack}` : 'asked ≤ shown',
      asked <= shown + slack,
    );
  }

  // The Gewinnabfrage: one tip, from "Prüfen" to the result.
  const last = (await (
    await fetch(`${api.base}/lottery-store/public/api/v2/lotteries/lotto6aus49/draws/last`)
  ).json()) as { drawn_numbers: { main_numbers: number[]; super_number: number } };
  const checkTimes: number[] = [];
  let checkRequests: string[] = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${base}/lotto/gewinnabfrage`);
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const grid = tab.getByRole('group', { name: 'Tippfeld 1', exact: true });
    for (const n of last.drawn_numbers.main_numbers)
      await grid.getByRole('button', { name: `Zahl ${n}`, exact: true }).click();
    await tab.getByRole('button', { name: `Superzahl ${last.drawn_numbers.super_number}`, exact: true }).click();
    checkRequests = await browserRequests(tab, async () => checkTimes.push(await checkAndWait(tab)));
    await context.close();
  }
  row(
    'Gewinnabfrage, browser requests from "Prüfen" to the result',
    `${checkRequests.length} (${checkRequests.join(', ')}); ${median(checkTimes).toFixed(0)} ms median`,
    `≤ ${MAX_CHECK_REQUESTS}`,
    checkRequests.length <= MAX_CHECK_REQUESTS,
  );

  // The basket: a LOTTO quick tip, from the basket on screen to its Erwartungswert.
  const readyAfterShown: number[] = [];
  let basketRequests: string[] = [];
  let coldReady = 0;
  for (let run = 0; run <= BASKET_RUNS; run += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${base}/lotto/normalschein`);
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await tab.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
    let times = { shown: 0, ready: 0 };
    const requests = await browserRequests(tab, async () => (times = await addAndWaitForOdds(tab)));
    // The basket's own page data comes before it is on screen; what follows is the odds'.
    const odds = requests.filter((path) => !path.endsWith('.data') && !path.startsWith('/assets/'));
    if (run === 0) coldReady = times.ready - times.shown;
    else {
      readyAfterShown.push(times.ready - times.shown);
      basketRequests = odds;
    }
    await context.close();
  }
  row(
    "basket's Erwartungswert, browser requests",
    `${basketRequests.length} (${basketRequests.join(', ')})`,
    `≤ ${MAX_BASKET_REQUESTS}`,
    basketRequests.length <= MAX_BASKET_REQUESTS,
  );
  row(
    "basket's Erwartungswert, ready after the basket is on screen (median of warm runs)",
    `${median(readyAfterShown).toFixed(0)} ms (runs ${readyAfterShown.map((v) => v.toFixed(0)).join(', ')}; the server's first, cold: ${coldReady.toFixed(0)} ms)`,
    `≤ ${readyBudget} ms`,
    median(readyAfterShown) <= readyBudget,
  );

  console.log('\nHistory at scale (issue 26): production server, fake API behind a counting proxy');
  console.log('| measure | value | budget | result |\n|---|---|---|---|');
  for (const line of rows) console.log(line);
  console.log(describeHost(hostIndex));
  for (const failure of failures) console.error(`over budget: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
  proxy.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
  removeBuild(buildDir);
}
