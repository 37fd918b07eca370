/**
 * Rendered-path cost of several production builds side by side, on one host in one run (issue 26:
 * "measure before and after on the same machine"). Not a budgeted benchmark: a tool for profiling
 * work on the server render. Each build's `server/serve.js` runs in turn against one fake API (its
 * own process), with the public answers cached as deployed; 10 keep-alive clients ask for the pages
 * with a query they ignore, so every request is rendered. Per build and round: requests/s, p50 and
 * p95 to the last byte, and the server process's CPU time per request (from /proc, Linux), which
 * varies less than the throughput when other work shares the host. Builds alternate round by round.
 *
 *   SERVER_OUT_DIR=node_modules/.cache/compare/before npm run build   (then change, build "after")
 *   npm run perf:render-compare -- node_modules/.cache/compare/before node_modules/.cache/compare/after
 *
 * A build must lie inside the project (its server imports the project's node_modules). Settings:
 * COMPARE_PAGES (comma-separated paths; the server-load benchmark's two by default), COMPARE_SECONDS (8), COMPARE_ROUNDS (2),
 * COMPARE_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a CPU profile per server run).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './support/builds';
import { startApiServer } from './support/fake-backend-load';
import { startServe } from './support/production-server';

const builds = process.argv.slice(2);
const PAGES = (process.env.COMPARE_PAGES ?? '/lotto/lottozahlen-quoten,/lotto/normalschein').split(',');
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 8);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 2);
const CLIENTS = 10;
const NODE_ARGS = process.env.COMPARE_NODE_ARGS ? process.env.COMPARE_NODE_ARGS.split(' ') : [];

if (builds.length === 0 || builds.some((dir) => !existsSync(join(dir, 'server', 'serve.js')))) {
  console.error('Usage: npm run perf:render-compare -- <build dir> [<build dir> …] (each with server/serve.js)');
  process.exit(2);
}

/** User + system CPU time of a process so far, in ms (Linux; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function get(agent: Agent, port: number, path: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${res.statusCode} for ${path}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(port: number, seconds: number): Promise<{ count: number; p50: number; p95: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const end = performance.now() + seconds * 1000;
  const times: number[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const i = n++;
        times.push(await get(agent, port, `${PAGES[i % PAGES.length]}?render=${i}`));
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
  return { count: times.length, p50: at(0.5), p95: at(0.95) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-render-compare-'));
const api = await startApiServer(dataDir, await freePort());
const perRequest = new Map<string, number[]>();
try {
  console.log(`pages ${PAGES.join(', ')} · ${CLIENTS} clients · ${SECONDS} s per run after 3 s warm-up`);
  for (let round = 1; round <= ROUNDS; round++)
    for (const build of builds) {
      const port = await freePort();
      const server = await startServe(build, api.base, port, { nodeArgs: NODE_ARGS });
      await load(port, 3);
      const before = cpuMs(server.pid!);
      const { count, p50, p95 } = await load(port, SECONDS);
      const cpu = (cpuMs(server.pid!) - before) / count;
      perRequest.set(build, [...(perRequest.get(build) ?? []), cpu]);
      console.log(
        `round ${round} · ${build}: ${(count / SECONDS).toFixed(1)} req/s, p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, server CPU ${cpu.toFixed(2)} ms per request`,
      );
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
  for (const [build, values] of perRequest) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${build}: server CPU per request, median of ${sorted.length}: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms`,
    );
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
