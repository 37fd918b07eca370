import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One config for the app build and every Vitest project.
 * VITE_API_BASE_URL set → production build against a real backend: no fake code, no /dev pages.
 */
const realBackend = Boolean(process.env.VITE_API_BASE_URL);
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';

/** public/ holds MSW's service worker for the dev mode; a real-backend build must not ship it. */
const dropFakeServiceWorker = (): Plugin => ({
  name: 'tippwerk-drop-fake-service-worker',
  apply: 'build',
  closeBundle() {
    if (realBackend) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
  },
});

/**
 * The running build's identity for the update check (spec/2 §7.7): `__APP_VERSION__` in the
 * client, the build manifest `builds/latest.json` ({id, timestamp}) and `version.json`
 * ({version}) next to index.html carry the same id. Timestamp for humans, random part so two
 * builds in the same second still differ. `vite` dev serves the dev session's id.
 */
const appVersion = (): Plugin => {
  const built = new Date();
  const id = `${built.toISOString().replace(/[-:]|\.\d+/g, '')}-${randomBytes(3).toString('hex')}`;
  const files: Record<string, string> = {
    'version.json': `${JSON.stringify({ version: id })}\n`,
    'builds/latest.json': `${JSON.stringify({ id, timestamp: built.getTime() })}\n`,
  };
  return {
    name: 'tippwerk-app-version',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(id) } }),
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

export default defineConfig({
  // The browser uses its own Temporal where it has one (src/app/temporal-runtime.ts); Vitest runs in Node with the package.
  resolve: process.env.VITEST
    ? {}
    : {
        alias: [{ find: /^temporal-polyfill$/, replacement: join(import.meta.dirname, 'src/app/temporal-runtime.ts') }],
      },
  plugins: [react(), dropFakeServiceWorker(), appVersion(), ...(realBackend ? [] : [fakeGameProvider()])],
  define: {
    __FAKE_BACKEND__: JSON.stringify(!realBackend),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir,
    // Everything the first page needs in one chunk with the entry: left alone, rolldown splits modules
    // the entry shares with lazy chunks (inversify, i18n, money, …) into small chunks of their own,
    // which every page loads anyway (about 3.5 KB gzip of per-file overhead on the home route).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      { extends: true, test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'platform', include: ['tests/platform/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'arch', include: ['tests/arch/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
    ],
  },
});
