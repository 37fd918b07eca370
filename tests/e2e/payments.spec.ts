import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { completeAdditionalData, fakeBackend, freshShop, login, NEWCOMER, VERIFIED } from './support';

test.beforeEach(async ({ page }) => freshShop(page));
test.afterEach(async ({ page }) => {
  await page.request.delete(fakeBackend('/__fake/faults'));
});

/** 6 quick-tip fields on Wednesday and Saturday for 5 weeks: 72,00 € + 0,50 € fee, more than the demo balance. */
async function bigLottoTicket(page: Page) {
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 6 Felder' }).click();
  await page.getByRole('checkbox', { name: 'Mittwoch' }).check();
  await page.getByLabel('Laufzeit').selectOption('5');
  await expect(page.getByText('72,50\u00a0€').first()).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
}

async function buyAndExpectThanks(page: Page) {
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText('72,50\u00a0€');
}

async function fillNewCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Neue Kreditkarte/ }).check();
  await page.getByLabel('Karteninhaber').fill('Max Mustermann');
  await page.getByLabel('Kartennummer').fill(number);
  await page.getByLabel('Monat (MM)').fill('12');
  await page.getByLabel('Jahr (JJ)').fill('30');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
}

test('SEPA direct debit from the stored account pays what the wallet does not cover', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await bigLottoTicket(page);
  await expect(page.getByText('Den fehlenden Betrag von 22,50\u00a0€ zahlen Sie mit:')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Lastschrift/ })).toBeChecked();
  await buyAndExpectThanks(page);
  await expect(page.getByTestId('header-balance')).toHaveText('0,00\u00a0€');
});

test('a new card pays without 3-D Secure @new-card', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await bigLottoTicket(page);
  await fillNewCard(page, '4111 1111 1111 1111');
  await buyAndExpectThanks(page);
});

test('a 3-D Secure card goes to the bank page and back, then the basket is bought @new-card', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await bigLottoTicket(page);
  await fillNewCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/__fake\/psp\/3ds\?/);
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText('72,50\u00a0€');
});

test('a declined card explains why, buys nothing and keeps the basket @new-card', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await bigLottoTicket(page);
  await fillNewCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Zahlung abgelehnt' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
});

test("a build for a real backend has no card encryption without the PSP's script: a new card is refused in German, nothing is charged @real-backend-build", async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await bigLottoTicket(page);
  await fillNewCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(
    page.getByText(
      'Die Zahlung mit einer neuen Kreditkarte ist gerade nicht möglich. Bitte wählen Sie eine andere Zahlungsart.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
});

test('PayPal: approve on the PayPal page, come back, bought', async ({ page }) => {
  await completeAdditionalData(page, NEWCOMER); // else the basket asks for them first (additional-data-checkout.spec.ts)
  await page.goto('/');
  await login(page, NEWCOMER);
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/__fake\/psp\/paypal\?/);
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('header-balance')).toHaveText('0,00\u00a0€');
  // The PayPal account is stored with the payer's residence country PayPal reported.
  await page.goto('/kundenkonto/zahlungsdaten');
  await expect(page.getByTestId('paypal-residence')).toHaveText('Wohnsitzland laut PayPal: Deutschland');
});

/**
 * The demo player logged in with a LOTTO quick tip in the basket, once the basket page has checked
 * it (POST …/my/orders/validate): the next order call is then the player's own.
 */
async function quickTipInCheckedBasket(page: Page): Promise<void> {
  await page.goto('/');
  await login(page, VERIFIED);
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByRole('button', { name: /Jetzt kaufen/ })).toBeEnabled();
}

test('insufficient_funds from the platform opens the basket_error modal; nothing is debited, the basket stays', async ({
  page,
}) => {
  // The basket page checks the basket (POST …/my/orders/validate) as it opens: only once that is
  // done is the next order call the purchase. The fault names the purchase's path exactly; a
  // prefix would also catch the check, which then used the fault up and the purchase went through.
  await quickTipInCheckedBasket(page);
  const fault = {
    method: 'POST',
    path: '^/wallet/public/api/v1/my/orders$',
    status: 400,
    body: { global_errors: ['insufficient_funds'], attribute_errors: {} },
  };
  expect((await page.request.post(fakeBackend('/__fake/faults'), { data: fault })).status()).toBe(201);
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Guthaben reicht nicht aus' })).toBeVisible();
  await expect(page).toHaveURL(/open-modal=basket_error&code=insufficient_funds/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
});

test('a ticket whose sale stop passed is removed from the basket with the reason', async ({ page }) => {
  await page.goto('/');
  // Eight days on, a short session would have ended (its refresh token lives 30 minutes after last use).
  await login(page, VERIFIED, true);
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect((await page.request.post(fakeBackend('/__fake/clock'), { data: { shift_minutes: 8 * 24 * 60 } })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(page.getByText('Einige Spielscheine wurden aus dem Warenkorb entfernt')).toBeVisible();
  await expect(page.getByText('Der Annahmeschluss für diese Ziehung ist vorbei.')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('0');
});

test("a basket check refused with global errors shows the first code's text: processing_failed its own, an unknown code the general one", async ({
  page,
}) => {
  await quickTipInCheckedBasket(page);
  const refuse = (codes: string[]) =>
    page.request.post(fakeBackend('/__fake/faults'), {
      data: {
        method: 'POST',
        path: '^/wallet/public/api/v1/my/orders/validate$',
        status: 400,
        body: { global_errors: codes, attribute_errors: {} },
        times: 0,
      },
    });
  // The page checks the basket more than once as it opens (login known, payment method chosen): the fault holds until cleared (times 0).
  const clear = async () => expect((await page.request.delete(fakeBackend('/__fake/faults'))).ok()).toBe(true);
  expect((await refuse(['processing_failed', 'empty_order'])).status()).toBe(201);
  await page.reload();
  const message = page.getByTestId('basket-global-error');
  await expect(message).toHaveText(/^Ihre Bestellung konnte gerade nicht verarbeitet werden\./);
  await clear();
  expect((await refuse(['cart_on_fire'])).status()).toBe(201);
  await page.reload();
  await expect(message).toHaveText('Der Warenkorb kann so nicht gekauft werden.');
  await clear();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});
