import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, VERIFIED } from './support';

test.beforeEach(async ({ page }) => {
  await freshShop(page);
  // The stakes-and-winnings notice after login is another feature's business: acknowledge it whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Ihre Einsätze und Gewinne' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
  });
});

const rows = (page: Page) => page.getByTestId('transaction');

async function openTransactions(page: Page): Promise<void> {
  await page.goto('/kundenkonto/transaktionen');
  await expect(page.getByRole('heading', { name: 'Transaktionen', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The back office, played through the fake backend's control API. */
async function control(
  page: Page,
  path: string,
  data: Record<string, unknown>,
): Promise<{ vouchers?: { number: string }[] }> {
  const answer = await page.request.post(fakeBackend(`/__fake/ledger/${path}`), { data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { vouchers?: { number: string }[] };
}

test('the demo player finds the seeded deposit, searches, pages and sees a chargeback and a goodwill credit', async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await openTransactions(page);
  await expect(page.getByRole('tab', { name: 'Lotterie-Konto' })).toHaveAttribute('aria-selected', 'true');

  // Oldest first: the seeded deposit opens the account (50 € + the history's purchases − its 23 € winnings).
  await page.getByLabel('Sortierung').selectOption({ label: 'Älteste zuerst' });
  const deposit = rows(page).first();
  await expect(deposit).toContainText('Einzahlung');
  await expect(deposit.getByTestId('transaction-amount')).toHaveText('Gutschrift: +\u00a060,80\u00a0€');
  await expect(deposit.getByTestId('transaction-balance')).toHaveText('Kontostand danach 60,80\u00a0€');
  await deposit.locator('summary').click();
  await expect(deposit.getByText('SEPA-Lastschrift', { exact: true })).toBeVisible();
  const number =
    (
      await deposit.locator('dt', { hasText: 'Buchungsnummer' }).locator('xpath=following-sibling::dd').textContent()
    )?.trim() ?? '';
  expect(number).toMatch(/^B-\d{8}$/);

  // Search by the booking number.
  await page.getByLabel('Buchungen durchsuchen').fill(number.toLowerCase());
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByTestId('transactions-count')).toHaveText(`1 Treffer für „${number.toLowerCase()}“`);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
  await page.getByLabel('Buchungen durchsuchen').fill('gibt es nicht');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Keine Buchung passt zu „gibt es nicht“.')).toBeVisible();
  await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();

  // The back office: a chargeback of that deposit (with the bank's fee), then a goodwill credit.
  await control(page, 'seed-history', { email: VERIFIED.email, count: 30 });
  await control(page, 'chargeback', { email: VERIFIED.email, voucher_number: number });
  await control(page, 'goodwill', {
    email: VERIFIED.email,
    amount_cents: 1000,
    reason: 'Entschuldigung für die Störung',
  });
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).nth(0)).toContainText('Kulanzgutschrift');
  await expect(rows(page).nth(0).getByTestId('transaction-amount')).toHaveText('Gutschrift: +\u00a010,00\u00a0€');
  await expect(rows(page).nth(1)).toContainText('Rücklastschriftgebühr');
  await expect(rows(page).nth(1).getByTestId('transaction-amount')).toHaveText('Belastung: \u2212\u00a05,00\u00a0€');
  await expect(rows(page).nth(2)).toContainText('Rückbuchung (Rücklastschrift)');
  await expect(rows(page).nth(2).getByTestId('transaction-amount')).toHaveText('Belastung: \u2212\u00a060,80\u00a0€');
  await rows(page).nth(2).locator('summary').click();
  await expect(rows(page).nth(2).getByText(number, { exact: true })).toBeVisible();

  // Paging: 20 a page by default, then 10.
  await expect(rows(page)).toHaveCount(20);
  const pageLabel = page.getByTestId('transactions-page');
  await expect(pageLabel).toHaveText(/^Seite 1 von \d+$/);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(pageLabel).toHaveText(/^Seite 2 von \d+$/);
  await page.getByLabel('Buchungen pro Seite').selectOption('10');
  await expect(pageLabel).toHaveText(/^Seite 1 von \d+$/);
  await expect(rows(page)).toHaveCount(10);

  // The reversed deposit carries its badge.
  await page.getByLabel('Buchungen durchsuchen').fill(number);
  await page.keyboard.press('Enter');
  await expect(rows(page).filter({ hasText: 'Zurückgebucht' })).toHaveCount(1);

  // Keyboard: the arrow key moves to the Spiele-Konto tab, which has no bookings yet.
  await page.getByRole('tab', { name: 'Lotterie-Konto' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Spiele-Konto' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Spiele-Konto' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
  await expect(page.getByText('Auf diesem Konto gibt es noch keine Buchungen.')).toBeVisible();
});

test('a failing list shows a German error with a retry that works', async ({ page }) => {
  await page.goto('/');
  await login(page);
  // Two faults: the call and its one automatic retry.
  const fault = await page.request.post(fakeBackend('/__fake/faults'), {
    data: { method: 'GET', path: '/wallet/public/api/v1/my/vouchers', status: 503, times: 2 },
  });
  expect(fault.ok()).toBe(true);
  await page.goto('/kundenkonto/transaktionen');
  await expect(page.getByRole('alert')).toContainText('Die Buchungen konnten nicht geladen werden.');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(rows(page).first()).toBeVisible();
});

test('a purchase names each ticket it paid for: product, receipt number and draws (spec/2 "Lottery wager reference")', async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await openTransactions(page);
  // The demo player's history bought its tickets through the platform's orders.
  const purchase = rows(page).filter({ hasText: 'Spieleinsatz' }).first();
  await purchase.locator('summary').click();
  const ticket = purchase.locator('dt', { hasText: /^(LOTTO 6aus49|Eurojackpot|GlücksSpirale|KENO) / }).first();
  await expect(ticket).toBeVisible();
  await expect(ticket.locator('xpath=following-sibling::dd')).toHaveText(
    /^TW-\d{8} · (Ziehung \p{L}{2}\., \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr|\d+ Ziehungen, \p{L}{2}\., \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr bis \p{L}{2}\., \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr)$/u,
  );
  // The receipt number is the one in the Spielhistorie: searching for it finds this booking.
  const receipt =
    /^TW-\d{8}/.exec((await ticket.locator('xpath=following-sibling::dd').textContent()) ?? '')?.[0] ?? '';
  await page.getByLabel('Buchungen durchsuchen').fill(receipt);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transactions-count')).toHaveText(`1 Treffer für „${receipt}“`);
});
