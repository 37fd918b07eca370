/**
 * Server benchmark (issue 16): the production server as an operator runs it (`npm run build`,
 * `node dist/server/serve.js`) against the fake API on its own port (`npm run api`), each on its
 * own process. 10 clients with keep-alive ask for the results page and the ticket page in turn,
 * each request timed to the last byte of the HTML. Prints req/s, p50/p95/p99 and HTML bytes per
 * page, in two phases: as deployed for 20 s (budget p95 < 100 ms and ≥ 100 req/s), where a
 * rendered page is reused for PUBLIC_CACHE_SECONDS; then for 10 s with every request rendered (a
 * query the page ignores makes each address new; budget p95 < 250 ms and ≥ 60 req/s). Budgets
 * hold on the reference host and are scaled by this host's speed (support/host-speed.ts:
 * Lighthouse's benchmark index, measured in Chromium before the run).
 * Run: npm run perf (or `npx tsx tests/perf/server-load.perf.ts`). PERF_SERVER_SECONDS shortens it.
 */
import { Agent, request } from 'node:http';
import { chromium } from '@playwright/test';
import { budgetOnHost, describeHost, measureBenchmarkIndex, REFERENCE_HOST_INDEX } from './support/host-speed';
import { startProductionServer, type ProductionServer } from './support/production-server';

const PAGES = ['/lotto/lottozahlen-quoten', '/lotto/normalschein'] as const;
const CLIENTS = 10;
const SECONDS = Number(process.env.PERF_SERVER_SECONDS ?? 20);
const P95_BUDGET_MS = 100;
const THROUGHPUT_BUDGET = 100;
/** Rendering every request (no page reused): a guard against the render path getting slower. */
const RENDER_P95_BUDGET_MS = 250;
const RENDER_THROUGHPUT_BUDGET = 60;

/** One GET to the last byte: its time and size, or the status when it is not a 200. */
function get(agent: Agent, port: number, path: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Phase {
  readonly title: string;
  readonly seconds: number;
  /** The address asked for the n-th time a page is requested. */
  readonly address: (path: string, n: number) => string;
  readonly p95Budget: number;
  readonly throughputBudget: number;
}

/** One phase: 10 clients for its seconds, the figures printed as a table; what broke a budget returned. */
async function run(agent: Agent, port: number, phase: Phase): Promise<string[]> {
  const samples = new Map<string, { ms: number[]; bytes: number; failed: number }>(
    PAGES.map((path) => [path, { ms: [], bytes: 0, failed: 0 }]),
  );
  const until = performance.now() + phase.seconds * 1000;
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = client; performance.now() < until; n += 1) {
        const path = PAGES[n % PAGES.length]!;
        const answer = await get(agent, port, phase.address(path, (count += 1)));
        const page = samples.get(path)!;
        if (answer.status !== 200) page.failed += 1;
        page.ms.push(answer.ms);
        page.bytes = answer.bytes;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(`\n${phase.title}, ${phase.seconds} s`);
  console.log('| page | requests | req/s | p50 ms | p95 ms | p99 ms | HTML bytes (br) | not 200 |');
  console.log('|---|---|---|---|---|---|---|---|');
  const all: number[] = [];
  const failures: string[] = [];
  for (const [path, page] of samples) {
    const sorted = [...page.ms].sort((a, b) => a - b);
    all.push(...sorted);
    console.log(
      `| ${path} | ${sorted.length} | ${(sorted.length / elapsed).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${page.bytes} | ${page.failed} |`,
    );
    if (page.failed > 0) failures.push(`${phase.title}: ${path}: ${page.failed} answers were not 200`);
  }
  all.sort((a, b) => a - b);
  const rate = all.length / elapsed;
  const p95 = percentile(all, 95);
  console.log(
    `| all | ${all.length} | ${rate.toFixed(0)} | ${percentile(all, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(all, 99).toFixed(1)} | | |`,
  );
  console.log(`Budgets: p95 < ${phase.p95Budget.toFixed(0)} ms, ≥ ${phase.throughputBudget.toFixed(0)} req/s`);
  if (p95 >= phase.p95Budget)
    failures.push(`${phase.title}: p95 ${p95.toFixed(1)} ms is over the ${phase.p95Budget.toFixed(0)} ms budget`);
  if (rate < phase.throughputBudget)
    failures.push(
      `${phase.title}: ${rate.toFixed(0)} req/s is under the ${phase.throughputBudget.toFixed(0)} req/s budget`,
    );
  return failures;
}

let server: ProductionServer | null = null;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const hostIndex = await measureBenchmarkIndex(await browser.newPage(), 5);
  await browser.close();

  server = await startProductionServer();
  const { port } = server;
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  // Warm-up: the server's lazy route modules, the backend's caches.
  for (let i = 0; i < 20; i += 1) for (const path of PAGES) await get(agent, port, `${path}?warm=${i}`);

  console.log(`\nProduction server under load: ${CLIENTS} clients, keep-alive, Brotli`);
  console.log(describeHost(hostIndex));
  const failures: string[] = [];
  const scale = hostIndex / REFERENCE_HOST_INDEX;
  const phases: Phase[] = [
    {
      title: 'as deployed (rendered pages reused for PUBLIC_CACHE_SECONDS, 5 s)',
      seconds: SECONDS,
      address: (path) => path,
      p95Budget: budgetOnHost(P95_BUDGET_MS, hostIndex),
      throughputBudget: THROUGHPUT_BUDGET * scale,
    },
    {
      // Every address new (a query the page ignores): the page cache never answers, the backend's answers still come from its cache.
      title: 'every request rendered (server rendering itself)',
      seconds: Math.max(1, Math.round(SECONDS / 2)),
      address: (path, n) => `${path}?perf=${n}`,
      p95Budget: budgetOnHost(RENDER_P95_BUDGET_MS, hostIndex),
      throughputBudget: RENDER_THROUGHPUT_BUDGET * scale,
    },
  ];
  for (const phase of phases) failures.push(...(await run(agent, port, phase)));
  agent.destroy();
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exitCode = 1;
  else console.log('budgets ok');
} finally {
  await server?.stop();
}
