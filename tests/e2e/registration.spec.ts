import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

async function fillStep(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /Weiter|Jetzt registrieren/ }).click();
}

test('a new adult registers in five steps and is logged in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(/\/registrierung\/name$/);
  await fillStep(page, { Vorname: 'Erika', Nachname: 'Musterfrau', Geburtsname: 'Gabler' });
  await expect(page).toHaveURL(/\/registrierung\/birthday$/);
  await fillStep(page, { 'Geburtsdatum (TT.MM.JJJJ)': '12.08.1984', Geburtsort: 'München' });
  await page.getByLabel('Straße', { exact: true }).fill('Heidestraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('17');
  await page.getByLabel('Postleitzahl', { exact: true }).fill('10');
  await page.getByRole('group', { name: 'Orte zur Postleitzahl' }).getByRole('button').first().click();
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Berlin');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillStep(page, { 'E-Mail-Adresse': 'erika.e2e@example.de' });
  // The draft survives a reload (the password is never stored).
  await expect(page).toHaveURL(/\/registrierung\/password$/);
  await page.reload();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('erika.e2e@example.de');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillStep(page, { Passwort: 'Sommer2026!' });
  await expect(page).toHaveURL(/\/registrierung\/thanks$/);
  await expect(page.getByRole('heading', { name: 'Willkommen bei Tippwerk!' })).toBeVisible();
  await page.getByRole('link', { name: 'Zu den Lotterien' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('0,00\u00a0€');
});

test('an under-18 registration is refused with the reason next to the field', async ({ page }) => {
  await page.goto('/registrierung/name');
  await fillStep(page, { Vorname: 'Tim', Nachname: 'Jung', Geburtsname: 'Jung' });
  const year = new Date().getFullYear() - 17;
  await fillStep(page, { 'Geburtsdatum (TT.MM.JJJJ)': `01.01.${year}`, Geburtsort: 'Berlin' });
  await expect(page).toHaveURL(/\/registrierung\/birthday$/);
  await expect(page.getByRole('alert').filter({ hasText: 'mindestens 18 Jahre' })).toBeVisible();
});

test('a malformed date and a wrong zip code get German messages on blur', async ({ page }) => {
  await page.goto('/registrierung/birthday');
  const date = page.getByLabel('Geburtsdatum (TT.MM.JJJJ)', { exact: true });
  await date.fill('31.02.1990');
  await date.blur();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.goto('/registrierung/address');
  const zip = page.getByLabel('Postleitzahl', { exact: true });
  await zip.fill('123');
  await zip.blur();
  await expect(page.getByRole('alert').first()).toBeVisible();
});
