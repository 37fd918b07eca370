import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react(), dropFakeServiceWorker()],
  define: {
    __FAKE_BACKEND__: JSON.stringify(!realBackend),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    projects: [
      { extends: true, test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'platform', include: ['tests/platform/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'arch', include: ['tests/arch/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
    ],
  },
});
