import { expect, test } from './fixtures';
import { crossNumbers, freshShop, login } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('a player logs in, fills a LOTTO Normalschein, pays from the wallet and finds the receipt', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jackpot');
  await expect(page.getByTestId('jackpot-lotto6aus49')).toContainText('Mio.');
  await login(page);
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'LOTTO 6aus49', exact: true })
    .click();
  await expect(page).toHaveURL(/\/lotto$/);
  await page
    .getByRole('link', { name: /Normalschein/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lotto\/normalschein$/);
  await crossNumbers(page, 1, [3, 11, 19, 24, 38, 45]);
  await expect(page.getByTestId('field-0')).toContainText('6 von 6 Zahlen gewählt');
  await page.getByRole('checkbox', { name: /Spiel 77/ }).check();
  // 1,20 € + 2,50 € for Saturday, plus the 0,50 € fee
  await expect(page.getByText('4,20\u00a0€')).toBeVisible();
  const ticketNumber = await page.getByLabel('Losnummer').inputValue();
  expect(ticketNumber).toMatch(/^\d{7}$/);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();

  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByTestId('basket-item-price')).toHaveText('4,20\u00a0€');
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();

  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText('4,20\u00a0€');
  await expect(page.getByTestId('header-balance')).toHaveText('45,80\u00a0€');
  await expect(page.getByTestId('basket-count')).toHaveText('0');

  // The history opens newest first after a purchase; the entry opens the receipt.
  await page.getByRole('link', { name: 'Zur Spielhistorie' }).click();
  await expect(page.getByRole('heading', { name: 'Spielhistorie' })).toBeVisible();
  await page.getByTestId('receipt-list').getByRole('link').first().click();
  const receipt = page.getByRole('dialog', { name: /Spielquittung TW-/ });
  await expect(receipt.getByRole('list', { name: 'Tippfeld 1' })).toHaveText(/^3\s*11\s*19\s*24\s*38\s*45$/);
  await expect(receipt.getByText(ticketNumber).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  // The wallet lives on the platform: a reload keeps the new balance.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('45,80\u00a0€');
});
