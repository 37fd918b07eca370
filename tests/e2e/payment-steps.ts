import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the deposit modal from the header's "Einzahlen" and answers the dialog. */
export async function openDeposit(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Einzahlen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Einzahlen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the new-card fields (a test card of the fake PSP) in a deposit dialog or on the basket page. */
export async function fillCard(scope: Page | Locator, number: string, holder = 'Max Mustermann'): Promise<void> {
  await scope.getByLabel('Karteninhaber').fill(holder);
  await scope.getByLabel('Kartennummer').fill(number);
  await scope.getByLabel('Monat (MM)').fill('12');
  await scope.getByLabel('Jahr (JJ)').fill('30');
  await scope.getByLabel('Prüfnummer (CVC)').fill('123');
}
