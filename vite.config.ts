import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One config for the app build and every Vitest project.
 * VITE_API_BASE_URL set → production build against a real backend: no fake code, no /dev pages.
 */
const realBackend = Boolean(process.env.VITE_API_BASE_URL);
const defaultOutDir = process.env.BUILD_OUT_DIR ?? 'dist-fake';
/** `vite build --mode server` (npm run build): the production server's client (dist/client) and, with --ssr, its server (dist/server). */
const SERVER_MODE = 'server';

/** public/ holds MSW's service worker for the dev mode; a real-backend build must not ship it. */
const dropFakeServiceWorker = (fake: boolean, outDir: string): Plugin => ({
  name: 'tippwerk-drop-fake-service-worker',
  apply: 'build',
  closeBundle() {
    if (!fake) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
  },
});

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

/**
 * `npm run dev`: the game iframe navigates to the fake provider's page, and MSW's worker leaves
 * navigations alone; the dev server serves that page itself (`npm start` serves it through MSW's handlers).
 */
const fakeGameProvider = (): Plugin => ({
  name: 'tippwerk-fake-game-provider',
  apply: 'serve',
  async configureServer(server) {
    const { FAKE_PROVIDER_PATH, fakeProviderCsp, fakeProviderPage } =
      await import('./mocks/platform/games/fake-provider-page');
    server.middlewares.use(FAKE_PROVIDER_PATH, (req, res) => {
      const nonce = randomBytes(16).toString('hex');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', fakeProviderCsp(nonce));
      res.end(fakeProviderPage(new URL(req.url ?? '/', 'http://localhost').searchParams, nonce));
    });
  },
});

export default defineConfig(({ mode, isSsrBuild = false }) => {
  const serverBuild = mode === SERVER_MODE;
  const fake = !serverBuild && !realBackend;
  // Every build is a client and a server bundle side by side: dist/ (`npm run build`, or SERVER_OUT_DIR), dist-fake/ (`npm start`, or BUILD_OUT_DIR).
  const base = serverBuild ? (process.env.SERVER_OUT_DIR ?? 'dist') : defaultOutDir;
  const outDir = join(base, isSsrBuild ? 'server' : 'client');
  return {
    // The browser uses its own Temporal where it has one (src/app/temporal-runtime.ts); Vitest and the server run in Node with the package.
    resolve:
      process.env.VITEST || isSsrBuild
        ? {}
        : {
            alias: [
              { find: /^temporal-polyfill$/, replacement: join(import.meta.dirname, 'src/app/temporal-runtime.ts') },
            ],
          },
    plugins: [
      react(),
      dropFakeServiceWorker(fake, outDir),
      appVersion(isSsrBuild ? join(base, 'client', 'version.json') : null),
      ...(fake ? [fakeGameProvider()] : []),
    ],
    define: {
      __FAKE_BACKEND__: JSON.stringify(fake),
    },
    build: {
      target: isSsrBuild ? 'node20' : 'es2022',
      sourcemap: false,
      outDir,
      // The server needs the client's file names; one style sheet, so a rendered page never waits for a route's styles.
      manifest: !isSsrBuild,
      cssCodeSplit: false,
      emptyOutDir: true,
      // Everything the first page needs in one chunk with the entry: left alone, rolldown splits modules
      // the entry shares with lazy chunks (inversify, i18n, money, …) into small chunks of their own,
      // which every page loads anyway (about 3.5 KB gzip of per-file overhead on the home route).
      ...(isSsrBuild
        ? {}
        : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } } }),
      ...(isSsrBuild ? { copyPublicDir: false } : {}),
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      projects: [
        { extends: true, test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node' } },
        { extends: true, test: { name: 'platform', include: ['tests/platform/**/*.test.ts'], environment: 'node' } },
        { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' } },
        { extends: true, test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], environment: 'node' } },
        { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.{ts,tsx}'], environment: 'node' } },
        {
          extends: true,
          test: { name: 'arch', include: ['tests/arch/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
        },
      ],
    },
  };
});
