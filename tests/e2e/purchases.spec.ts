import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop, login, fakeBackend } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

const EUR = (amount: string) => `${amount}\u00a0€`;

async function buyWhatIsInTheBasket(page: Page, total: string) {
  await expect(page).toHaveURL(/\/warenkorb$/);
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText(EUR(total));
}

test('one purchase per lottery, each found in the receipt history', async ({ page }) => {
  await page.goto('/');
  await login(page);

  await page.goto('/eurojackpot/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await buyWhatIsInTheBasket(page, '2,50');

  await page.goto('/keno/spielschein');
  await page.getByRole('combobox', { name: 'KENO-Typ' }).selectOption('keno_type_4');
  await page.getByRole('radio', { name: EUR('2,00') }).check();
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await buyWhatIsInTheBasket(page, '2,50');

  await page.goto('/gluecksspirale/los');
  await page.getByRole('button', { name: 'Quicktipp: 1 Los' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await buyWhatIsInTheBasket(page, '5,50');

  await page.goto('/lotto/systemschein');
  await page
    .getByRole('button', { name: /Quicktipp/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  const systemPrice = (await page.getByTestId('basket-item-price').textContent()) ?? '';
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);

  // Draws still to come: the four just bought and the seeded Dauerschein's running period.
  await page.goto('/kundenkonto/spielhistorie?ausstehend=1');
  await expect(page.getByText('5 Spielquittungen')).toBeVisible();
  for (const product of [
    'Eurojackpot Normalschein',
    'KENO Spielschein',
    'GlücksSpirale Los',
    'LOTTO 6aus49 Systemschein',
  ]) {
    await expect(page.getByTestId('receipt-list').getByRole('link', { name: new RegExp(product) })).toBeVisible();
  }
  expect(systemPrice).toMatch(/€$/);
});

test('a stored credit card pays with charge_with_stored', async ({ page }) => {
  await page.goto('/');
  await login(page);
  // Store a card the way the payment-data page will: through the wallet API with the player's token.
  const token = await page.evaluate(() => localStorage.getItem('AUTH_TOKEN'));
  const enc = (value: string) => `tw-fake-enc:${Buffer.from(value).toString('base64')}`;
  const stored = await page.request.post(fakeBackend('/wallet/public/api/v1/my/credit_cards/store'), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      card_data: {
        account_holder: 'Max Mustermann',
        encrypted_card_number: enc('4111111111111111'),
        encrypted_expiry_month: enc('12'),
        encrypted_expiry_year: enc('30'),
        encrypted_security_code: enc('123'),
      },
      store_transaction_input: {
        browser_info: {
          color_depth: 24,
          java_enabled: false,
          java_script_enabled: true,
          language: 'de-DE',
          screen_height: 1080,
          screen_width: 1920,
          time_zone_offset_in_minutes: -60,
          user_agent: 'e2e',
        },
        transaction_id: '00000000-0000-4000-8000-00000000e2e1',
        return_url: '/warenkorb',
      },
    },
  });
  expect(stored.ok()).toBe(true);
  await page.reload();
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 6 Felder' }).click();
  await page.getByRole('checkbox', { name: 'Mittwoch' }).check();
  await page.getByLabel('Laufzeit').selectOption('5');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('radio', { name: /Gespeicherte Kreditkarte/ }).check();
  await expect(page.getByText(/•••• 1111/)).toBeVisible();
  await buyWhatIsInTheBasket(page, '72,50');
  await expect(page.getByTestId('header-balance')).toHaveText(EUR('0,00'));
});
