import type { Config } from '@react-router/dev/config';

/**
 * The bundle-size floor (tests/perf/bundle-size.perf.ts): a bare React Router framework-mode app,
 * rendered on the server like the shop (ssr), built by `react-router build tests/perf/floor` into
 * BUILD_DIR (the benchmark's own folder).
 */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
