import { expect, test } from './fixtures';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('the empty layout: the password reset page of a mail link stands alone, without the shop header, footer or navigation', async ({
  page,
}) => {
  // The default layout for comparison: header (banner), footer (contentinfo), navigation.
  await page.goto('/faq');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.goto('/passwort-zuruecksetzen?token=unbekannt');
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort wählen' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Warenkorb/ })).toHaveCount(0);
  // The page still leads on: an unknown link offers a new one (the dialog on the home page).
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page.getByRole('dialog', { name: 'Passwort vergessen' })).toBeVisible();
});

test('the locale prefix: /de/<path> answers 302 to the path without it, query kept; / is the home page itself', async ({
  page,
}) => {
  const answer = await page.request.get('/de/lotto?utm_source=alt', { maxRedirects: 0 });
  expect([answer.status(), answer.headers().location]).toEqual([302, '/lotto?utm_source=alt']);
  const hostile = await page.request.get('/de//evil.example', { maxRedirects: 0 });
  expect([hostile.status(), hostile.headers().location]).toEqual([302, '/']);
  await page.goto('/de/lotto');
  await expect(page).toHaveURL(/\/lotto$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LOTTO');
  const home = await page.request.get('/', { maxRedirects: 0 });
  expect(home.status()).toBe(200);
  // No locale cookie: the German-only shop has no language to remember (docs/decisions.md).
  expect(home.headers()['set-cookie']).toBeUndefined();
});
