/**
 * Spielhistorie benchmark (issue 6): the production build in Chromium against the fake backend
 * with 10,000 receipts for the verified player. Measures, inside the page, the time from the
 * click on "Spielhistorie" to the first ten entries on screen, and from "Weiter" to the next
 * page on screen; fails when either median is over 200 ms. Run: npm run perf
 * Own ports and folders (PERF_RECEIPTS_PORT, default 4445; dist-perf-receipts; .data/perf-receipts),
 * so it runs beside the e2e suite and other benchmarks. PERF_SKIP_BUILD=1 reuses the last build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const BUDGET_MS = 200;
const RECEIPTS = 10_000;
const RUNS = 7;
const PORT = Number(process.env.PERF_RECEIPTS_PORT ?? 4445);
const OUT_DIR = 'dist-perf-receipts';
const DATA_DIR = '.data/perf-receipts';
const base = `http://127.0.0.1:${PORT}`;
const PLAYER = { email: 'spieler@tippwerk.de', password: 'Tippwerk2026!' };

if (process.env.PERF_SKIP_BUILD !== '1' || !existsSync(`${OUT_DIR}/index.html`)) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn('node_modules/.bin/tsx', ['mocks/server.ts', '--serve', OUT_DIR, '--reset'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('läuft auf') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
try {
  const seeded = await fetch(`${base}/__fake/receipts/seed-history`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: PLAYER.email, count: RECEIPTS }) });
  if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status}`);
  const { total_count: total } = (await seeded.json()) as { total_count: number };
  // The stakes-and-winnings notice after login is not what this measures.
  await fetch(`${base}/__fake/stakes_and_winnings_notice`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: false }) });

  const page = await browser.newPage();
  await logIn(page);
  const firstRender: number[] = [];
  const nextPage: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.locator('a.tw-logo').first().click();
    await page.waitForURL(`${base}/`);
    firstRender.push(await clickAndWaitForPage(page, 'a[href="/kundenkonto/spielhistorie"]', 1));
    nextPage.push(await clickAndWaitForPage(page, 'nav[aria-label="Seiten der Spielhistorie"] button:last-of-type', 2));
  }
  const pages = Math.ceil(total / 10);
  console.log(`\nSpielhistorie with ${total.toLocaleString('de-DE')} receipts (production build, Chromium, fake backend over HTTP)`);
  console.log('| measure | median | runs (ms) | budget |\n|---|---|---|---|');
  console.log(`| click "Spielhistorie" → first ${10} entries on screen | ${median(firstRender).toFixed(1)} ms | ${firstRender.map((v) => v.toFixed(0)).join(', ')} | ${BUDGET_MS} ms |`);
  console.log(`| click "Weiter" → page 2 of ${pages} on screen | ${median(nextPage).toFixed(1)} ms | ${nextPage.map((v) => v.toFixed(0)).join(', ')} | ${BUDGET_MS} ms |`);
  for (const [name, values] of [['first render', firstRender], ['next page', nextPage]] as const) {
    if (median(values) > BUDGET_MS) {
      console.error(`${name}: median ${median(values).toFixed(1)} ms is over the ${BUDGET_MS} ms budget`);
      process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
  server.kill();
}

async function logIn(page: Page): Promise<void> {
  await page.goto(base);
  await page.getByRole('link', { name: 'Anmelden' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(PLAYER.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(PLAYER.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Clicks `selector` inside the page and waits there until page `pageNumber` of the list is
 * rendered and settled (ten entries, not busy, its page label shown): no test-runner round
 * trips in the figure.
 */
function clickAndWaitForPage(page: Page, selector: string, pageNumber: number): Promise<number> {
  return page.evaluate(
    ({ selector, pageNumber }) =>
      new Promise<number>((resolve, reject) => {
        const target = document.querySelector<HTMLElement>(selector);
        if (!target) return reject(new Error(`${selector} not found`));
        // No named helpers in here: the bundler would wrap them in a function the page does not have.
        const started = performance.now();
        const timer = setTimeout(() => reject(new Error(`page ${pageNumber} never rendered`)), 10_000);
        const observer = new MutationObserver(() => {
          const list = document.querySelector('[data-testid="receipt-list"]');
          const label = document.querySelector('[data-testid="receipts-page"]');
          const rendered = list?.getAttribute('aria-busy') === 'false' && list.querySelectorAll('a').length === 10 && label?.textContent?.trim().startsWith(`Seite ${pageNumber} von`);
          if (!rendered) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        target.click();
      }),
    { selector, pageNumber },
  );
}
