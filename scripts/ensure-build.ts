/**
 * `npm start` runs this first: builds the client and the server with the fake backend
 * (`npm run build:fake`, into dist-fake/client and dist-fake/server) only when the sources are
 * newer than the last build, so a second start is instant. The stamp (not a built file's mtime) marks a build
 * that finished: a crashed build leaves no fresh stamp and is redone next time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = 'dist-fake';
const STAMP = join(DIST, '.build-stamp');
const SOURCE_DIRS = ['src', 'core', 'ports', 'adapters', 'mocks', 'public'];
const SOURCE_FILES = ['react-router.config.ts', 'vite.config.ts', 'package-lock.json'];

/** Newest modification time under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stats.mtimeMs);
}

function buildReason(): string | null {
  if (!existsSync(join(DIST, 'server', 'serve-fake.js')) || !existsSync(join(DIST, 'client', 'version.json')))
    return 'kein Build vorhanden';
  if (!existsSync(STAMP)) return 'kein Build-Stempel vorhanden';
  const stampTime = statSync(STAMP).mtimeMs;
  const changed = [...SOURCE_DIRS, ...SOURCE_FILES].find((path) => newestMtime(path) > stampTime);
  return changed ? `${changed} wurde geändert` : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Baue die App (${reason}) …`);
  // The stamp carries the build's start time: edits made during the build trigger the next one.
  const startedAt = new Date();
  const result = spawnSync('npm', ['run', '--silent', 'build:fake'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${startedAt.toISOString()}\n`);
  utimesSync(STAMP, startedAt, startedAt);
}
