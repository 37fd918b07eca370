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
