import { expect, test } from './fixtures';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('on a phone the ticket offers the mobile quick tips and fits the screen', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 2 Felder' }).click();
  await expect(page.getByText('2 vollständige Tippfelder')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
