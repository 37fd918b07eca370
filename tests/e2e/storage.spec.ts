import { expect, test } from './fixtures';
import { freshShop, login } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('Local storage missing: a warning, a persistent error notice, and login still works with in-memory tokens', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'keine lokale Speicherung' });
  await expect(notice).toBeVisible();
  // spec/2: logged as a warning (ConsoleErrorReporter), once per page load.
  expect(warnings.filter((w) => w.includes('[storage] Local storage unavailable'))).toHaveLength(1);
  await login(page);
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await page.getByRole('link', { name: 'LOTTO 6aus49', exact: true }).first().click();
  await expect(notice).toBeVisible();
});

test("Unmatched route: a non-fatal 404 reported as 'Page not found: {path}'", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A slug path would be a content page (fatal 404 when missing, content.spec.ts); a path with other characters is simply unmatched.
  await page.goto('/gibt-es-nicht!');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  expect(errors.some((e) => e.includes('Page not found: /gibt-es-nicht!'))).toBe(true);
});
