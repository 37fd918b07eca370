import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop, login, NEWCOMER, VERIFIED, fakeBackend } from './support';

/**
 * `open-modal=additional_data_needed` (spec/1 §2, §5): birth name and birthplace, missing for the
 * demo newcomer. Opened by URL, by the shop after a login, and in front of a deposit.
 */
test.beforeEach(async ({ page }) => freshShop(page));

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Angaben ergänzen' });

const PLAYER_API = '/player/public/api/v1';

/** The newcomer as the platform has them (GET /me with a session of their own). */
async function playerOnPlatform(page: Page) {
  const session = await page.request.post(fakeBackend(`${PLAYER_API}/login`), {
    data: { username: NEWCOMER.email, password: NEWCOMER.password, long_lasting_session: false },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const me = await page.request.get(fakeBackend(`${PLAYER_API}/me`), { headers: { Authorization: `Bearer ${token}` } });
  return (await me.json()) as {
    personal_data: { birth_name: string | null; birthplace: string | null };
    address: { zip_code: string };
  };
}

test('opened by URL: explains what is missing, checks the fields in German, saves and closes itself', async ({
  page,
}) => {
  const zipBefore = (await playerOnPlatform(page)).address.zip_code;
  await page.goto('/');
  await login(page, NEWCOMER);
  await page.goto('/?open-modal=additional_data_needed');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('In Ihrem Spielerkonto fehlen noch Ihr Geburtsname und Ihr Geburtsort.');
  await expect(dialog).toContainText('Geldwäschegesetz (GwG)');
  const birthName = dialog.getByLabel('Geburtsname');
  const birthplace = dialog.getByLabel('Geburtsort');
  await expect(birthName).toBeFocused();

  await dialog.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(birthName).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Bitte geben Sie Ihren Geburtsnamen ein.')).toBeVisible();
  await expect(dialog.getByText('Bitte geben Sie Ihren Geburtsort ein.')).toBeVisible();

  await birthName.fill('Neumann');
  await birthplace.fill('Hamburg 🚢');
  await dialog.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(dialog.getByText(/^Der Geburtsort darf nur Buchstaben/)).toBeVisible();
  await expect(birthName).not.toHaveAttribute('aria-invalid', 'true');

  await birthplace.fill('Hamburg');
  await dialog.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Saved on the platform (PUT /me), the rest of the player's data unchanged…
  const me = await playerOnPlatform(page);
  expect(me.personal_data).toMatchObject({ birth_name: 'Neumann', birthplace: 'Hamburg' });
  expect(me.address.zip_code).toBe(zipBefore);
  // …and the modal, asked for again, closes itself at once.
  await page.goto('/?open-modal=additional_data_needed');
  await expect(page).toHaveURL(/\/$/);
  await expect(dialogOf(page)).toBeHidden();
});

test('keyboard: Tab stays in the dialog, Escape and "Später ergänzen" close it, the link leads to the personal data', async ({
  page,
}) => {
  await page.goto('/');
  await login(page, NEWCOMER);
  await page.goto('/lotto?open-modal=additional_data_needed');
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel('Geburtsname')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('link', { name: 'Zu Ihren persönlichen Daten' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/lotto$/);

  await page.goto('/lotto?open-modal=additional_data_needed');
  await dialog.getByRole('button', { name: 'Später ergänzen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/lotto$/);

  // The link leads to the personal-data page (an unverified newcomer is sent on to the age verification first).
  await page.goto('/lotto?open-modal=additional_data_needed');
  const link = dialog.getByRole('link', { name: 'Zu Ihren persönlichen Daten' });
  await expect(link).toHaveAttribute('href', '/kundenkonto/daten');
  await link.click();
  await expect(page).toHaveURL(/\/kundenkonto\/(daten|alterspruefung)$/);
  await expect(dialog).toBeHidden();
});

test('the shop asks by itself once after a login, away from the age verification, and not again for this login', async ({
  page,
}) => {
  await page.goto('/');
  await login(page, NEWCOMER);
  // The newcomer is sent to the age verification first; the question waits for another page.
  await expect(page).toHaveURL(/\/kundenkonto\/alterspruefung/);
  await expect(page.getByRole('heading', { level: 1, name: 'Altersprüfung' })).toBeVisible();
  await expect(dialogOf(page)).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'LOTTO 6aus49', exact: true })
    .click();
  await expect(page).toHaveURL(/\/lotto\?open-modal=additional_data_needed$/);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Später ergänzen' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Eurojackpot', exact: true })
    .click();
  await expect(page).toHaveURL(/\/eurojackpot$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a player with complete data is not asked', async ({ page }) => {
  await page.goto('/');
  await login(page, VERIFIED);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'LOTTO 6aus49', exact: true })
    .click();
  await expect(page).toHaveURL(/\/lotto$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialogOf(page)).toBeHidden();
});

test('a deposit waits for the data (GwG) and opens once both are saved', async ({ page }) => {
  await page.goto('/');
  await login(page, NEWCOMER);
  await page.goto('/?open-modal=deposit');
  await expect(page).toHaveURL(/open-modal=additional_data_needed&next=deposit/);
  const dialog = dialogOf(page);
  await expect(dialog).toContainText('können Sie kein Geld einzahlen');
  await dialog.getByLabel('Geburtsname').fill('Neumann');
  await dialog.getByLabel('Geburtsort').fill('Hamburg');
  await dialog.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(page.getByRole('dialog', { name: 'Einzahlen' })).toBeVisible();
  await expect(page).toHaveURL(/\?open-modal=deposit$/);
});

test('visitors get the login first and come back to the question', async ({ page }) => {
  // On a ticket screen, so the newcomer's verification redirect does not take them elsewhere.
  await page.goto('/lotto/normalschein?open-modal=additional_data_needed');
  const loginDialog = page.getByRole('dialog', { name: 'Anmelden' });
  await loginDialog.getByLabel('E-Mail-Adresse').fill(NEWCOMER.email);
  await loginDialog.getByLabel('Passwort', { exact: true }).fill(NEWCOMER.password);
  await loginDialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialogOf(page)).toBeVisible();
  await expect(page).toHaveURL(/\/lotto\/normalschein\?open-modal=additional_data_needed$/);
});
