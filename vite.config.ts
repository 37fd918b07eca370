import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One config for the app build and every Vitest project.
 * VITE_API_BASE_URL set → production build against a real backend: no fake code, no /dev pages.
 */
const realBackend = Boolean(process.env.VITE_API_BASE_URL);

export default defineConfig({
  plugins: [react()],
  define: {
    __FAKE_BACKEND__: JSON.stringify(!realBackend),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
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
