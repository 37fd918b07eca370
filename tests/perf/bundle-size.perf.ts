/**
 * Bundle-size benchmark: builds the production bundle for a real backend and prints the
 * home route's initial JavaScript (entry + modulepreloads) and every lazy chunk, gzip.
 * Fails when a lazy route chunk breaks its budget. Run: npm run perf
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LAZY_CHUNK_BUDGET = 60 * 1024;

const outDir = mkdtempSync(join(tmpdir(), 'tippwerk-perf-'));
const started = Date.now();
const run = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: 'https://api.tippwerk.example', BUILD_OUT_DIR: outDir },
});
if (run.status !== 0) process.exit(run.status ?? 1);
const buildMs = Date.now() - started;

const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const all = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const lazy = all.filter((f) => !initial.includes(f));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
const rows = lazy.map((f) => ({ chunk: f.replace('assets/', ''), gzip: gz(f) })).sort((a, b) => b.gzip - a.gzip);
const over = rows.filter((r) => r.gzip > LAZY_CHUNK_BUDGET);

console.log(`\nBundle size (production build for a real backend, built in ${buildMs} ms)`);
console.log(`| what | gzip |\n|---|---|`);
console.log(`| home route initial JS (${initial.length} files) | ${kb(initialGzip)} |`);
for (const r of rows) console.log(`| lazy ${r.chunk} | ${kb(r.gzip)}${r.gzip > LAZY_CHUNK_BUDGET ? ' OVER BUDGET' : ''} |`);
rmSync(outDir, { recursive: true, force: true });

if (over.length > 0) {
  console.error(`\n${over.length} lazy chunk(s) over the ${kb(LAZY_CHUNK_BUDGET)} budget`);
  process.exit(1);
}
console.log(`\nbudget: every lazy chunk under ${kb(LAZY_CHUNK_BUDGET)} gzip: ok`);
