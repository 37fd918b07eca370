/**
 * Server benchmark (issue 16): the production server as an operator runs it (`npm run build`,
 * `node dist/server/serve.js`) against the fake API on its own port (`npm run api`), each on its
 * own process. 10 clients with keep-alive ask for the results page and the ticket page in turn for
 * 20 s, each request timed to the last byte of the HTML. Prints req/s, p50/p95/p99 and HTML bytes
 * per page. Budgets: p95 < 100 ms and ≥ 100 req/s on the reference host, scaled by this host's
 * speed (support/host-speed.ts: Lighthouse's benchmark index, measured in Chromium before the run).
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
  for (let i = 0; i < 20; i += 1) for (const path of PAGES) await get(agent, port, path);

  const samples = new Map<string, { ms: number[]; bytes: number; failed: number }>(
    PAGES.map((path) => [path, { ms: [], bytes: 0, failed: 0 }]),
  );
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = client; performance.now() < until; n += 1) {
        const path = PAGES[n % PAGES.length]!;
        const answer = await get(agent, port, path);
        const page = samples.get(path)!;
        if (answer.status !== 200) page.failed += 1;
        page.ms.push(answer.ms);
        page.bytes = answer.bytes;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const p95Budget = budgetOnHost(P95_BUDGET_MS, hostIndex);
  const throughputBudget = (THROUGHPUT_BUDGET * hostIndex) / REFERENCE_HOST_INDEX;
  console.log(`\nProduction server under load: ${CLIENTS} clients, ${SECONDS} s, keep-alive, Brotli`);
  console.log(describeHost(hostIndex));
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
    if (page.failed > 0) failures.push(`${path}: ${page.failed} answers were not 200`);
  }
  all.sort((a, b) => a - b);
  const rate = all.length / elapsed;
  const p95 = percentile(all, 95);
  console.log(
    `| all | ${all.length} | ${rate.toFixed(0)} | ${percentile(all, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(all, 99).toFixed(1)} | | |`,
  );
  console.log(
    `Budgets: p95 < ${p95Budget.toFixed(0)} ms (${P95_BUDGET_MS} ms on the reference host), ≥ ${throughputBudget.toFixed(0)} req/s (${THROUGHPUT_BUDGET} on the reference host)`,
  );
  if (p95 >= p95Budget) failures.push(`p95 ${p95.toFixed(1)} ms is over the ${p95Budget.toFixed(0)} ms budget`);
  if (rate < throughputBudget)
    failures.push(`${rate.toFixed(0)} req/s is under the ${throughputBudget.toFixed(0)} req/s budget`);
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exitCode = 1;
  else console.log('budgets ok');
} finally {
  await server?.stop();
}
