import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillCard, openDeposit } from './payment-steps';
import { freshShop, login } from './support';

/** GlüStV: payments only from accounts in the player's name (issue 27, item 10). */
test.beforeEach(async ({ page }) => freshShop(page));

const MISMATCH_AT_FIELD =
  'Der Kontoinhaber muss mit Ihrem Namen übereinstimmen (Max Mustermann). Zahlungen von oder an Konten Dritter erlaubt der Glücksspielstaatsvertrag nicht.';

/** From the deposit dialog to the fake PayPal page, for 20 €. */
async function toPaypal(page: Page, dialog: Locator) {
  await dialog.getByRole('radio', { name: /PayPal/ }).check();
  await dialog.getByRole('button', { name: /einzahlen/ }).click();
  await expect(page).toHaveURL(/\/__fake\/psp\/paypal\?/);
}

test("a SEPA account in a third party's name is refused in German at the field; corrected to the player's name, it is stored", async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/zahlungsdaten');
  const sepa = page.getByTestId('payment-data-sepa');
  await expect(sepa).toContainText('Kontoinhaber Max Mustermann');
  await page.getByRole('button', { name: 'Anderes Bankkonto hinterlegen' }).click();
  const firstName = page.getByLabel('Vorname des Kontoinhabers');
  const lastName = page.getByLabel('Nachname des Kontoinhabers');
  await expect(firstName).toHaveValue('Max');

  // The spouse's name: the shop already says so on leaving the field (the core's rule) …
  await firstName.fill('Erika');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await expect(page.getByText(MISMATCH_AT_FIELD)).toBeVisible();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');

  // … but the platform decides: saving asks it, it refuses, and the message stays at the field.
  const refused = page.waitForResponse(
    (r) => /\/my\/sepa_accounts$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Bankkonto speichern' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText(MISMATCH_AT_FIELD)).toBeVisible();
  await expect(page.getByText('Ihr Bankkonto ist gespeichert.')).toBeHidden();

  // Typing in a name field takes the message away; the player's own name, written in capitals, is stored.
  await firstName.fill('MAX');
  await expect(page.getByText(MISMATCH_AT_FIELD)).toBeHidden();
  await page.getByRole('button', { name: 'Bankkonto speichern' }).click();
  await expect(page.getByText('Ihr Bankkonto ist gespeichert.')).toBeVisible();
  await expect(sepa).toContainText('Kontoinhaber MAX Mustermann');
});

test("a PayPal deposit approved from a third party's PayPal account is refused in German and books nothing; from the player's own it is booked", async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('50,00\u00a0€');
  let dialog = await openDeposit(page);
  await dialog.getByLabel('Betrag in Euro').fill('20');
  await toPaypal(page, dialog);
  await page.getByRole('button', { name: 'Mit dem PayPal-Konto von Erika Mustermann freigeben' }).click();

  dialog = page.getByRole('dialog', { name: 'Einzahlen' });
  await expect(dialog.getByTestId('deposit-failure')).toHaveText(
    /lautet nicht auf Ihren Namen: Der Inhaber muss mit Ihrem Namen übereinstimmen\. Zahlungen von Konten Dritter erlaubt der Glücksspielstaatsvertrag nicht\./,
  );
  await expect(balance).toHaveText('50,00\u00a0€');

  await dialog.getByRole('button', { name: 'Betrag oder Zahlungsart ändern' }).click();
  await toPaypal(page, dialog);
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page.getByTestId('deposit-success')).toContainText('20,00');
  await expect(balance).toHaveText('70,00\u00a0€');
});

test("a new card in a third party's name deposits nothing and says why in German; with the player's name as holder it pays @new-card", async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('50,00\u00a0€');
  const dialog = await openDeposit(page);
  await dialog.getByLabel('Betrag in Euro').fill('20');
  await dialog.getByRole('radio', { name: /Neue Kreditkarte/ }).check();
  await fillCard(dialog, '4111 1111 1111 1111', 'Erika Mustermann');
  await dialog.getByRole('button', { name: /einzahlen/ }).click();
  await expect(dialog.getByTestId('deposit-failure')).toHaveText(
    /Die Karte oder das PayPal-Konto lautet nicht auf Ihren Namen: Der Inhaber muss mit Ihrem Namen übereinstimmen\./,
  );
  await expect(balance).toHaveText('50,00\u00a0€');

  await dialog.getByRole('button', { name: 'Betrag oder Zahlungsart ändern' }).click();
  await dialog.getByLabel('Karteninhaber').fill('MUSTERMANN, MAX');
  await dialog.getByRole('button', { name: /einzahlen/ }).click();
  await expect(dialog.getByTestId('deposit-success')).toContainText('20,00');
  await expect(balance).toHaveText('70,00\u00a0€');
});
