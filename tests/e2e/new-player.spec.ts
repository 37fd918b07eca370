import { expect, test } from './fixtures';
import { fakeBackend, freshShop } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('register a new adult → verify by micro deposit → buy a ticket', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/registrierung/name');
  const step = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: /Weiter|Jetzt registrieren/ }).click();
  };
  await step({ Vorname: 'Jana', Nachname: 'Berger', Geburtsname: 'Berger' });
  await step({ 'Geburtsdatum (TT.MM.JJJJ)': '03.05.1991', Geburtsort: 'Dresden' });
  await step({ Straße: 'Am Markt', Hausnummer: '3', Postleitzahl: '10115', Ort: 'Berlin' });
  await step({ 'E-Mail-Adresse': 'jana.berger@example.de' });
  await step({ Passwort: 'Fruehling2026!' });
  await expect(page).toHaveURL(/\/registrierung\/thanks$/);

  await page.getByRole('link', { name: 'Jetzt verifizieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Altersprüfung' })).toBeVisible();
  await page.getByRole('button', { name: /Mikro-Überweisung/ }).click();
  const method = page.getByRole('region', { name: 'Mikro-Überweisung' });
  await method.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await method.getByRole('button', { name: 'Bankverbindung speichern' }).click();
  await method.getByRole('button', { name: '0,01 € überweisen lassen' }).click();
  const statement = await page.request.get(fakeBackend('/__fake/bank-statement?address=jana.berger%40example.de'));
  const [transfer] = (await statement.json()) as { code: string }[];
  await method.getByLabel('Code aus dem Verwendungszweck').fill(transfer!.code);
  await method.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByTestId('verification-level')).toHaveText('Voll verifiziert');

  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  // The wallet holds the 0,01 € test transfer; the stored account pays the rest.
  await page.getByRole('radio', { name: /Lastschrift/ }).check();
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await page.goto('/kundenkonto/spielhistorie');
  await expect(page.getByText('1 Spielquittung')).toBeVisible();
});
