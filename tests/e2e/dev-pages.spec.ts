import { expect, test } from '@playwright/test';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('the fake backend panel switches demo players and shifts the platform clock', async ({ page }) => {
  await page.goto('/dev/fake-backend');
  await expect(page.getByRole('heading', { name: 'Fake-Backend' })).toBeVisible();
  const before = await page.getByTestId('fake-now').textContent();
  await page.getByRole('button', { name: '+1 Tag' }).click();
  await expect(page.getByTestId('fake-now')).not.toHaveText(before ?? '');
  await page.getByRole('listitem').filter({ hasText: 'spieler@tippwerk.de' }).getByRole('button').click();
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
});

test('the style guide shows the design system', async ({ page }) => {
  await page.goto('/dev/styleguide');
  await expect(page.getByRole('heading', { name: 'Tippwerk Styleguide' })).toBeVisible();
  await expect(page.getByRole('group').first()).toBeVisible();
});
