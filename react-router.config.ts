import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (react-router 7; 8 needs Node 22). The app (root, entries, route
 * config) lives in src/app; every page is a route module in its feature folder (src/app/routes.ts).
 * BUILD_DIR picks the output: dist (`npm run build`, a real backend), dist-fake (`npm start`).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.BUILD_DIR ?? 'dist',
  ssr: true,
  // The server bundle's entry is the server itself (src/server/serve*.ts, vite.config.ts), named as before.
  serverBuildFile: process.env.SERVER_BUILD_FILE ?? 'serve.js',
} satisfies Config;
