/**
 * Archive benchmark (issue 7): the production build in Chromium against the fake backend. From
 * the results overview (/gewinnzahlen, loaded fresh each run, so no client cache helps), measures
 * inside the page the time from the click on "Archiv: LOTTO 6aus49" to (1) the two years of shows
 * listed and (2) the numbers of the newest month on screen; fails when a median is over 300 ms
 * on the reference host (scaled to the host by its benchmark index, support/host-speed.ts).
 * Run: npm run perf. Own port (PERF_RESULTS_PORT, a free one by default) and data folder (support/perf-app.ts).
 */
import type { Page } from '@playwright/test';
import { enforceMedianBudgets, median, startPerfApp, portFrom } from './support/perf-app';

/** On the reference host (support/host-speed.ts); scaled to the host that runs it. */
const BUDGET_MS = 300;
const RUNS = 7;

const app = await startPerfApp(portFrom(process.env.PERF_RESULTS_PORT));
const budget = app.budget(BUDGET_MS);
const { base, browser } = app;
try {
  const shows = (await (
    await fetch(`${base}/lottery-store/public/api/v2/lotteries/lotto6aus49/past_draw_dates?limit=800`)
  ).json()) as unknown[];
  const page = await browser.newPage();
  const listed: number[] = [];
  const numbered: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${base}/gewinnzahlen`);
    await page.getByRole('link', { name: 'Archiv: LOTTO 6aus49' }).waitFor();
    // The server renders the overview with its links; a click before the app has taken over would load a new document.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const result = await clickAndWaitForArchive(page, 'a[href="/lotto/lottozahlen-quoten/archiv"]');
    listed.push(result.listed);
    numbered.push(result.numbered);
    rows = result.rows;
  }
  console.log(
    `\nLOTTO archive with ${shows.length} shows in the API (production build, Chromium, fake backend over HTTP)`,
  );
  console.log('| measure | median | runs (ms) | budget |\n|---|---|---|---|');
  console.log(
    `| click "Archiv" → shows of the newest year listed (${rows} links) | ${median(listed).toFixed(1)} ms | ${listed.map((v) => v.toFixed(0)).join(', ')} | ${budget} ms |`,
  );
  console.log(
    `| click "Archiv" → numbers of the newest month on screen | ${median(numbered).toFixed(1)} ms | ${numbered.map((v) => v.toFixed(0)).join(', ')} | ${budget} ms |`,
  );
  console.log(app.hostLine);
  enforceMedianBudgets(budget, [
    ['archive listed', listed],
    ['archive numbers', numbered],
  ]);
} finally {
  await app.stop();
}

/**
 * Clicks `selector` inside the page and waits there, without test-runner round trips, until the
 * archive lists its shows (not busy, date links present) and every row of the newest month shows
 * its numbers.
 */
function clickAndWaitForArchive(
  page: Page,
  selector: string,
): Promise<{ listed: number; numbered: number; rows: number }> {
  return page.evaluate(
    (selector) =>
      new Promise<{ listed: number; numbered: number; rows: number }>((resolve, reject) => {
        const target = document.querySelector<HTMLElement>(selector);
        if (!target) return reject(new Error(`${selector} not found`));
        // No named helpers in here: the bundler would wrap them in a function the page does not have.
        const started = performance.now();
        let listed = 0;
        const timer = setTimeout(() => reject(new Error('archive never rendered')), 10_000);
        const observer = new MutationObserver(() => {
          const archive = document.querySelector('[data-testid="results-archive"]');
          if (!archive || archive.getAttribute('aria-busy') !== 'false') return;
          const links = archive.querySelectorAll('table a').length;
          if (links === 0) return;
          if (!listed) listed = performance.now() - started;
          const month = archive.querySelector('table');
          const cells = month ? [...month.querySelectorAll('td.tw-archive__numbers')] : [];
          if (cells.length === 0 || cells.some((cell) => cell.getAttribute('aria-busy') === 'true')) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ listed, numbered: performance.now() - started, rows: links });
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        target.click();
      }),
    selector,
  );
}
