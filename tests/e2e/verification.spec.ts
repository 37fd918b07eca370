import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, NEWCOMER, VERIFIED } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

const AGE_VERIFICATION = /\/kundenkonto\/alterspruefung(\?.*)?$/;

async function loginAsNewcomerAndLand(page: Page) {
  await page.goto('/');
  await login(page, NEWCOMER);
  // After login the flow ends in missingNectIdentCheck: off to the age verification page.
  await expect(page).toHaveURL(AGE_VERIFICATION);
  await expect(page.getByRole('heading', { level: 1, name: 'Altersprüfung' })).toBeVisible();
  await expect(page.getByTestId('verification-level')).toHaveText('Nicht verifiziert');
  await expect(page.getByTestId('verification-allowance')).toContainText('höchstens 100,00\u00a0€');
}

test('a newcomer verifies by micro deposit: IBAN, 0,01 € with a code, the code from the bank statement', async ({
  page,
}) => {
  await loginAsNewcomerAndLand(page);
  await page.getByRole('button', { name: /Mikro-Überweisung/ }).click();
  const method = page.getByRole('region', { name: 'Mikro-Überweisung' });
  await expect(
    method.getByRole('navigation', { name: 'Schritte der Mikro-Überweisung' }).locator('[aria-current="step"]'),
  ).toContainText('Bankverbindung');
  await expect(method.getByLabel('Vorname des Kontoinhabers')).toHaveValue('Lena');
  await expect(method.getByLabel('Nachname des Kontoinhabers')).toHaveValue('Neumann');
  await method.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await method.getByRole('button', { name: 'Bankverbindung speichern' }).click();

  await expect(method.getByText('Wir überweisen Ihnen 0,01 € mit einem Code im Verwendungszweck.')).toBeVisible();
  await expect(page.getByTestId('verification-level')).toHaveText('Vorläufig verifiziert');
  await expect(method.getByTestId('stored-bank-account')).toContainText('DE89');
  await method.getByRole('button', { name: '0,01 € überweisen lassen' }).click();

  const codeField = method.getByLabel('Code aus dem Verwendungszweck');
  await expect(codeField).toBeVisible();
  await expect(page.getByTestId('verification-state')).toHaveAttribute(
    'data-status',
    'pendingMicroDepositVerification',
  );
  const statement = await page.request.get(
    fakeBackend(`/__fake/bank-statement?address=${encodeURIComponent(NEWCOMER.email)}`),
  );
  expect(statement.ok()).toBe(true);
  const [transfer] = (await statement.json()) as { code: string; purpose: string; amount: { fractional: number } }[];
  expect(transfer?.amount.fractional).toBe(1);
  expect(transfer?.purpose).toContain(transfer!.code);

  await codeField.fill('ZZZZ' === transfer!.code ? 'YYYY' : 'ZZZZ');
  await method.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(method.getByText('Dieser Code stimmt nicht.')).toBeVisible();

  await codeField.fill(transfer!.code);
  await method.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByTestId('verification-level')).toHaveText('Voll verifiziert');
  await expect(page.getByTestId('verification-state')).toHaveAttribute('data-status', 'verified');
  await expect(page.getByText('Sie sind voll verifiziert. Vielen Dank!')).toBeVisible();
});

test('a newcomer verifies by selfie ident: the fake ident page decides "identified", the result modal says so', async ({
  page,
}) => {
  await loginAsNewcomerAndLand(page);
  const method = page.getByRole('region', { name: 'Selfie-Ident' });
  await expect(method.getByText('Lena Neumann')).toBeVisible();
  await method.getByRole('button', { name: 'Angaben stimmen' }).click();
  await method.getByRole('button', { name: 'Selfie-Ident starten' }).click();

  await expect(page).toHaveURL(/\/__fake\/ident\?case_id=/);
  await page.getByRole('button', { name: 'Identifiziert', exact: true }).click();

  await expect(page).toHaveURL(/open-modal=identity_check_result&result=identified/);
  const dialog = page.getByRole('dialog', { name: 'Ergebnis der Identitätsprüfung' });
  await expect(dialog).toContainText('Ihre Identität wurde erfolgreich bestätigt.');
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kundenkonto\/alterspruefung$/);
  await expect(page.getByTestId('verification-level')).toHaveText('Voll verifiziert');
});

test('redirects only after login and on account pages: a verified player stays, the basket is never left', async ({
  page,
}) => {
  await page.goto('/');
  await login(page, VERIFIED);
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page.getByRole('heading', { level: 1, name: 'Spielhistorie' })).toBeVisible();
  await expect(page).toHaveURL(/\/kundenkonto\/spielhistorie$/);
  await page.getByRole('button', { name: 'Abmelden' }).click();

  // Logging in on the basket keeps the newcomer there…
  await page.goto('/warenkorb?open-modal=login');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(NEWCOMER.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(NEWCOMER.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('0,00\u00a0€');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/warenkorb$/);

  // …but opening an account page sends them to the age verification.
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page).toHaveURL(AGE_VERIFICATION);
});
