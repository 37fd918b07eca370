import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** The floor's Vite config: the React Router plugin and the shop's browser target (vite.config.ts), nothing else. */
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [reactRouter()],
  build: { target: isSsrBuild ? 'node20' : 'es2022', sourcemap: false },
}));
