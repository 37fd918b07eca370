import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * mocks/server.ts bundled into one ES module by Vite (the project's own bundler), for the tests
 * that start it as a process again and again (server-process.ts). `node --import tsx` resolves,
 * transforms and loads its ~400 modules (~160 of them the project's) on every start: about 1.3 s
 * and 2 s of CPU a start on 2 cores, against 0.35 s and 0.6 s for the bundle. The code is the same
 * (Vite strips the types and joins the modules into one), and server.test.ts still starts
 * mocks/server.ts through tsx.
 *
 * The bundle lives in node_modules/.cache/ under the hash of everything it was built from (each
 * source file's text, the tsconfig, Vite's version and this file): a changed source means a new
 * build, never a stale one. Threads and processes that find none at the same time build it once,
 * under a lock file.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = join(ROOT, 'mocks', 'server.ts');
const CACHE = join(ROOT, 'node_modules', '.cache', 'tippwerk-server-bundle');
const INPUTS = join(CACHE, 'inputs.json');
const LOCK = join(CACHE, 'build.lock');
/** What shapes the output besides the sources. */
const SETTINGS = ['tsconfig.json', 'node_modules/vite/package.json', 'tests/platform/support-server-bundle.ts'];
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 120_000;
/** Old bundles go once they are this old (a run in progress may still start its own). */
const KEEP_MS = 24 * 60 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The key of a build from the texts it was made from (paths relative to the project). */
function keyOf(texts: [string, string][]): string {
  const hash = createHash('sha256');
  for (const [path, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    hash.update(path).update('\0').update(text).update('\0');
  return hash.digest('hex').slice(0, 24);
}

const bundlePath = (key: string) => join(CACHE, `server-${key}.mjs`);
const readTexts = (paths: string[]): [string, string][] =>
  paths.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]);

/** The bundle of the sources as they are now, when one was built from exactly them. */
function cachedBundle(): string | null {
  try {
    const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as string[];
    const path = bundlePath(keyOf(readTexts([...inputs, ...SETTINGS])));
    return existsSync(path) ? path : null;
  } catch {
    // No build yet, or a source it listed is gone.
    return null;
  }
}

async function build(): Promise<string> {
  const { build: viteBuild } = await import('vite');
  const texts = new Map<string, string>();
  const output = await viteBuild({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    // Dependencies too: resolving and compiling msw, graphql and the rest was most of a start.
    ssr: { noExternal: true },
    build: {
      ssr: ENTRY,
      write: false,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { output: { format: 'es' } },
    },
    plugins: [
      {
        name: 'tippwerk-bundle-inputs',
        enforce: 'pre',
        // Records each file's text as the bundle reads it, for the key.
        transform(code, id) {
          if (isAbsolute(id) && !id.includes('\0') && !id.includes('?')) texts.set(relative(ROOT, id), code);
          return null;
        },
      },
    ],
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry || entry.type !== 'chunk' || chunks.length !== 1)
    throw new Error('mocks/server.ts did not bundle into one file');
  const key = keyOf([...texts, ...readTexts(SETTINGS)]);
  const path = bundlePath(key);
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, entry.code);
  renameSync(temp, path);
  writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify([...texts.keys()].sort()));
  renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS);
  for (const name of readdirSync(CACHE)) {
    const old = join(CACHE, name);
    if (name.startsWith('server-') && old !== path && Date.now() - statSync(old).mtimeMs > KEEP_MS)
      rmSync(old, { force: true });
  }
  return path;
}

function staleLock(): boolean {
  try {
    const pid = Number(readFileSync(LOCK, 'utf8'));
    if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) return true;
    // Still being written by its holder.
    if (!Number.isSafeInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: its process is gone. A lock removed meanwhile is no longer in the way either.
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

async function cachedOrBuilt(): Promise<string> {
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    const cached = cachedBundle();
    if (cached) return cached;
    let lock: number;
    try {
      lock = openSync(LOCK, 'wx');
    } catch {
      // Another thread or process builds: wait for its bundle (or take over a dead one's lock).
      if (staleLock()) rmSync(LOCK, { force: true });
      else await sleep(100);
      continue;
    }
    try {
      writeFileSync(lock, String(process.pid));
      closeSync(lock);
      // It may have finished between the look above and the lock.
      return cachedBundle() ?? (await build());
    } finally {
      rmSync(LOCK, { force: true });
    }
  }
}

let bundle: Promise<string> | undefined;

/** The path of the bundled mocks/server.ts, built on first use (in this thread) when the cache has none. */
export function serverBundle(): Promise<string> {
  bundle ??= cachedOrBuilt();
  return bundle;
}
