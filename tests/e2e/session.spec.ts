import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, VERIFIED } from './support';

test.beforeEach(async ({ page }) => freshShop(page));
test.afterEach(async ({ page }) => {
  await page.request.delete(fakeBackend('/__fake/faults'));
});

async function loginWith(page: Page, stayLoggedIn: boolean) {
  await page.goto('/?open-modal=login');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(VERIFIED.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(VERIFIED.password);
  if (stayLoggedIn) await dialog.getByRole('checkbox', { name: /Angemeldet bleiben/ }).check();
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
}

test('a short session ends after 30 minutes without a click; a long one does not', async ({ page, browser }) => {
  await page.clock.install();
  await loginWith(page, false);
  await page.goto('/lotto/normalschein');
  await page.clock.fastForward('29:00');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('AUTH_TOKEN'))).toBeNull();

  const other = await browser.newPage();
  await other.clock.install();
  await loginWith(other, true);
  expect(await other.evaluate(() => localStorage.getItem('REFRESH_TOKEN'))).toMatch(/^long\./);
  await other.clock.fastForward('02:00:00');
  await other.getByRole('link', { name: 'LOTTO 6aus49', exact: true }).first().click();
  await expect(other.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await other.close();
});

test('a 401 mid-session that cannot be refreshed logs out and lands on home with the login modal', async ({ page }) => {
  await loginWith(page, false);
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page.getByRole('heading', { name: 'Spielhistorie' })).toBeVisible();
  for (const fault of [
    { method: 'GET', path: '/lottery-store/public/api/v2/my/lottery_receipts', status: 401, times: 0 },
    { method: 'PUT', path: '/player/public/api/v1/refresh', status: 401, times: 0 },
  ]) {
    expect((await page.request.post(fakeBackend('/__fake/faults'), { data: fault })).status()).toBe(201);
  }
  // Any call of the page now meets the 401; a background one (a refetch) may meet it before the sort does,
  // and then the logout has already taken the page away: either way the outcome below must follow.
  await page
    .getByLabel('Sortierung')
    .selectOption('desc', { timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/\?open-modal=login&redirect=%2Fkundenkonto%2Fspielhistorie/);
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'))).toBeNull();
});

test('the other tab follows a logout', async ({ page, context }) => {
  await loginWith(page, false);
  const second = await context.newPage();
  await second.goto('/lotto/normalschein');
  await expect(second.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(second.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  await expect(second).toHaveURL(/\/$/);
});
