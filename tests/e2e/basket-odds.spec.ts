import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop } from './support';

/** Issue 19: honest odds in the basket (Gewinnchance and Erwartungswert per line and for the whole basket). */
test.beforeEach(async ({ page }) => freshShop(page));

/** The definition next to the term `term` in a list of facts ("Gewinnchance" → "1 : 31 …"). */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('.tw-basket-odds > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

const EUROS = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function quickTip(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
}

test('a LOTTO quick tip shows its Gewinnchance and Erwartungswert; the basket adds a KENO tip up; axe finds nothing', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => void asked.push(new URL(request.url()).pathname));
  await quickTip(page, '/lotto/normalschein');
  const lotto = page.getByRole('article', { name: 'LOTTO 6aus49 Normalschein' });
  await expect(fact(lotto, 'Gewinnchance')).toHaveText(/^1\s:\s31\sauf irgendeinen Gewinn$/);
  await expect(fact(lotto, 'Chance auf den Höchstgewinn')).toHaveText(/^1\s:\s139\.838\.160$/);
  // From the archive's mean quotas, which the shop's server computed: one request, not the archive's shows.
  await expect(fact(lotto, 'Erwartungswert')).toHaveText(EUROS, { timeout: 20_000 });
  const odds = asked.filter((path) => /\/shows\/[^/]+\/draws|past_draw_dates|mittlere-quoten/.test(path));
  expect(odds).toEqual(['/daten/mittlere-quoten/lotto6aus49']);
  const lottoExpected = cents((await fact(lotto, 'Erwartungswert').textContent()) ?? '');

  await page.goto('/keno/spielschein');
  await page.getByRole('combobox', { name: 'KENO-Typ' }).selectOption('keno_type_4');
  await page.getByRole('radio', { name: /^2,00\s€$/ }).check();
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  const keno = page.getByRole('article', { name: /^KENO/ });
  await expect(fact(keno, 'Chance auf den Höchstgewinn')).toHaveText(/^1\s:\s189$/);
  await expect(fact(keno, 'Erwartungswert')).toHaveText(EUROS);
  const kenoExpected = cents((await fact(keno, 'Erwartungswert').textContent()) ?? '');

  // The whole basket: any win 1 − (1 − 1/31,4)(1 − 1/3,1), the KENO top class, the expected values added.
  const summary = page.getByRole('region', { name: 'Ihre Chancen mit diesem Warenkorb' });
  await expect(fact(summary, 'Gewinnchance')).toHaveText(/^1\s:\s2,9\sauf irgendeinen Gewinn$/);
  await expect(fact(summary, 'Chance auf den Höchstgewinn')).toHaveText(/^1\s:\s189$/);
  await expect(fact(summary, 'Erwartungswert')).toHaveText(EUROS, { timeout: 20_000 });
  const total = cents((await fact(summary, 'Erwartungswert').textContent()) ?? '');
  expect(Math.abs(total - lottoExpected - kenoExpected)).toBeLessThanOrEqual(1);
  await expect(summary).toContainText(/So rechnen wir: .* den mittleren Quoten der letzten \d+ Ziehungen\./);
  await expect(summary).toContainText(
    /Von jedem eingesetzten Euro \(mit Bearbeitungsgebühr\) fließen im Mittel etwa 0,\d{2}\s€ als Gewinn zurück\./,
  );

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test('without the archive the chances stay and the expected value says it is missing', async ({ page }) => {
  // The server cannot compute the archive's mean quotas (the backend fails it): no expected value for LOTTO.
  await page.route(/\/daten\/mittlere-quoten\//, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"backend_unavailable"}' }),
  );
  await quickTip(page, '/lotto/normalschein');
  const lotto = page.getByRole('article', { name: 'LOTTO 6aus49 Normalschein' });
  await expect(fact(lotto, 'Chance auf den Höchstgewinn')).toHaveText(/^1\s:\s139\.838\.160$/);
  await expect(fact(lotto, 'Erwartungswert')).toHaveText('nicht verfügbar', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Ihre Chancen mit diesem Warenkorb' })).toContainText(
    'Die Quoten der letzten zwei Jahre konnten gerade nicht geladen werden',
  );
  await expect(page.getByRole('button', { name: /Anmelden und kaufen/ })).toBeVisible();
});
