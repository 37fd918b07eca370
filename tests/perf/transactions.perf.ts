/**
 * Transactions benchmark (issue 6): the production build in Chromium against the fake backend,
 * with 10,000 bookings on the demo player's account. Measures, inside the page, the time from
 * clicking "Transaktionen" to the first rendered list, and from "Weiter" to the next page on
 * screen. Fails when the median of either is over 200 ms on the reference host (scaled to the
 * host by its benchmark index, support/host-speed.ts). Run: npm run perf
 */
import type { Page } from '@playwright/test';
import { enforceMedianBudgets, logIn, median, startPerfApp, portFrom } from './support/perf-app';

/** On the reference host (support/host-speed.ts); scaled to the host that runs it. */
const BUDGET_MS = 200;
const RUNS = 7;
const BOOKINGS = 10_000;

const started = performance.now();
const app = await startPerfApp(portFrom(process.env.PERF_PORT));
const budget = app.budget(BUDGET_MS);
const { base, browser } = app;
try {
  await app.control('/__fake/ledger/seed-history', { email: 'spieler@tippwerk.de', count: BOOKINGS });
  // The stakes-and-winnings notice after login is not what this measures (as in receipts.perf.ts): a
  // modal makes the page behind it inert, and the clicks below happen inside the page.
  await app.control('/__fake/stakes_and_winnings_notice', { enabled: false });

  const page = await browser.newPage({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  // tsx keeps function names with a helper the page does not have; give it a stand-in.
  await page.addInitScript('window.__name = (fn) => fn;');
  await logIn(page, base);
  await page.goto(`${base}/kundenkonto/daten`);
  // The server renders the page's frame; a click before the app has taken over would load a new document.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('link', { name: 'Transaktionen' }).first().waitFor();

  const firstRender: number[] = [];
  const nextPage: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    firstRender.push(await clickUntil(page, 'a[href="/kundenkonto/transaktionen"]', 'list'));
    nextPage.push(await clickUntil(page, 'nav.tw-pagination button:last-of-type', 'next'));
    await page.getByRole('link', { name: 'Persönliche Daten' }).first().click();
    await page.getByRole('heading', { name: 'Persönliche Daten' }).waitFor();
  }
  const max = (values: number[]) => Math.max(...values);

  console.log(
    `\nTransactions (production build, Chromium, fake backend, ${BOOKINGS.toLocaleString('de-DE')} bookings seeded)`,
  );
  console.log('| measure | median | worst | budget |\n|---|---|---|---|');
  console.log(
    `| click "Transaktionen" → first list on screen (${RUNS} runs, first one loads the chunk) | ${median(firstRender).toFixed(1)} ms | ${max(firstRender).toFixed(1)} ms | ${budget} ms |`,
  );
  console.log(
    `| click "Weiter" → next page on screen (${RUNS} runs) | ${median(nextPage).toFixed(1)} ms | ${max(nextPage).toFixed(1)} ms | ${budget} ms |`,
  );
  console.log(`| whole benchmark incl. build | ${((performance.now() - started) / 1000).toFixed(1)} s | | |`);
  console.log(app.hostLine);
  enforceMedianBudgets(budget, [
    ['first render', firstRender],
    ['next page', nextPage],
  ]);
} finally {
  await app.stop();
}

/**
 * Clicks inside the page and waits there, so no test-runner round trip is in the figure.
 * 'list': until booking rows are on screen and the list is not busy. 'next': until the first row
 * is another booking than before and the list is not busy.
 */
function clickUntil(page: Page, selector: string, until: 'list' | 'next'): Promise<number> {
  return page.evaluate(
    ([target, mode]) =>
      new Promise<number>((resolve, reject) => {
        const firstRow = () => document.querySelector('[data-testid="transaction"] summary')?.textContent ?? null;
        const before = firstRow();
        const done = () => {
          const list = document.querySelector('ol.tw-transactions__list');
          if (!list || list.getAttribute('aria-busy') === 'true' || firstRow() === null) return false;
          return mode === 'list' || firstRow() !== before;
        };
        const element = document.querySelector<HTMLElement>(target);
        if (!element) return reject(new Error(`nothing to click at ${target}`));
        const startedAt = performance.now();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(performance.now() - startedAt);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        element.click();
        setTimeout(
          () =>
            reject(
              new Error(
                `${mode} did not render within 10 s (at ${location.pathname}; list ${document.querySelector('ol.tw-transactions__list') ? 'there' : 'missing'}, busy ${document.querySelector('ol.tw-transactions__list')?.getAttribute('aria-busy')}, first row ${firstRow()}, before ${before})`,
              ),
            ),
          10_000,
        );
      }),
    [selector, until] as const,
  );
}
