/**
 * What the browser benchmarks share: `npm start`'s server (the build with the fake backend inside,
 * `npm run build:fake`, built for the run into a folder of its own: support/builds.ts) with a
 * throw-away data folder, Debian's Chromium, the demo login and the budget check. Each benchmark
 * keeps only what it measures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildWithFakeBackend, freePort, removeBuild } from './builds';
import { budgetOnHost, describeHost, measureBenchmarkIndex } from './host-speed';

export interface PerfApp {
  base: string;
  browser: Browser;
  /** POST a JSON body to a fake-backend control (seeding); throws unless 2xx. */
  control(path: string, body: unknown): Promise<unknown>;
  /** This host's benchmark index (tests/perf/support/host-speed.ts), measured once at start. */
  hostIndex: number;
  /** A wall-clock budget set on the reference host, scaled to this host. */
  budget(referenceMs: number): number;
  /** One line on the host and what it does to the budgets, for the benchmark's output. */
  hostLine: string;
  stop(): Promise<void>;
}

const DEMO_PLAYER = { email: 'spieler@tippwerk.de', password: 'Tippwerk2026!' } as const;

/** A port set in the environment (PERF_…_PORT), or undefined: then the app takes a free one. */
export const portFrom = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

/**
 * `npm start` on `port` (a free one when not given): the shop's server (pages rendered on the
 * server) with the fake backend inside, as `node dist-fake/server/serve-fake.js --reset` runs it.
 */
export async function startPerfApp(requestedPort?: number): Promise<PerfApp> {
  const port = requestedPort ?? (await freePort());
  const buildDir = buildWithFakeBackend();
  const dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-data-'));
  const server = spawn(process.execPath, [join(buildDir, 'server', 'serve-fake.js'), '--reset'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('läuft auf')) return;
      // Whatever it writes later is read and dropped, so the pipe never fills.
      server.stdout.off('data', onData);
      server.stdout.resume();
      resolve();
    };
    server.stdout.on('data', onData);
    server.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      removeBuild(buildDir);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const base = `http://127.0.0.1:${port}`;
  const probe = await browser.newPage();
  const hostIndex = await measureBenchmarkIndex(probe, 5);
  await probe.close();
  return {
    base,
    browser,
    hostIndex,
    budget: (referenceMs) => budgetOnHost(referenceMs, hostIndex),
    hostLine: describeHost(hostIndex),
    async control(path, body) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : ((await response.json()) as unknown);
    },
    async stop() {
      await browser.close();
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill();
      });
      rmSync(dataDir, { recursive: true, force: true });
      removeBuild(buildDir);
    },
  };
}

/** Logs the demo player in through the login modal, as a player does. */
export async function logIn(
  page: Page,
  base: string,
  player: { email: string; password: string } = DEMO_PLAYER,
): Promise<void> {
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('link', { name: 'Anmelden' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(player.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Sets a failing exit code (the table is printed first) when a median breaks its budget. */
export function enforceMedianBudgets(
  budgetMs: number,
  measures: readonly (readonly [string, readonly number[]])[],
): void {
  for (const [name, values] of measures) {
    if (median(values) > budgetMs) {
      console.error(`${name}: median ${median(values).toFixed(1)} ms is over the ${budgetMs} ms budget`);
      process.exitCode = 1;
    }
  }
}
