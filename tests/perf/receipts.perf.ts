/**
 * Spielhistorie benchmark (issue 6): the production build in Chromium against the fake backend
 * with 10,000 receipts for the verified player. Measures, inside the page, the time from the
 * click on "Spielhistorie" to the first ten entries on screen, and from "Weiter" to the next
 * page on screen; fails when either median is over 200 ms on the reference host (scaled to the
 * host by its benchmark index, support/host-speed.ts). Run: npm run perf
 * Own port (PERF_RECEIPTS_PORT, a free one by default) and data folder (tests/perf/support/perf-app.ts).
 */
import type { Page } from '@playwright/test';
import { enforceMedianBudgets, logIn, median, startPerfApp, portFrom } from './support/perf-app';

/** On the reference host (support/host-speed.ts); scaled to the host that runs it. */
const BUDGET_MS = 200;
const RECEIPTS = 10_000;
const RUNS = 7;

const app = await startPerfApp(portFrom(process.env.PERF_RECEIPTS_PORT));
const budget = app.budget(BUDGET_MS);
const { base, browser } = app;
try {
  const { total_count: total } = (await app.control('/__fake/receipts/seed-history', {
    email: 'spieler@tippwerk.de',
    count: RECEIPTS,
  })) as { total_count: number };
  // The stakes-and-winnings notice after login is not what this measures.
  await app.control('/__fake/stakes_and_winnings_notice', { enabled: false });

  const page = await browser.newPage();
  await logIn(page, base);
  await page.goto(`${base}/kundenkonto/daten`);
  // The server renders the page's frame; a click before the app has taken over would load a new document.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const firstRender: number[] = [];
  const nextPage: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // From another account page through the account sub-navigation, as a player does.
    await page.locator('.tw-account__nav a[href="/kundenkonto/daten"]').click();
    await page.getByRole('heading', { name: 'Persönliche Daten' }).waitFor();
    firstRender.push(await clickAndWaitForPage(page, '.tw-account__nav a[href="/kundenkonto/spielhistorie"]', 1));
    nextPage.push(await clickAndWaitForPage(page, 'nav[aria-label="Seiten der Spielhistorie"] button:last-of-type', 2));
  }
  const pages = Math.ceil(total / 10);
  console.log(
    `\nSpielhistorie with ${total.toLocaleString('de-DE')} receipts (production build, Chromium, fake backend over HTTP)`,
  );
  console.log('| measure | median | runs (ms) | budget |\n|---|---|---|---|');
  console.log(
    `| click "Spielhistorie" → first ${10} entries on screen | ${median(firstRender).toFixed(1)} ms | ${firstRender.map((v) => v.toFixed(0)).join(', ')} | ${budget} ms |`,
  );
  console.log(
    `| click "Weiter" → page 2 of ${pages} on screen | ${median(nextPage).toFixed(1)} ms | ${nextPage.map((v) => v.toFixed(0)).join(', ')} | ${budget} ms |`,
  );
  console.log(app.hostLine);
  enforceMedianBudgets(budget, [
    ['first render', firstRender],
    ['next page', nextPage],
  ]);
} finally {
  await app.stop();
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
          const rendered =
            list?.getAttribute('aria-busy') === 'false' &&
            list.querySelectorAll('a').length === 10 &&
            label?.textContent?.trim().startsWith(`Seite ${pageNumber} von`);
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
