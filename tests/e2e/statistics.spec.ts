import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, germanDate, lastDraw } from './draw-support';
import { expect, test } from './fixtures';
import { freshShop } from './support';

/**
 * The number statistics (issue 19) against the fake backend: every number of the archive's draws
 * counted, a chart with its words, the pairs, and the sentence that the next draw does not care.
 * Draws depend on the seed and the clock, so the figures are checked against each other and the API.
 */
const CHANCE = 'In der nächsten Ziehung ist jede Zahl gleich wahrscheinlich.';

/** The counts column of a pool's table, as numbers. */
async function countsOf(table: Locator): Promise<number[]> {
  return (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
}

/** Draws counted, from the page's intro ("Ausgewertet sind alle 209 Ziehungen …"). */
async function drawsCounted(page: Page): Promise<number> {
  const intro = await page.locator('.tw-statistics__intro').textContent();
  const match = /alle (\d+) Ziehungen vom \d\d\.\d\d\.\d{4} bis zum \d\d\.\d\d\.\d{4}/.exec(intro ?? '');
  expect(match, intro ?? '').not.toBeNull();
  return Number(match![1]);
}

/** What every statistics page shows, with or without JavaScript. */
async function expectLottoStatistics(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LOTTO 6aus49: Zahlenstatistik');
  const draws = await drawsCounted(page);
  expect(draws).toBeGreaterThan(200);

  const main = page.getByRole('table', { name: 'Gewinnzahlen 1 bis 49: wie oft gezogen, wann zuletzt' });
  await expect(main.locator('tbody tr')).toHaveCount(49);
  await expect(main.locator('tbody th')).toHaveText(Array.from({ length: 49 }, (_, i) => String(i + 1)));
  const counts = await countsOf(main);
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(6 * draws);
  const superNumbers = page.getByRole('table', { name: 'Superzahl 0 bis 9: wie oft gezogen, wann zuletzt' });
  expect((await countsOf(superNumbers)).reduce((sum, n) => sum + n, 0)).toBe(draws);

  const chart = page.getByRole('img', {
    name: /^Balkendiagramm „Gewinnzahlen 1 bis 49“: wie oft jede Zahl in \d+ Ziehungen/,
  });
  await expect(chart).toBeVisible();
  expect(await chart.getAttribute('aria-label')).toContain(`in ${draws} Ziehungen`);
  await expect(page.getByRole('img', { name: /^Balkendiagramm „Superzahl 0 bis 9“: wie oft jede Zahl/ })).toBeVisible();

  await expect(
    page.getByRole('table', { name: 'Die 10 häufigsten Paare der Gewinnzahlen' }).locator('tbody tr'),
  ).toHaveCount(10);
  await expect(page.getByText(CHANCE)).toBeVisible();
}

test.beforeEach(async ({ page }) => freshShop(page));

test('the LOTTO statistics count every number of the archive, from the results page, with chart, pairs and the plain sentence', async ({
  page,
}) => {
  const last = await lastDraw(page, 'lotto6aus49');

  await page.goto('/lotto/lottozahlen-quoten');
  await page.getByRole('link', { name: 'Zahlenstatistik: Wie oft wurde welche Zahl gezogen?' }).click();
  await expect(page).toHaveURL('/lotto/statistik');
  await expectLottoStatistics(page);
  await expect(page).toHaveTitle(/LOTTO 6aus49 Zahlenstatistik/);

  // The last draw's numbers were drawn 0 draws ago, on its date.
  const main = page.getByRole('table', { name: 'Gewinnzahlen 1 bis 49: wie oft gezogen, wann zuletzt' });
  for (const n of last.drawn_numbers.main_numbers) {
    const row = main.locator('tbody tr').nth(n - 1);
    await expect(row.locator('td').nth(1)).toHaveText(germanDate(last.drawing_time));
    await expect(row.locator('td').nth(2)).toHaveText('0');
  }
  await expectNoAxeViolations(page);
});

test('the Eurojackpot statistics count 5 of 50 and 2 Eurozahlen of 12 per draw', async ({ page }) => {
  await page.goto('/eurojackpot/statistik');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eurojackpot: Zahlenstatistik');
  const draws = await drawsCounted(page);
  const main = page.getByRole('table', { name: 'Gewinnzahlen 1 bis 50: wie oft gezogen, wann zuletzt' });
  await expect(main.locator('tbody tr')).toHaveCount(50);
  expect((await countsOf(main)).reduce((sum, n) => sum + n, 0)).toBe(5 * draws);
  const euro = page.getByRole('table', { name: 'Eurozahlen 1 bis 12: wie oft gezogen, wann zuletzt' });
  await expect(euro.locator('tbody tr')).toHaveCount(12);
  expect((await countsOf(euro)).reduce((sum, n) => sum + n, 0)).toBe(2 * draws);
  await expect(
    page.getByRole('img', { name: /^Balkendiagramm „Eurozahlen 1 bis 12“: wie oft jede Zahl/ }),
  ).toBeVisible();
  await expect(page.getByText(CHANCE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gewinnabfrage: Was hätten Ihre Zahlen gewonnen?' })).toHaveAttribute(
    'href',
    '/eurojackpot/gewinnabfrage',
  );
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the whole statistics page with its data', async ({ page }) => {
    const response = await page.goto('/lotto/statistik');
    expect(response?.status()).toBe(200);
    await expectLottoStatistics(page);
  });
});
