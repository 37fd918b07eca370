import { expect, test } from './fixtures';
import { fakeBackend, freshShop, NEWCOMER } from './support';

test.beforeEach(async ({ page }) => freshShop(page));

test('a recovery link flow: ask for a link, follow it from the mailbox, set a new password, log in with it', async ({
  page,
}) => {
  await page.goto('/?open-modal=login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passwort vergessen' });
  await dialog.getByLabel('E-Mail-Adresse').fill(NEWCOMER.email);
  await dialog.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(dialog.getByText(/Link unterwegs/)).toBeVisible();

  const mails = (await (
    await page.request.get(fakeBackend(`/__fake/mailbox?address=${encodeURIComponent(NEWCOMER.email)}`))
  ).json()) as { kind: string; link: string | null }[];
  const link = mails.find((m) => m.link?.startsWith('/passwort-zuruecksetzen'))?.link;
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('Neues Passwort').fill('kurz');
  await page.getByLabel('Neues Passwort').blur();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('Winter2027!');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert.')).toBeVisible();

  // The link is single use.
  await page.goto(link!);
  await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeVisible();

  await page.goto('/?open-modal=login');
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await login.getByLabel('E-Mail-Adresse').fill(NEWCOMER.email);
  await login.getByLabel('Passwort', { exact: true }).fill('Winter2027!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('0,00\u00a0€');
  await expect(page.getByTestId('email-banner')).toBeVisible();
});
