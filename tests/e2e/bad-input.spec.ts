import { expect, test } from './fixtures';
import { crossNumbers, freshShop, login, NEWCOMER, VERIFIED } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('a wrong password gets a German error in the modal and stores no token', async ({ page }) => {
  await page.goto('/?open-modal=login');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(VERIFIED.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill('falsch');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch');
  expect(
    await page.evaluate(() => [localStorage.getItem('AUTH_TOKEN'), localStorage.getItem('REFRESH_TOKEN')]),
  ).toEqual([null, null]);
  await dialog.getByLabel('E-Mail-Adresse').fill('keine-mail');
  await dialog.getByLabel('Passwort', { exact: true }).focus();
  await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
});

test('an incomplete field cannot go into the basket and the reason is shown', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  await crossNumbers(page, 1, [1, 2, 3]);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('ticket-error')).toHaveText('Tippfeld 1 ist unvollständig: Es fehlen noch 3 Zahlen.');
  await expect(page).toHaveURL(/\/lotto\/normalschein$/);
  await expect(page.getByTestId('basket-count')).toHaveText('0');
});

test('a basket filled as a visitor survives a reload and the login; too little balance asks for a payment method', async ({
  page,
}) => {
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page).toHaveURL(/\/warenkorb$/);
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await login(page, NEWCOMER);
  await expect(page.getByTestId('header-balance')).toHaveText('0,00\u00a0€');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByText('Den fehlenden Betrag von 1,70\u00a0€ zahlen Sie mit:')).toBeVisible();
  await expect(page.getByTestId('payment-options')).toBeVisible();
});

test('a private page sends visitors to the login and back afterwards', async ({ page }) => {
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page).toHaveURL(/\?open-modal=login&redirect=%2Fkundenkonto%2Fspielhistorie/);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(VERIFIED.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(VERIFIED.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/kundenkonto\/spielhistorie$/);
  await expect(page.getByRole('heading', { name: 'Spielhistorie' })).toBeVisible();
});

test('a foreign redirect target is ignored after login', async ({ page }) => {
  await page.goto('/?open-modal=login&redirect=%2F%2Fevil.example%2Fsteal');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(VERIFIED.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(VERIFIED.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('an unknown address shows the German 404 page with a way home', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('button', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the number grid works with the keyboard alone', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  const grid = page.getByRole('group', { name: 'Tippfeld 1' });
  await grid.getByRole('button', { name: 'Zahl 1', exact: true }).focus();
  for (const key of ['Space', 'ArrowRight', 'Space', 'ArrowDown', 'Enter', 'End', 'Space'])
    await page.keyboard.press(key);
  for (const n of [1, 2, 9, 49])
    await expect(grid.getByRole('button', { name: `Zahl ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('field-0')).toContainText('4 von 6 Zahlen gewählt');
});
