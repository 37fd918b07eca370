import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SCREENSHOTS_NOW } from './tests/e2e/screenshots-clock';
import type { SuiteServer } from './tests/e2e/servers/start-all';

/**
 * E2E in Debian's Chromium (Playwright cannot download browsers here) against `npm start`: the
 * production server (pages rendered on the server, then hydrated) with the fake backend mounted
 * on the same port, with a fresh data folder per run.
 */
const url = (at: number) => `http://127.0.0.1:${at}`;
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = url(port);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5174);
/**
 * With E2E_PORT set (several people or agents testing on one machine), the run builds into its
 * own dist folders and keeps its own data folders, so parallel runs never share files.
 */
const isolated = process.env.E2E_PORT !== undefined;
/** A server's data folder: its own per run with E2E_PORT set. */
const dataDir = (name: string, at: number) => (isolated ? `.data/e2e-${name}-${at}` : `.data/e2e-${name}`);
/**
 * The production server (`npm run build`, `node dist/server/serve.js`) against the fake API on a
 * port of its own: the cross-origin setup an operator has (the `production` project).
 */
const prodPort = Number(process.env.E2E_PROD_PORT ?? port + 1);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 2);
const prodURL = url(prodPort);
const apiURL = url(apiPort);
const prodOutDir = isolated ? `dist-prod-e2e-${port}` : 'dist';
/**
 * In `npm test` this run's builds (scripts/test-all.ts, SHARED_BUILDS) are still there when the
 * e2e step starts: the servers start from them instead of building both again.
 */
const shared = process.env.SHARED_BUILDS;
const sharedBuilds =
  shared && existsSync(join(shared, 'fake/server/serve-fake.js')) && existsSync(join(shared, 'serve/server/serve.js'))
    ? shared
    : null;
const startCommand = sharedBuilds
  ? `NODE_ENV=production node ${sharedBuilds}/fake/server/serve-fake.js --reset`
  : isolated
    ? `BUILD_OUT_DIR=dist-e2e-${port} npm run --silent build:fake && NODE_ENV=production node dist-e2e-${port}/server/serve-fake.js --reset`
    : 'npm start -- --reset';
/** Two production servers of that build behind one port (tests/e2e/servers/replicas.ts, the `replicas` project). */
const replicasPort = Number(process.env.E2E_REPLICAS_PORT ?? port + 3);
const replicasURL = url(replicasPort);
const replicasBuild = sharedBuilds ? `${sharedBuilds}/serve` : prodOutDir;
/**
 * Screenshot comparisons (tests/e2e/screenshots.spec.ts, the `screenshots` project) against the fake
 * build on a port and data folder of their own, its clock pinned (FAKE_FIXED_NOW: the platform and the
 * pages rendered on the server, and through the spec the browser, all stand at this instant). The
 * build is the first server's: without shared builds it starts in a later phase (`later` below).
 */
const screenshotsPort = Number(process.env.E2E_SCREENSHOTS_PORT ?? port + 4);
const screenshotsURL = url(screenshotsPort);
const screenshotsCommand = `NODE_ENV=production node ${
  sharedBuilds ? `${sharedBuilds}/fake` : isolated ? `dist-e2e-${port}` : 'dist-fake'
}/server/serve-fake.js --reset`;
/**
 * The projects beside the `production` project each have servers of their own (ports E2E_PORT + 5 …
 * + 11 by default, data folders of their own), so the suite runs on two workers, one test at a time
 * per project (`workers: 1` below): `production` (its tests share its fake API, and each starts by
 * resetting it) and `production-a11y` start at once, the other projects take turns on whichever
 * worker is free. No two tests that share a backend ever run at the same time.
 */
const newCardPort = Number(process.env.E2E_NEW_CARD_PORT ?? port + 5);
const mobilePort = Number(process.env.E2E_MOBILE_PORT ?? port + 6);
const replicasApiPort = Number(process.env.E2E_REPLICAS_API_PORT ?? port + 7);
const deadlineApiPort = Number(process.env.E2E_DEADLINE_API_PORT ?? port + 8);
const deadlineProdPort = Number(process.env.E2E_DEADLINE_PROD_PORT ?? port + 9);
/**
 * The accessibility gate (tests/e2e/a11y.spec.ts, the `production-a11y` project: about a third of the
 * production project's time) on a production server and fake API of its own, so it runs on the second
 * worker beside the rest of the production project instead of after it.
 */
const a11yProdPort = Number(process.env.E2E_A11Y_PROD_PORT ?? port + 10);
const a11yApiPort = Number(process.env.E2E_A11Y_API_PORT ?? port + 11);
/**
 * When each server starts (tests/e2e/servers/start-all.ts): with the run's shared builds all at once;
 * otherwise `npm start`'s server builds the fake build first, then the production server the other
 * build, then the rest, which run them (and the dev server, which the builds should not meet).
 */
const later = sharedBuilds ? 0 : 2;
const prodCommand = sharedBuilds
  ? `node ${sharedBuilds}/serve/server/serve.js`
  : `SERVER_OUT_DIR=${prodOutDir} npm run --silent build && node ${prodOutDir}/server/serve.js`;

/**
 * Debian's headless shell when it is installed (`apt-get install chromium-headless-shell`, as
 * `.ci/run` does): Chromium without the desktop browser around it, what Playwright itself runs
 * headless; a tenth less time than the full browser for the same tests here. Otherwise Debian's
 * Chromium. The benchmarks keep the full browser (their budgets were measured with it).
 */
const e2eChromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

const launchOptions = {
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig<{ fakeApi: string }>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers, at most one per project (each project's `workers: 1`): see the ports above.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace of every test costs about a tenth of the suite's time: in CI only the retry
    // of a failed test records one (its first run leaves a screenshot and the error context).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { ...launchOptions, executablePath: process.env.CHROMIUM_PATH ?? e2eChromium },
  },
  projects: [
    // The whole suite against the production server, the fake API on its own port as the backend (the
    // cross-origin setup an operator has). Not here: the developer pages (fake builds only; the production
    // server answers 404 for them, tests/e2e/server-rendering.spec.ts) and new cards (@new-card): their
    // encryption is the PSP's script, which only fake builds carry; a build for a real backend refuses a
    // new card in German instead (@real-backend-build). First: the longest project starts at once on one
    // worker, the others take turns on the second.
    {
      name: 'production',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: prodURL, fakeApi: apiURL },
      // The accessibility gate has servers of its own (the `production-a11y` project).
      testIgnore: /(mobile|dev-mode|dev-pages|replicas|screenshots|a11y)\.spec\.ts/,
      // The hanging backend has servers of its own (the `backend-deadline` project).
      grepInvert: /@new-card|@backend-deadline/,
    },
    // The same build and setup as `production`, for the accessibility gate alone (see a11yProdPort).
    {
      name: 'production-a11y',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: url(a11yProdPort), fakeApi: url(a11yApiPort) },
      testMatch: /a11y\.spec\.ts/,
    },
    // `npm start` (the same server with the fake backend inside) runs what differs there: the developer
    // pages, new cards (their encryption is the fake PSP's script, which only fake builds carry), the
    // server as a hostile visitor tries it (the fake backend answers in front), and one whole journey.
    // Every other journey runs once, against the production server above.
    {
      name: 'desktop',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(dev-pages|journey|hostile-input)\.spec\.ts/,
      // A backend that never answers is the production server's to handle (the same code here, 22 s a run).
      grepInvert: /@backend-deadline/,
    },
    {
      name: 'desktop-new-card',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: url(newCardPort) },
      testIgnore: /(mobile|dev-mode|dev-pages|journey|hostile-input|replicas|screenshots)\.spec\.ts/,
      grep: /@new-card/,
    },
    // Many machines (docs/deploy.md): a player's journey while consecutive requests land on two processes.
    {
      name: 'replicas',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: replicasURL, fakeApi: url(replicasApiPort) },
      testMatch: /replicas\.spec\.ts/,
    },
    {
      name: 'mobile',
      workers: 1,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        channel: undefined,
        baseURL: url(mobilePort),
      },
      testMatch: /mobile\.spec\.ts/,
    },
    // `npm run dev`: React Router's dev server with the fake backend in front, in one process.
    // In the full browser: with the headless shell's quicker page loads, the test's navigations closed
    // Vite's HMR sockets before they had opened (its client then throws "WebSocket closed without opened").
    {
      name: 'dev',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: url(devPort),
        launchOptions: { ...launchOptions, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      },
      testMatch: /dev-mode\.spec\.ts/,
    },
    // What the pages look like, on a phone and on desktop (each test sets its device), compared with the
    // pictures next to the spec: a pinned clock and seed, system fonts, animations off. Regenerate them
    // with `npm run test:screenshots:update` (docs/scripts.md).
    {
      name: 'screenshots',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: screenshotsURL },
      testMatch: /screenshots\.spec\.ts/,
      expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.0002, animations: 'disabled', caret: 'hide', scale: 'css' } },
    },
    // A backend that hangs 30 s, on a production server and fake API of their own: the fake API still
    // answers the hung calls late for half a minute after the test, which no other test should meet.
    {
      name: 'backend-deadline',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: url(deadlineProdPort),
        fakeApi: url(deadlineApiPort),
      },
      testMatch: /hostile-input\.spec\.ts/,
      grep: /@backend-deadline/,
    },
  ],
  // The servers, started by tests/e2e/servers/start-all.ts (global setup) phase by phase, each phase all
  // at once, where Playwright's `webServer` would start them one after the other (43 s on a quiet 2-core
  // host): with the run's shared builds all of them at once, otherwise in the phases of `later` above.
  globalSetup: './tests/e2e/servers/start-all.ts',
  metadata: {
    servers: [
      {
        name: 'npm-start',
        command: startCommand,
        url: baseURL,
        timeout: 240_000,
        stdout: true,
        phase: 0,
        env: { PORT: String(port), DATA_DIR: isolated ? `.data/e2e-${port}` : '.data/e2e' },
      },
      {
        name: 'screenshots',
        command: screenshotsCommand,
        url: screenshotsURL,
        timeout: 60_000,
        stdout: true,
        phase: later,
        env: {
          PORT: String(screenshotsPort),
          DATA_DIR: dataDir('screenshots', screenshotsPort),
          FAKE_FIXED_NOW: SCREENSHOTS_NOW,
        },
      },
      // The new-card and phone projects' own `npm start` servers (the same build as the screenshots').
      ...(
        [
          ['new-card', newCardPort],
          ['mobile', mobilePort],
        ] as const
      ).map(([name, at]) => ({
        name,
        command: screenshotsCommand,
        url: url(at),
        timeout: 60_000,
        stdout: true,
        phase: later,
        env: { PORT: String(at), DATA_DIR: dataDir(name, at) },
      })),
      // The fake APIs: the production project's, the replicas', the hanging backend's and the accessibility gate's.
      ...(
        [
          ['api', apiPort],
          ['replicas-api', replicasApiPort],
          ['deadline-api', deadlineApiPort],
          ['a11y-api', a11yApiPort],
        ] as const
      ).map(([name, at]) => ({
        name,
        command: 'npx tsx mocks/server.ts --api-only --reset',
        url: `${url(at)}/__fake/status`,
        timeout: 120_000,
        phase: 0,
        env: { API_PORT: String(at), DATA_DIR: dataDir(name, at) },
      })),
      {
        name: 'production',
        command: prodCommand,
        url: `${prodURL}/healthz`,
        timeout: 240_000,
        phase: sharedBuilds ? 0 : 1,
        // The fake API serves the fake game provider's pages too: the games page may frame them (as an operator names a provider).
        env: {
          NODE_ENV: 'production',
          API_BASE_URL: apiURL,
          PUBLIC_ORIGIN: prodURL,
          PORT: String(prodPort),
          HOST: '127.0.0.1',
          GAME_FRAME_ORIGINS: apiURL,
        },
      },
      // The hanging backend's and the accessibility gate's production servers: the same build (made by
      // the server above without shared builds), each against its own fake API.
      ...(
        [
          ['deadline', deadlineProdPort, deadlineApiPort],
          ['a11y', a11yProdPort, a11yApiPort],
        ] as const
      ).map(([name, at, api]) => ({
        name,
        command: `node ${sharedBuilds ? `${sharedBuilds}/serve` : prodOutDir}/server/serve.js`,
        url: `${url(at)}/healthz`,
        timeout: 60_000,
        phase: later,
        env: {
          NODE_ENV: 'production',
          API_BASE_URL: url(api),
          PUBLIC_ORIGIN: url(at),
          PORT: String(at),
          HOST: '127.0.0.1',
          GAME_FRAME_ORIGINS: url(api),
        },
      })),
      {
        name: 'replicas',
        command: 'npx tsx tests/e2e/servers/replicas.ts',
        url: `${replicasURL}/healthz`,
        timeout: 300_000,
        phase: later,
        env: {
          REPLICAS_PORT: String(replicasPort),
          REPLICAS_BUILD: replicasBuild,
          API_BASE_URL: url(replicasApiPort),
          PRODUCTION_HEALTH: `${prodURL}/healthz`,
        },
      },
      {
        name: 'dev',
        command: 'npm run dev -- --reset',
        url: url(devPort),
        timeout: 120_000,
        phase: later,
        env: { PORT: String(devPort), DATA_DIR: dataDir('dev', devPort) },
      },
    ] satisfies SuiteServer[],
  },
});
