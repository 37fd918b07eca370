import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { crossIn, freshShop, login } from './support';

/** Issue 19: Meine Zahlen (saved tips in this browser) and "Erneut spielen" from the Spielhistorie. */
test.beforeEach(async ({ page }) => freshShop(page));

const NUMBERS = [3, 7, 12, 25, 33, 49];

/** Every number in `numbers` is crossed in the grid with exactly this name. */
async function expectCrossed(page: Page, grid: string, numbers: readonly number[]): Promise<void> {
  const group = page.getByRole('group', { name: grid, exact: true });
  for (const n of numbers)
    await expect(group.getByRole('button', { name: `Zahl ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

async function saveTip(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'In Meine Zahlen speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'In Meine Zahlen speichern' });
  await dialog.getByLabel('Name für Ihren Tipp').fill(name);
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a saved tip survives a reload, is renamed, fills the ticket with "Spielen" and is deleted', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  await crossIn(page, 'Tippfeld 1', NUMBERS);
  await page.getByRole('checkbox', { name: /Spiel 77/ }).check();
  await page.getByRole('checkbox', { name: 'Mittwoch' }).check();
  const ticketNumber = await page.getByRole('textbox', { name: 'Losnummer', exact: true }).inputValue();

  // The dialog: a labelled name field with a proposed name, German messages for an empty and a too long name.
  await page.getByRole('button', { name: 'In Meine Zahlen speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'In Meine Zahlen speichern' });
  const name = dialog.getByLabel('Name für Ihren Tipp');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/^LOTTO 6aus49 vom \d\d\.\d\d\.\d{4}$/);
  await name.fill('');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await name.fill('x'.repeat(41));
  await expect(dialog.getByText('Der Name darf höchstens 40 Zeichen lang sein.')).toBeVisible();
  await name.fill('Geburtstage');
  await name.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('„Geburtstage“ ist in Meine Zahlen gespeichert.')).toBeVisible();

  // Logged out, from the header; the list is the browser's and is still there after a reload.
  await page.getByRole('link', { name: 'Meine Zahlen', exact: true }).click();
  await expect(page).toHaveURL(/\/meine-zahlen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Zahlen' })).toBeVisible();
  await page.reload();
  const tip = page.getByRole('article', { name: 'Geburtstage' });
  await expect(tip).toBeVisible();
  await expect(tip.getByTestId('saved-tip-numbers')).toHaveText(NUMBERS.join(' '));
  await expect(tip).toContainText('Spiel 77');
  await expect(tip).toContainText('Mittwoch und Samstag');
  await expect(tip).toContainText(ticketNumber);

  // Rename: the field takes the focus; an empty name is refused.
  await tip.getByRole('button', { name: '„Geburtstage“ umbenennen' }).click();
  const rename = tip.getByLabel('Neuer Name');
  await expect(rename).toBeFocused();
  await rename.fill('');
  await tip.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(tip.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await rename.fill('Samstagszahlen');
  await rename.press('Enter');
  await expect(page.getByTestId('my-numbers-status')).toHaveText('Der Tipp heißt jetzt „Samstagszahlen“.');
  const renamed = page.getByRole('article', { name: 'Samstagszahlen' });
  await expect(renamed.getByRole('button', { name: '„Samstagszahlen“ umbenennen' })).toBeFocused();
  await page.reload();
  await expect(renamed).toBeVisible();

  // "Spielen": the ticket opens filled, after hydration, and a reload fills it again.
  await renamed.getByRole('button', { name: '„Samstagszahlen“ spielen' }).click();
  await expect(page).toHaveURL(/\/lotto\/normalschein\?vorlage=[\w-]+$/);
  await expect(page.getByText('Ihre Zahlen sind eingetragen')).toBeVisible();
  await expectCrossed(page, 'Tippfeld 1', NUMBERS);
  await expect(page.getByRole('checkbox', { name: /Spiel 77/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mittwoch' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Samstag' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Losnummer', exact: true })).toHaveValue(ticketNumber);
  await page.reload();
  await expectCrossed(page, 'Tippfeld 1', NUMBERS);

  // Delete: behind a confirmation; keeping it changes nothing.
  await page.goto('/meine-zahlen');
  await renamed.getByRole('button', { name: '„Samstagszahlen“ löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: '„Samstagszahlen“ wirklich löschen?' });
  await expect(confirm.getByRole('button', { name: 'Behalten' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Behalten' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: '„Samstagszahlen“ löschen' }).click();
  await confirm.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(page.getByTestId('my-numbers-status')).toHaveText('„Samstagszahlen“ wurde gelöscht.');
  await expect(page.getByTestId('my-numbers-status')).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Sie haben noch keine Zahlen gespeichert.')).toBeVisible();
});

test('the server renders /meine-zahlen without personal data, marked noindex', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  await crossIn(page, 'Tippfeld 1', NUMBERS);
  await saveTip(page, 'Nur im Browser');
  const html = await (await page.request.get('/meine-zahlen')).text();
  expect(html).not.toContain('Nur im Browser');
  await page.goto('/meine-zahlen');
  await expect(page.getByRole('article', { name: 'Nur im Browser' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('"Erneut spielen" on a receipt opens its ticket with the same numbers', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/spielhistorie');
  const list = page.getByTestId('receipt-list');
  await expect(list.getByRole('link')).toHaveCount(3);

  // The oldest receipt (a LOTTO Normalschein): its fields as the receipt shows them.
  await list.getByRole('link').first().click();
  const receipt = page.getByRole('dialog', { name: /Spielquittung TW-\d{8}/ });
  const fields = receipt.getByRole('region', { name: 'Ihre Tipps' }).getByRole('list', { name: /^Tippfeld \d+$/ });
  await expect(fields.first()).toBeVisible();
  const fieldCount = await fields.count();
  const first = (await fields.first().getByRole('listitem').allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(first.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  await list
    .getByRole('button', { name: /^Erneut spielen: LOTTO 6aus49 Normalschein/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lotto\/normalschein\?vorlage=[\w-]+$/);
  await expect(page.getByText('Ihre Zahlen sind eingetragen')).toBeVisible();
  await expectCrossed(page, 'Tippfeld 1', first);
  await expect(page.getByTestId('ticket-played')).toHaveText(
    fieldCount === 1 ? '1 vollständiges Tippfeld' : `${fieldCount} vollständige Tippfelder`,
  );
});

test('axe: no WCAG 2.2 A/AA violation on /meine-zahlen, empty, with a tip, and with a question open', async ({
  page,
}) => {
  const audit = async (what: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true)
      .analyze();
    expect(violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  };
  await page.goto('/meine-zahlen');
  await expect(page.getByText('Sie haben noch keine Zahlen gespeichert.')).toBeVisible();
  await audit('empty');

  await page.goto('/eurojackpot/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await saveTip(page, 'Eurozahlen');
  await page.goto('/meine-zahlen');
  const tip = page.getByRole('article', { name: 'Eurozahlen' });
  await expect(tip).toBeVisible();
  await audit('one tip');
  await tip.getByRole('button', { name: '„Eurozahlen“ löschen' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await audit('delete question');
  await tip.getByRole('button', { name: 'Behalten' }).click();
  await tip.getByRole('button', { name: '„Eurozahlen“ umbenennen' }).click();
  await audit('rename form');
});
