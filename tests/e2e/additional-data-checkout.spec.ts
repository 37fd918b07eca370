import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, NEWCOMER } from './support';

/**
 * The basket sells nothing without birth name and birthplace (GwG, GlüStV): "Jetzt kaufen" opens
 * `additional_data_needed` over the basket instead, and after saving the player buys from the basket.
 * The demo newcomer `neu@` lacks both.
 */
test.beforeEach(async ({ page }) => freshShop(page));

const EUR = (amount: string) => `${amount}\u00a0€`;
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Angaben ergänzen' });
const buyButton = (page: Page) => page.getByRole('button', { name: /Jetzt kaufen/ });

/** The basket's notices pass the accessibility gate's rules (a11y.spec.ts audits the basket only with complete data). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The common account's balance in cents as the platform has it (the player's own token). */
async function platformBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('AUTH_TOKEN'));
  const answer = await page.request.get(fakeBackend('/wallet/public/api/v1/my/account?kind=common'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const account = (await answer.json()) as {
    payoutable_balance: { fractional: number };
    not_payoutable_balance: { fractional: number };
  };
  return account.payoutable_balance.fractional + account.not_payoutable_balance.fractional;
}

/** The newcomer logged in with one LOTTO field (1,70 €) in the basket. */
async function newcomerAtTheBasket(page: Page): Promise<void> {
  await page.goto('/');
  await login(page, NEWCOMER);
  // A ticket screen: the newcomer's verification redirect and the data reminder leave it alone.
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
}

test('"Jetzt kaufen" asks for birth name and birthplace first, charges nothing, and buys after they are saved', async ({
  page,
}) => {
  const credit = await page.request.post(fakeBackend('/__fake/ledger/goodwill'), {
    data: { email: NEWCOMER.email, amount_cents: 1000 },
  });
  expect(credit.ok()).toBe(true);
  await newcomerAtTheBasket(page);
  await expect(page.getByTestId('header-balance')).toHaveText(EUR('10,00'));
  await expect(
    page.getByText('Bevor Sie kaufen können, brauchen wir noch Ihren Geburtsnamen und Ihren Geburtsort.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await buyButton(page).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/warenkorb\?open-modal=additional_data_needed$/);
  await expect(dialog).toContainText('In Ihrem Spielerkonto fehlen noch Ihr Geburtsname und Ihr Geburtsort.');
  await expect(dialog).toContainText('keine Spielscheine kaufen');
  // Nothing bought, nothing debited.
  expect(await platformBalance(page)).toBe(1000);
  await expect(page.getByTestId('header-balance')).toHaveText(EUR('10,00'));
  await expect(page.getByTestId('basket-count')).toHaveText('1');

  await dialog.getByLabel('Geburtsname').fill('Neumann');
  await dialog.getByLabel('Geburtsort').fill('Hamburg');
  await dialog.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(dialog).toBeHidden();
  // Back on the basket, told they can buy now; saving bought nothing by itself.
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByText('Vielen Dank, Ihre Angaben sind gespeichert.')).toBeVisible();
  await expect(page.getByText('Bevor Sie kaufen können')).toBeHidden();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect(await platformBalance(page)).toBe(1000);
  await expectNoAxeViolations(page);

  await buyButton(page).click();
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText(EUR('1,70'));
  await expect(page.getByTestId('header-balance')).toHaveText(EUR('8,30'));
  expect(await platformBalance(page)).toBe(830);
});

test('with a payment method chosen nothing is charged either; "Später ergänzen" leaves the player on the basket, still asked', async ({
  page,
}) => {
  await newcomerAtTheBasket(page);
  await expect(page.getByTestId('header-balance')).toHaveText(EUR('0,00'));
  await page.getByRole('radio', { name: /PayPal/ }).check();

  await buyButton(page).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/warenkorb\?open-modal=additional_data_needed$/); // not PayPal's page
  await dialog.getByRole('button', { name: 'Später ergänzen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(
    page.getByText('Bevor Sie kaufen können, brauchen wir noch Ihren Geburtsnamen und Ihren Geburtsort.'),
  ).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect(await platformBalance(page)).toBe(0);

  // The notice's own button asks again.
  await page.getByRole('button', { name: 'Angaben ergänzen' }).click();
  await expect(dialog).toBeVisible();
});
