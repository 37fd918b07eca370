import { expect, test } from './fixtures';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('phones get a labelled bottom navigation: Start, Lotterien, Warenkorb, Konto', async ({ page }) => {
  await page.goto('/lotto');
  const bottom = page.getByRole('navigation', { name: 'Schnellnavigation' });
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole('link')).toHaveText(['Start', 'Lotterien', /Warenkorb/, 'Konto']);
  await expect(bottom.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
  await bottom.getByRole('link', { name: 'Warenkorb, 0 Artikel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warenkorb$/);
  await page.goto('/lotto');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await bottom.getByRole('link', { name: 'Konto' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  // Against the device width: an overflowing page widens innerWidth too on phones.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('the bottom navigation marks exactly the current section', async ({ page }) => {
  const bottom = page.getByRole('navigation', { name: 'Schnellnavigation' });
  const current = () => bottom.locator('a[aria-current="page"]');
  for (const [path, section] of [
    ['/', 'Start'],
    ['/gewinnzahlen', 'Lotterien'],
    ['/warenkorb', /Warenkorb/],
  ] as const) {
    await page.goto(path);
    await expect(current()).toHaveText([section]);
  }
  // A page of none of them (a ticket) marks none; logged out, Konto opens the login and is never current.
  await page.goto('/lotto/normalschein');
  await expect(current()).toHaveCount(0);
});
