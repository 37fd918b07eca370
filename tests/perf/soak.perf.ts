/**
 * Soak benchmark: does the production server hold on to memory per request? The server as an
 * operator runs it (`npm run build`, `node dist/server/serve.js` against the fake API on its own
 * port: support/production-server.ts), started with `--expose-gc` and a preload
 * (support/heap-probe.cjs) that answers a line on stdin with the heap after two full collections.
 * A warm-up of 600 requests of the same mix as the run (lazy route modules, V8's optimised code,
 * and the bounded caches filled: rendered pages, public backend answers), then the heap after GC
 * (start); then 10,000 requests, every address new, 10 at a time over keep-alive: pages with a
 * query they ignore (rendered, not reused), unknown pages, asset-like addresses that do not exist
 * (`/<random>.png`, `/assets/<random>.js`) and hostile ones (`//evil.example/<n>`). The heap is
 * sampled without GC every 500 requests (peak), and after the run read after GC again (end).
 * Budget: end − start ≤ 20 MB. A 5xx or a failed request fails the run too (the figures would
 * not be about the server as it should run). Run: npm run perf (SOAK_REQUESTS changes the count).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { startProductionServer, type ProductionServer } from './support/production-server';

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 10_000);
const WARM_UP = 600;
const CONCURRENCY = 10;
const SAMPLE_EVERY = 500;
const GROWTH_BUDGET_MB = 20;
const MB = 1024 * 1024;

/** The n-th address of the mix: every one new, so nothing is answered from a cache by address. */
const KINDS = [
  { name: 'page, unique query (/lotto?x=n)', path: (n: number) => `/lotto?x=${n}` },
  { name: 'page, unique query (/?x=n)', path: (n: number) => `/?x=${n}` },
  {
    name: 'page, unique query (/lotto/lottozahlen-quoten?x=n)',
    path: (n: number) => `/lotto/lottozahlen-quoten?x=${n}`,
  },
  { name: 'unknown page (/seite-n)', path: (n: number) => `/seite-${n}` },
  { name: 'asset-like 404 (/<random>.png)', path: () => `/${randomBytes(24).toString('hex')}.png` },
  { name: 'missing asset (/assets/<random>.js)', path: () => `/assets/${randomBytes(8).toString('hex')}.js` },
  { name: 'hostile (//evil.example/n)', path: (n: number) => `//evil.example/${n}` },
] as const;

interface Tally {
  /** Status code (0: the request failed) → count, per kind. */
  readonly byKind: Map<string, Map<number, number>>;
  /** Milliseconds to the last byte, per kind. */
  readonly msByKind: Map<string, number[]>;
  failures: string[];
}

const newTally = (): Tally => ({ byKind: new Map(), msByKind: new Map(), failures: [] });

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `count` requests of the mix, `CONCURRENCY` at a time; `onEvery` after each SAMPLE_EVERY-th one. */
async function load(
  port: number,
  from: number,
  count: number,
  tally: Tally,
  onEvery?: () => Promise<void>,
): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let next = 0;
  let done = 0;
  let sampling = Promise.resolve();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const n = from + next++;
        const kind = KINDS[n % KINDS.length]!;
        const sent = performance.now();
        const status = await get(agent, port, kind.path(n)).catch((error: unknown) => {
          tally.failures.push(`${kind.path(n)}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        });
        const statuses = tally.byKind.get(kind.name) ?? new Map<number, number>();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        tally.byKind.set(kind.name, statuses);
        const times = tally.msByKind.get(kind.name) ?? [];
        times.push(performance.now() - sent);
        tally.msByKind.set(kind.name, times);
        if (++done % SAMPLE_EVERY === 0 && onEvery) sampling = sampling.then(onEvery);
      }
    }),
  );
  await sampling;
  agent.destroy();
}

/** Asks the probe in the server (support/heap-probe.cjs); one question at a time. */
function heapProbe(server: ProductionServer, lines: AsyncIterator<string>) {
  return async (command: 'gc' | 'mem'): Promise<{ heapUsed: number; rss: number }> => {
    const tag = command === 'gc' ? 'HEAP' : 'MEM';
    server.child.stdin!.write(`${command}\n`);
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('the server ended before the probe answered');
      const [word, heapUsed, rss] = value.split(' ');
      if (word === tag) return { heapUsed: Number(heapUsed), rss: Number(rss) };
    }
  };
}

/** The probe's lines (HEAP …, MEM …) from the server's stdout; the access log is dropped. */
function probeLines(): { onLine: (line: string) => void; lines: AsyncIterator<string> } {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  return {
    onLine(line) {
      if (!line.startsWith('HEAP ') && !line.startsWith('MEM ')) return;
      queue.push(line);
      wake?.();
    },
    lines: {
      async next() {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        return { value: queue.shift()!, done: false };
      },
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / MB).toFixed(1);
/** The kernel's figure for the process: VmHWM (peak RSS) or VmRSS, bytes. */
const procStatus = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

const probe = probeLines();
/** What the server wrote to stderr, by message (numbers masked), counted instead of printed. */
const errorLines = new Map<string, number>();
let server: ProductionServer | null = null;
try {
  server = await startProductionServer({
    nodeArgs: ['--expose-gc', '--require', resolve('tests/perf/support/heap-probe.cjs')],
    stdin: 'pipe',
    onLine: probe.onLine,
    onErrorLine: (line) => {
      const message = line.replace(/\d+/g, 'N').replace(/[0-9a-f]{16,}/g, 'X');
      errorLines.set(message, (errorLines.get(message) ?? 0) + 1);
    },
  });
  const ask = heapProbe(server, probe.lines);
  /** The lower of two readings after GC, half a second apart (sockets closing, timers ending). */
  const settled = async () => {
    await sleep(1000);
    const first = await ask('gc');
    await sleep(500);
    const second = await ask('gc');
    return first.heapUsed <= second.heapUsed ? first : second;
  };

  const warmUp = newTally();
  await load(server.port, 0, WARM_UP, warmUp);
  const start = await settled();

  errorLines.clear();
  const tally = newTally();
  let peak = start.heapUsed;
  let peakRss = start.rss;
  const samples: number[] = [];
  const started = performance.now();
  await load(server.port, WARM_UP, REQUESTS, tally, async () => {
    const { heapUsed, rss } = await ask('mem');
    samples.push(heapUsed);
    peak = Math.max(peak, heapUsed);
    peakRss = Math.max(peakRss, rss);
  });
  const seconds = (performance.now() - started) / 1000;
  const end = await settled();
  const peakRssKernel = procStatus(server.child.pid!, 'VmHWM');

  const growth = end.heapUsed - start.heapUsed;
  const statuses = new Map<number, number>();
  for (const kind of tally.byKind.values())
    for (const [status, count] of kind) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
  const fmt = (m: Map<number, number>) =>
    [...m]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status || 'failed'}: ${count}`)
      .join(', ');

  console.log(
    `\nSoak: the production server (npm run build, node --expose-gc dist/server/serve.js, fake API on its own port), ${CONCURRENCY} clients with keep-alive, every address new; ${WARM_UP} requests of warm-up before the start`,
  );
  console.log('| measure | value |\n|---|---|');
  console.log(`| requests | ${requests} |`);
  console.log(`| duration | ${seconds.toFixed(1)} s |`);
  console.log(`| req/s | ${(requests / seconds).toFixed(0)} |`);
  console.log(`| statuses | ${fmt(statuses)} |`);
  console.log(`| heap used at start (after GC) | ${mb(start.heapUsed)} MB |`);
  console.log(`| heap used, peak (sampled every ${SAMPLE_EVERY} requests, no GC) | ${mb(peak)} MB |`);
  console.log(`| heap used at end (after GC) | ${mb(end.heapUsed)} MB |`);
  console.log(
    `| end − start | ${mb(growth)} MB (budget ≤ ${GROWTH_BUDGET_MB} MB)${growth > GROWTH_BUDGET_MB * MB ? ' OVER BUDGET' : ''} |`,
  );
  console.log(
    `| RSS at start / peak sampled / peak (VmHWM) / end | ${mb(start.rss)} / ${mb(peakRss)} / ${mb(peakRssKernel)} / ${mb(end.rss)} MB |`,
  );
  console.log(`\n| kind | requests | statuses | p50 ms | p95 ms |\n|---|---|---|---|---|`);
  for (const kind of KINDS) {
    const m = tally.byKind.get(kind.name) ?? new Map<number, number>();
    const ms = tally.msByKind.get(kind.name) ?? [];
    console.log(
      `| ${kind.name} | ${[...m.values()].reduce((a, b) => a + b, 0)} | ${fmt(m)} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 95).toFixed(1)} |`,
    );
  }
  console.log(`\nThe server's stderr during the run (numbers masked):`);
  for (const [message, count] of [...errorLines].sort((a, b) => b[1] - a[1]))
    console.log(`  ${count} × ${message.slice(0, 160)}`);
  console.log(`\nheap used (no GC) every ${SAMPLE_EVERY} requests, MB: ${samples.map(mb).join(', ')}`);

  const failures: string[] = [];
  if (growth > GROWTH_BUDGET_MB * MB)
    failures.push(`the heap grew by ${mb(growth)} MB over ${requests} requests (budget ≤ ${GROWTH_BUDGET_MB} MB)`);
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  if (serverErrors > 0) failures.push(`${serverErrors} answers were 5xx`);
  if (tally.failures.length > 0)
    failures.push(`${tally.failures.length} requests failed, e.g. ${tally.failures.slice(0, 3).join('; ')}`);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
  else console.log(`budget ok: the heap after GC grew by ${mb(growth)} MB ≤ ${GROWTH_BUDGET_MB} MB`);
} finally {
  await server?.stop();
}
