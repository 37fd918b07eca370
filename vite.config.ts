import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';

const CHEAP_HASHES = { TIPPWERK_TEST_PASSWORD_COST: 'low' };
/**
 * Vitest's default is one worker fewer than the cores, one on a 2-core machine: most test files
 * wait on child processes, the file system or timers as much as on the CPU, so every core works.
 */
const TEST_WORKERS = Math.max(2, availableParallelism());
/**
 * Vitest starts the files it has no timings for largest first, and a fresh clone has none. The
 * platform's files that start server processes (tests/platform/server-process.ts: a kill -9 loop,
 * state files, the body limit) are small but take the longest: they start first, so the project
 * does not wait on one of them at its end (platform 63 → about 55 s on 2 cores).
 */
class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const spawns = new Map(
      sorted.map((file) => [file, readFileSync(file.moduleId, 'utf8').includes("from './server-process'")]),
    );
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          a.file.project.config.sequence.groupOrder - b.file.project.config.sequence.groupOrder ||
          (a.file.project.name === b.file.project.name ? Number(spawns.get(b.file)) - Number(spawns.get(a.file)) : 0) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

/** UI test files that replace a module (vi.mock): they need a module graph of their own. */
const UI_MODULE_MOCKS = ['tests/ui/forms/form-classes.test.ts'];

/**
 * One config for the app (React Router's framework mode, react-router.config.ts) and every Vitest
 * project. TIPPWERK_BACKEND=real (`npm run build`) builds for a real backend: no fake code, no
 * developer pages. BUILD_DIR is the output folder (react-router.config.ts reads it too).
 */
const fake = process.env.TIPPWERK_BACKEND !== 'real';
/** The libraries of every page (the shell's): React, the router, MobX, inversify, i18next, ofetch and what they bring. */
const RUNTIME_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|i18next|ofetch|destr|ufo)[\\/]/;
const buildDir = process.env.BUILD_DIR ?? 'dist';

/**
 * The running build's identity for the update check (spec/2 §7.7): `__APP_VERSION__` in the
 * client, the build manifest `builds/latest.json` ({id, timestamp}) and `version.json`
 * ({version}) next to index.html carry the same id. Timestamp for humans, random part so two
 * builds in the same second still differ. `vite` dev serves the dev session's id.
 */
const appVersion = (sameAs: string | null): Plugin => {
  const built = new Date();
  const files: Record<string, string> = {};
  return {
    name: 'tippwerk-app-version',
    // Read when Vite runs the build, not when a tool merely loads this config (knip, a fresh clone).
    config: () => {
      // The server bundle carries the id of the client build made just before it (/healthz shows it).
      const id = sameAs
        ? (JSON.parse(readFileSync(sameAs, 'utf8')) as { version: string }).version
        : `${built.toISOString().replace(/[-:]|\.\d+/g, '')}-${randomBytes(3).toString('hex')}`;
      files['version.json'] = `${JSON.stringify({ version: id })}\n`;
      files['builds/latest.json'] = `${JSON.stringify({ id, timestamp: built.getTime() })}\n`;
      return { define: { __APP_VERSION__: JSON.stringify(id) } };
    },
    configureServer(server) {
      for (const [fileName, source] of Object.entries(files)) {
        server.middlewares.use(`/${fileName}`, (_req, res) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(source);
        });
      }
    },
    generateBundle() {
      if (sameAs) return; // the server serves the client build's copies
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
};

export default defineConfig(({ command, mode, isSsrBuild = false }) => {
  // Vitest runs in the 'test' mode (a build spawned from a test inherits its VITEST variables, not its mode).
  const vitest = mode === 'test';
  // The client build's folder: the server bundle reads its version (and serves its files).
  const clientDir = join(buildDir, 'client');
  return {
    // The browser build uses its own Temporal where it has one (src/app/temporal-runtime.ts); Vitest, the dev server and the server bundle run in Node with the package.
    resolve:
      command === 'build' && !isSsrBuild
        ? {
            alias: [
              { find: /^temporal-polyfill$/, replacement: join(import.meta.dirname, 'src/app/temporal-runtime.ts') },
            ],
          }
        : {},
    plugins: [
      // React Router's framework mode builds the app (src/app) and serves it in development; Vitest renders components with the React plugin alone.
      vitest ? react() : reactRouter(),
      appVersion(isSsrBuild ? join(clientDir, 'version.json') : null),
    ],
    define: {
      __FAKE_BACKEND__: JSON.stringify(fake),
    },
    build: {
      target: isSsrBuild ? 'node20' : 'es2022',
      sourcemap: process.env.SOURCEMAP === '1',
      // The server bundle's entry is the server itself: `npm run build` the production server, `npm start`'s build the one with the fake backend inside.
      ...(isSsrBuild ? { rollupOptions: { input: fake ? 'src/server/serve-fake.ts' : 'src/server/serve.ts' } } : {}),
      // What every page needs in one chunk with the entry: left alone, rolldown splits the modules the entry
      // shares with route chunks (react-dom, mobx, inversify, i18n, …) into dozens of small files that every page loads anyway.
      cssCodeSplit: false,
      // The libraries every page runs on in one chunk: left alone, rolldown cuts them into a dozen files by
      // which route modules share them, and each file costs a request and compresses worse.
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME_LIBRARIES }] } } },
          }),
    },
    server: { host: '127.0.0.1', port: 5173 },
    // Every package the browser may load in development, pre-bundled at start: one found during a visit makes Vite reload the page (a form reset while the player types).
    optimizeDeps: {
      include: [
        'react-dom',
        'react-dom/client',
        'react-router/dom',
        'mobx',
        'mobx-react-lite',
        'inversify',
        'reflect-metadata',
        'i18next',
        'ofetch',
        'class-validator',
        'temporal-polyfill',
        'temporal-polyfill/global',
        '@visx/group',
        '@visx/scale',
        '@visx/shape',
        'mdast-util-from-markdown',
      ],
    },
    test: {
      maxWorkers: TEST_WORKERS,
      sequence: { sequencer: ProcessesFirst },
      projects: [
        // Layers that log players in hundreds of times hash new passwords cheaply (password-hash.ts);
        // the platform's own tests and every server keep the production cost.
        // The core suite shares one module graph per worker thread (no fresh import per file): its
        // files keep no module state of their own, and importing anew for each file was most of its time.
        {
          extends: true,
          test: {
            name: 'core',
            include: ['tests/core/**/*.test.ts'],
            environment: 'node',
            env: CHEAP_HASHES,
            pool: 'threads',
            isolate: false,
            // Three threads on two cores: the files are few and uneven, and with two the last heavy file
            // ran alone (9.4–10.1 s wall here; 7.3–7.6 s with three).
            maxWorkers: 3,
            // A project with its own worker count runs in a group of its own, after the others.
            sequence: { groupOrder: 1 },
          },
        },
        // The platform's and the contract tests share a module graph per worker thread as well: the
        // fake platform is an instance per test, never module state (platform 85 → 57 s, contract 12 → 5 s here).
        {
          extends: true,
          test: {
            name: 'platform',
            include: ['tests/platform/**/*.test.ts'],
            environment: 'node',
            pool: 'threads',
            isolate: false,
            maxWorkers: 3,
            // `npm test` runs this suite beside the e2e suite (two workers), so its CPU-heavy tests (fast-check
            // runs, logins at the production scrypt cost) share the host: 5.2 and 7.1 s in run46 and run47,
            // past Vitest's default 5 s. Its tests assert what the platform does, never how fast.
            testTimeout: 30_000,
            sequence: { groupOrder: 3 },
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            include: ['tests/contract/**/*.test.ts'],
            environment: 'node',
            env: CHEAP_HASHES,
            pool: 'threads',
            isolate: false,
            maxWorkers: 3,
            sequence: { groupOrder: 4 },
          },
        },
        // The UI files share one module graph per worker thread too (view models and forms keep no
        // module state); the few that replace a module run as before, each file importing anew.
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['tests/ui/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...UI_MODULE_MOCKS],
            environment: 'node',
            env: CHEAP_HASHES,
            pool: 'threads',
            isolate: false,
            maxWorkers: 3,
            sequence: { groupOrder: 2 },
          },
        },
        {
          extends: true,
          test: { name: 'ui-mocks', include: UI_MODULE_MOCKS, environment: 'node', env: CHEAP_HASHES },
        },
        { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.{ts,tsx}'], environment: 'node' } },
        {
          extends: true,
          // One file at a time: the build test's `react-router build` rewrites .react-router/types,
          // which the dependency cruise reads.
          test: {
            name: 'arch',
            include: ['tests/arch/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
