import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, VERIFIED } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('the Spielhistorie filters won receipts and the receipt shows the winning classes', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page.getByRole('heading', { level: 1, name: 'Spielhistorie' })).toBeVisible();
  await expect(page.getByText('3 Spielquittungen')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Gewonnen' }).check();
  await expect(page).toHaveURL(/gewonnen=1/);
  await expect(page.getByText('1 Spielquittung', { exact: true })).toBeVisible();
  const entry = page.getByTestId('receipt-list').getByRole('link');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Gewinn: 23,00\u00a0€');

  await entry.click();
  const receipt = page.getByRole('dialog', { name: /Spielquittung TW-\d{8}/ });
  await expect(receipt).toBeVisible();
  const winnings = receipt.getByTestId('receipt-winnings');
  await expect(
    winnings.getByRole('row', { name: /LOTTO 6aus49 Klasse 9 \(2 Richtige \+ Superzahl\) 1 6,00/ }),
  ).toBeVisible();
  await expect(
    winnings.getByRole('row', { name: /Spiel 77 Klasse 6 \(2 richtige Endziffern\) 1 17,00/ }),
  ).toBeVisible();
  await expect(receipt.getByTestId('receipt-total-won')).toHaveText('23,00\u00a0€');
  // Hits are named, not only coloured.
  await expect(receipt.getByText(', Treffer').first()).toBeAttached();

  // Escape closes and gives the focus back to the entry.
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(entry).toBeFocused();

  // The filter lives in the URL: a reload keeps it, back removes it.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Gewonnen' })).toBeChecked();
  await expect(page.getByTestId('receipt-list').getByRole('link')).toHaveCount(1);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Gewonnen' })).not.toBeChecked();
  await expect(page.getByTestId('receipt-list').getByRole('link')).toHaveCount(3);
});

test('a player ends a Dauerschein after confirming, and the receipt shows it ended', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/spielhistorie');
  await page.getByLabel('Sortierung').selectOption({ label: 'Neueste zuerst' });
  await expect(page).toHaveURL(/sortierung=neueste/);
  const newest = page.getByTestId('receipt-list').getByRole('link').first();
  await expect(newest).toContainText('Dauerschein');
  await newest.click();

  const receipt = page.getByRole('dialog', { name: /Spielquittung/ });
  await expect(receipt.getByTestId('subscription-status')).toHaveText('läuft');
  await receipt.getByRole('button', { name: 'Abo beenden' }).click();
  const confirm = receipt.getByRole('alertdialog', { name: 'Abo wirklich beenden?' });
  await expect(confirm.getByRole('button', { name: 'Abo behalten' })).toBeFocused();
  // Keeping it changes nothing.
  await confirm.getByRole('button', { name: 'Abo behalten' }).click();
  await expect(confirm).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Abo beenden' })).toBeFocused();

  await receipt.getByRole('button', { name: 'Abo beenden' }).click();
  await receipt.getByRole('button', { name: 'Ja, Abo beenden' }).click();
  await expect(receipt.getByTestId('subscription-status')).toHaveText('beendet');
  await expect(receipt.getByText('Ihr Abo ist beendet.')).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Abo beenden' })).toHaveCount(0);

  await receipt.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(receipt).toBeHidden();
  await expect(newest).toContainText('Abo beendet');
});

test('a receipt number that is not the player’s opens a clear message', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/spielhistorie?open-modal=lottery_ticket_receipt&receipt=TW-00000000');
  const receipt = page.getByRole('dialog', { name: 'Spielquittung' });
  await expect(receipt.getByText('Diese Spielquittung gibt es in Ihrem Kundenkonto nicht.')).toBeVisible();
});

test('the Spielhistorie pages through many receipts, and a filter starts again on its first page', async ({ page }) => {
  const seeded = await page.request.post(fakeBackend('/__fake/receipts/seed-history'), {
    data: { email: VERIFIED.email, count: 22 },
  });
  expect(seeded.ok()).toBe(true);
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page.getByText('25 Spielquittungen')).toBeVisible();
  const entries = page.getByTestId('receipt-list').getByRole('link');
  await expect(entries).toHaveCount(10);
  const pagination = page.getByRole('navigation', { name: /Seiten/ });
  await expect(page.getByTestId('receipts-page')).toHaveText('Seite 1 von 3');
  const firstOfPageOne = await entries.first().innerText();

  await pagination.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/seite=2/);
  await expect(page.getByTestId('receipts-page')).toHaveText('Seite 2 von 3');
  await expect(entries).toHaveCount(10);
  await expect(entries.first()).not.toHaveText(firstOfPageOne);
  await pagination.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('receipts-page')).toHaveText('Seite 3 von 3');
  await expect(entries).toHaveCount(5);
  await expect(pagination.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByTestId('receipts-page')).toHaveText('Seite 2 von 3');

  // A changed filter shows its first page.
  await page.getByLabel('Sortierung').selectOption({ label: 'Neueste zuerst' });
  await expect(page).toHaveURL(/sortierung=neueste/);
  await expect(page).not.toHaveURL(/seite=/);
  await expect(page.getByTestId('receipts-page')).toHaveText('Seite 1 von 3');
});
