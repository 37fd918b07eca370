import { expect, test } from './fixtures';
import { freshShop, login } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('the player edits the address, gets a German message for a bad phone number, and switches jackpot mails', async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/daten');
  await expect(page.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();
  const phone = page.getByLabel('Telefonnummer (optional)');
  await phone.fill('12ab');
  await phone.blur();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await phone.fill('+49 221 1234567');
  await page.getByLabel('Straße').fill('Lindenallee');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Ihre Daten sind gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Straße')).toHaveValue('Lindenallee');
  const jackpots = page.getByRole('checkbox', { name: 'Jackpot-Nachrichten' });
  await jackpots.check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Jackpot-Nachrichten' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Servicemitteilungen' })).toBeDisabled();
});
