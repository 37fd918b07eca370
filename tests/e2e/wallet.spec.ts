import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillCard, openDeposit } from './payment-steps';
import { fakeBackend, freshShop, login, NEWCOMER, VERIFIED } from './support';

const PLAYER_API = '/player/public/api/v1';

test.beforeEach(async ({ page }) => freshShop(page));

/** "1.234,50 €" → cents, without floats. */
const cents = (text: string) => {
  const match = /([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
};
const headerBalance = async (page: Page) => cents((await page.getByTestId('header-balance').textContent()) ?? '');

test('deposit with a new card and 3-D Secure: to the bank page and back, the balance rises @new-card', async ({
  page,
}) => {
  await page.goto('/lotto');
  await login(page);
  const before = await headerBalance(page);
  const dialog = await openDeposit(page);
  await dialog.getByRole('button', { name: /^50,00/ }).click();
  await dialog.getByRole('radio', { name: /Neue Kreditkarte/ }).check();
  await fillCard(dialog, '4000 0000 0000 3220');
  await dialog.getByRole('button', { name: /50,00\s€ einzahlen/ }).click();
  await expect(page).toHaveURL(/\/__fake\/psp\/3ds\?/);
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page).toHaveURL(/\/lotto\?open-modal=deposit/);
  await expect(page.getByTestId('deposit-success')).toContainText('50,00');
  await expect.poll(() => headerBalance(page)).toBe(before + 5000);
  await page.getByRole('dialog', { name: 'Einzahlen' }).getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/lotto$/);
});

test('a declined deposit names the reason in German and books nothing @new-card', async ({ page }) => {
  await page.goto('/');
  await login(page);
  const before = await headerBalance(page);
  const dialog = await openDeposit(page);
  await dialog.getByRole('radio', { name: /Neue Kreditkarte/ }).check();
  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: /einzahlen/ }).click();
  await expect(dialog.getByTestId('deposit-failure')).toHaveText(/Ihre Bank hat die Zahlung abgelehnt/);
  await dialog.getByRole('button', { name: 'Betrag oder Zahlungsart ändern' }).click();
  await expect(dialog.getByLabel('Betrag in Euro')).toHaveValue('20');
  expect(await headerBalance(page)).toBe(before);
});

test('a wrong amount is explained at the field', async ({ page }) => {
  await page.goto('/');
  await login(page);
  const dialog = await openDeposit(page);
  await dialog.getByLabel('Betrag in Euro').fill('5');
  await dialog.getByRole('button', { name: /einzahlen/ }).click();
  await expect(dialog.getByText('Sie können ab 10,00\u00a0€ einzahlen.')).toBeVisible();
});

test('withdraw winnings from the account home to the stored bank account', async ({ page }) => {
  const booked = await page.request.post(fakeBackend('/__fake/wallet/winning'), {
    data: { email: VERIFIED.email, amount_cents: 4000 },
  });
  expect(booked.ok()).toBe(true);
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto');
  await expect(page.getByRole('heading', { name: 'Hallo Max!' })).toBeVisible();
  await expect(page.getByTestId('account-home-common')).toBeVisible();
  const before = await headerBalance(page);
  await page.getByRole('link', { name: 'Auszahlen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Auszahlen' });
  await expect(dialog.getByTestId('withdrawal-payoutable')).toContainText('auszahlbar:');
  await expect(dialog.getByTestId('withdrawal-target')).toContainText('Max Mustermann');
  await dialog.getByRole('button', { name: /^25,00/ }).click();
  await dialog.getByRole('button', { name: /25,00\s€ auszahlen/ }).click();
  await expect(dialog.getByTestId('withdrawal-success')).toContainText('25,00');
  await expect.poll(() => headerBalance(page)).toBe(before - 2500);
});

test('payment data: the stored SEPA account; a card is stored and deleted after confirming @new-card', async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/zahlungsdaten');
  const sepa = page.getByTestId('payment-data-sepa');
  await expect(sepa).toContainText('IBAN DE');
  await expect(sepa).toContainText('Kontoinhaber Max Mustermann');
  await expect(page.getByRole('region', { name: /Bankkonto/ }).getByText('Standard')).toBeVisible();

  await page.getByRole('button', { name: 'Kreditkarte hinzufügen' }).click();
  await fillCard(page.getByTestId('payment-data-card'), '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Karte speichern' }).click();
  await expect(page.getByText('Ihre Kreditkarte ist gespeichert.')).toBeVisible();
  await expect(page.getByTestId('payment-data-card')).toContainText('Endziffern 1111, gültig bis 12/2030');

  await page.getByRole('button', { name: 'Kreditkarte löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Zahlungsart löschen?' });
  await confirm.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(page.getByText('Die Kreditkarte wurde gelöscht.')).toBeVisible();
  await expect(page.getByTestId('payment-data-card')).toContainText('Keine Kreditkarte gespeichert.');
});

test('a verified player without a bank account adds one on the payment-data page', async ({ page }) => {
  // The newcomer verifies by ident first (so no verification redirect interrupts the page).
  const session = await page.request.post(fakeBackend(`${PLAYER_API}/login`), {
    data: { username: NEWCOMER.email, password: NEWCOMER.password, long_lasting_session: false },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const started = await page.request.post(fakeBackend(`${PLAYER_API}/my/nect_robo_ident_case/start`), {
    headers: { Authorization: `Bearer ${token}` },
    data: { redirect_url: '/kundenkonto/alterspruefung', mock_type: null },
  });
  const caseId = new URL(((await started.json()) as { url: string }).url, 'http://x.invalid').searchParams.get(
    'case_id',
  );
  expect(
    (await page.request.post(fakeBackend('/__fake/ident'), { data: { case_id: caseId, outcome: 'identified' } })).ok(),
  ).toBe(true);

  await page.goto('/');
  await login(page, NEWCOMER);
  await page.goto('/kundenkonto/zahlungsdaten');
  await expect(page.getByTestId('payment-data-sepa')).toContainText('Noch kein Bankkonto hinterlegt');
  await page.getByRole('button', { name: 'Bankkonto hinterlegen' }).click();
  await expect(page.getByLabel('Vorname des Kontoinhabers')).toHaveValue('Lena');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: 'Bankkonto speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige IBAN ein.')).toBeVisible();
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Bankkonto speichern' }).click();
  await expect(page.getByText('Ihr Bankkonto ist gespeichert.')).toBeVisible();
  await expect(page.getByTestId('payment-data-sepa')).toContainText('Kontoinhaber Lena Neumann');
});
