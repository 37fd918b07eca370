import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, NEWCOMER } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

async function fillStep(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /Weiter|Jetzt registrieren/ }).click();
}

/** The five steps from /registrierung/name on (the address with Berlin's zip code 10115). */
async function register(page: Page, email: string) {
  await fillStep(page, { Vorname: 'Erika', Nachname: 'Musterfrau', Geburtsname: 'Gabler' });
  await fillStep(page, { 'Geburtsdatum (TT.MM.JJJJ)': '12.08.1984', Geburtsort: 'München' });
  await fillStep(page, { Straße: 'Heidestraße', Hausnummer: '17', Postleitzahl: '10115', Ort: 'Berlin' });
  await fillStep(page, { 'E-Mail-Adresse': email });
  await fillStep(page, { Passwort: 'Sommer2026!' });
}

test('a registration the platform still checks ends on the pending step (403 player_not_ready)', async ({ page }) => {
  await page.goto('/registrierung/name');
  await register(page, 'erika+pending@example.de');
  await expect(page).toHaveURL(/\/registrierung\/pending$/);
  await expect(page.getByTestId('registration-pending')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Fast geschafft' })).toBeVisible();
  await expect(page.getByText('Bevor Sie spielen können, prüfen wir noch Ihre Angaben.')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('AUTH_TOKEN'));
  const me = await page.request.get(fakeBackend('/player/public/api/v1/me'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([me.status(), await me.json()]).toEqual([403, { code: 'player_not_ready' }]);
});

test('the campaign parameters of the landing page go with the registration as tracking_parameters', async ({
  page,
}) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=herbst&gclid=abc');
  await page.getByRole('link', { name: 'Registrieren' }).click();
  await register(page, 'erika.kampagne@example.de');
  await expect(page).toHaveURL(/\/registrierung\/thanks$/);
  const token = await page.evaluate(() => localStorage.getItem('AUTH_TOKEN'));
  const me = await page.request.get(fakeBackend('/player/public/api/v1/me'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { tracking_parameters: unknown }).tracking_parameters).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'herbst',
    gclid: 'abc',
  });
});

test('the e-mail confirmation page asks for a login, then confirms the address from the mail', async ({ page }) => {
  const mails = (await (await page.request.get(fakeBackend(`/__fake/mailbox?address=${NEWCOMER.email}`))).json()) as {
    link: string | null;
  }[];
  const link = mails.map((m) => m.link).find((l) => l?.startsWith('/confirm_email?token='));
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  await expect(page.getByText('Bitte melden Sie sich an, um Ihre E-Mail-Adresse zu bestätigen.')).toBeVisible();
  await login(page, NEWCOMER);
  await expect(page).toHaveURL(/\/confirm_email\?token=/);
  await expect(page.getByText('Danke! Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
  // Used once: the same link again is refused.
  await page.reload();
  await expect(page.getByText('Dieser Bestätigungslink ist ungültig')).toBeVisible();
});

test('403 too_many_invalid_attempts: after five wrong passwords the login modal says so in German', async ({
  page,
}) => {
  await page.goto('/?open-modal=login');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(NEWCOMER.email);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await dialog.getByLabel('Passwort', { exact: true }).fill('falsch');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    const expected =
      attempt < 5 ? 'E-Mail-Adresse oder Passwort ist falsch' : 'Zu viele fehlgeschlagene Anmeldeversuche';
    await expect(dialog.getByRole('alert')).toContainText(expected);
  }
  // Even the right password waits now.
  await dialog.getByLabel('Passwort', { exact: true }).fill(NEWCOMER.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Zu viele fehlgeschlagene Anmeldeversuche');
});
