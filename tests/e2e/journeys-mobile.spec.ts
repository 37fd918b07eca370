import { type Locator, type Page } from '@playwright/test';
import { germanDate, lastDraw } from './draw-support';
import { expect, test } from './fixtures';
import { addToBasketAt, crossIn, crossNumbers, freshShop, login } from './support';

/**
 * The journeys a phone player makes (issue 25), on the `mobile` project (Pixel 7 at 390 × 844, touch):
 * each one short, with what a phone adds checked where it is cheap: the page never scrolls sideways,
 * and the control that finishes the journey is wholly on screen, uncovered by the fixed bars, when tapped.
 * Pages are reached by address or by the bottom tab bar: the phone header keeps its rarer links in a menu.
 */
test.beforeEach(async ({ page }) => freshShop(page));

/** No sideways scrolling: the page is no wider than the device (an overflowing page widens innerWidth too). */
async function expectFitsScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/**
 * Taps a control as a thumb would: scrolled towards the middle of the screen (as far as the page lets it),
 * then wholly inside the viewport and the topmost element at its centre, not under the bottom tab bar or a
 * fixed ticket bar: a control at the very end of a page must not stay hidden behind them.
 */
async function tapOnScreen(control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(control).toBeInViewport({ ratio: 1 });
  const coveredBy = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && !element.contains(hit) ? hit.outerHTML.slice(0, 120) : null;
  });
  expect(coveredBy, 'the control is covered by another element').toBeNull();
  await control.tap();
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Schnellnavigation' });

test('a logged-in player buys a quick tip from the wallet', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  await login(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();
  await expect(balance).toHaveText('50,00\u00a0€');

  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).tap();
  await expect(page.getByTestId('ticket-played')).toHaveText('1 vollständiges Tippfeld');
  await expectFitsScreen(page);
  // The total and the button stay on screen in the bar at the bottom while the player scrolls the fields.
  await page.getByRole('group', { name: 'Tippfeld 4', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeInViewport({ ratio: 1 });
  // One field on Saturday: 1,20 € plus the 0,50 € fee.
  await addToBasketAt(page, '1,70\u00a0€');
  await expectFitsScreen(page);

  await tapOnScreen(page.getByRole('button', { name: /Jetzt kaufen/ }));
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText('1,70\u00a0€');
  await expect(balance).toHaveText('48,30\u00a0€');
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await expect(tabBar(page).getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
  await expectFitsScreen(page);
});

test('a new player registers from the Konto tab and ends on the pending step', async ({ page }) => {
  await page.goto('/');
  await tabBar(page).getByRole('link', { name: 'Konto' }).tap();
  await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('link', { name: 'Jetzt registrieren' }).tap();
  await expect(page).toHaveURL(/\/registrierung\/name$/);

  // Each step: its fields, then "Weiter" (the last one "Jetzt registrieren"), with the keyboard a phone needs.
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const step = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await field(label).fill(value);
    await expectFitsScreen(page);
    await page.getByRole('button', { name: /^(Weiter|Jetzt registrieren)$/ }).tap();
  };
  await step({ Vorname: 'Erika', Nachname: 'Musterfrau', Geburtsname: 'Gabler' });
  await expect(page).toHaveURL(/\/registrierung\/birthday$/);
  await expect(field('Geburtsdatum (TT.MM.JJJJ)')).toHaveAttribute('inputmode', 'numeric');
  await step({ 'Geburtsdatum (TT.MM.JJJJ)': '12.08.1984', Geburtsort: 'München' });
  await expect(page).toHaveURL(/\/registrierung\/address$/);
  await expect(field('Postleitzahl')).toHaveAttribute('inputmode', 'numeric');
  await step({ Straße: 'Heidestraße', Hausnummer: '17', Postleitzahl: '10115', Ort: 'Berlin' });
  await expect(page).toHaveURL(/\/registrierung\/email$/);
  await expect(field('E-Mail-Adresse')).toHaveAttribute('type', 'email');
  // The tag `+pending` keeps the new player "not ready" on the platform for a minute.
  await step({ 'E-Mail-Adresse': 'erika+pending@example.de' });
  await expect(page).toHaveURL(/\/registrierung\/password$/);
  await field('Passwort').fill('Sommer2026!');
  await expectFitsScreen(page);
  await tapOnScreen(page.getByRole('button', { name: 'Jetzt registrieren' }));

  await expect(page).toHaveURL(/\/registrierung\/pending$/);
  await expect(page.getByTestId('registration-pending')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Fast geschafft' })).toBeVisible();
  await expect(page.getByText('Bevor Sie spielen können, prüfen wir noch Ihre Angaben.')).toBeVisible();
  // What to do next is on the first screen, without scrolling.
  await expect(page.getByRole('link', { name: 'Jetzt verifizieren' })).toBeInViewport();
  await expectFitsScreen(page);
});

test('a player deposits from the account tab with the stored bank account', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');
  await tabBar(page).getByRole('link', { name: 'Konto' }).tap();
  await expect(page).toHaveURL(/\/kundenkonto$/);
  await page.getByRole('main').getByRole('link', { name: 'Einzahlen' }).tap();
  await expect(page).toHaveURL(/\/kundenkonto\?open-modal=deposit$/);

  const dialog = page.getByRole('dialog', { name: 'Einzahlen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Lastschrift/ })).toBeChecked();
  await dialog.getByRole('button', { name: /^50,00/ }).tap();
  await expect(dialog.getByLabel('Betrag in Euro')).toHaveValue('50');
  await expectFitsScreen(page);
  await tapOnScreen(dialog.getByRole('button', { name: /^50,00\s€ einzahlen$/ }));

  await expect(dialog.getByTestId('deposit-success')).toHaveText('50,00\u00a0€ wurden Ihrem Guthaben gutgeschrieben.');
  await expect(page.getByTestId('header-balance')).toHaveText('100,00\u00a0€');
  await tapOnScreen(dialog.getByRole('button', { name: 'Fertig' }));
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kundenkonto$/);
});

test('the numbers and odds of an earlier LOTTO draw', async ({ page }) => {
  const newest = germanDate((await lastDraw(page, 'lotto6aus49')).drawing_time);
  await page.goto('/gewinnzahlen');
  await expectFitsScreen(page);
  await page.getByRole('link', { name: 'Zahlen und Quoten: LOTTO 6aus49' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newest);

  const previous = page.getByRole('link', { name: /Vorherige Ziehung/ });
  const href = (await previous.getAttribute('href')) ?? '';
  const [, day, month, year] = /^\/lotto\/lottozahlen-quoten\/ziehung-(\d{2})-(\d{2})-(\d{4})$/.exec(href) ?? [];
  const earlier = `${day}.${month}.${year}`;
  expect(earlier).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(earlier).not.toBe(newest);
  await tapOnScreen(previous);
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(earlier);
  await expect(page.getByRole('list', { name: 'Gewinnzahlen LOTTO 6aus49' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Superzahl' }).getByRole('listitem')).toHaveCount(1);
  const quotas = page.getByRole('table', { name: `Quoten LOTTO 6aus49 vom ${earlier}`, exact: false }).first();
  await quotas.scrollIntoViewIfNeeded();
  await expect(quotas.getByRole('row')).toHaveCount(10);
  await expect(quotas.getByRole('row', { name: /^9 2 Richtige \+ Superzahl [\d.]+ 6,00\s€$/ })).toBeVisible();
  await expectFitsScreen(page);
});

test('a Gewinnabfrage finds the last draw’s numbers in class 1', async ({ page }) => {
  const last = await lastDraw(page, 'lotto6aus49');
  const superNumber = last.drawn_numbers.super_number;
  if (superNumber === null) throw new Error('the last LOTTO draw has no Superzahl');
  await page.goto('/lotto/gewinnabfrage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LOTTO 6aus49: Gewinnabfrage');
  await crossIn(page, 'Tippfeld 1', last.drawn_numbers.main_numbers);
  await page.getByRole('button', { name: `Superzahl ${superNumber}`, exact: true }).tap();
  await expectFitsScreen(page);
  await tapOnScreen(page.getByRole('button', { name: 'Prüfen' }));

  await expect(page.getByTestId('winning-check-checked')).toHaveText(/^\d{3} Ziehungen geprüft vom /);
  const wins = page.getByRole('table', { name: /Jede Ziehung, in der Ihr Tipp gewonnen hätte/ });
  const row = wins
    .getByRole('row')
    .filter({ hasText: germanDate(last.drawing_time) })
    .filter({ hasText: 'LOTTO 6aus49' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Klasse 1: 6 Richtige + Superzahl');
  await expectFitsScreen(page);
});

test('a tip saved to Meine Zahlen in one tap is played again from there', async ({ page }) => {
  const numbers = [4, 9, 16, 23, 35, 42];
  await page.goto('/lotto/normalschein');
  await crossNumbers(page, 1, numbers);
  await page.getByRole('button', { name: 'In Meine Zahlen speichern' }).tap();
  const dialog = page.getByRole('dialog', { name: 'In Meine Zahlen speichern' });
  const name = await dialog.getByLabel('Name für Ihren Tipp').inputValue();
  expect(name).toMatch(/^LOTTO 6aus49 vom \d\d\.\d\d\.\d{4}$/);
  // On a touch screen the dialog starts on "Speichern", not on the name (no keyboard over the button).
  await expect(dialog.getByRole('button', { name: 'Speichern', exact: true })).toBeFocused();
  await tapOnScreen(dialog.getByRole('button', { name: 'Speichern', exact: true }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`„${name}“ ist in Meine Zahlen gespeichert.`)).toBeVisible();

  await page.goto('/meine-zahlen');
  const tip = page.getByRole('article', { name });
  await expect(tip.getByTestId('saved-tip-numbers')).toHaveText(numbers.join(' '));
  await expectFitsScreen(page);
  await tapOnScreen(tip.getByRole('button', { name: `„${name}“ spielen` }));

  await expect(page).toHaveURL(/\/lotto\/normalschein\?vorlage=[\w-]+$/);
  await expect(page.getByText('Ihre Zahlen sind eingetragen')).toBeVisible();
  const grid = page.getByRole('group', { name: 'Tippfeld 1', exact: true });
  for (const n of numbers)
    await expect(grid.getByRole('button', { name: `Zahl ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ticket-played')).toHaveText('1 vollständiges Tippfeld');
  await expectFitsScreen(page);
});

test('a player lowers the deposit limit on the limits page', async ({ page }) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/limits');
  const card = page.getByRole('region', { name: 'Einzahlungslimit', exact: true });
  await expectFitsScreen(page);
  await card.getByLabel('Neues Einzahlungslimit in Euro').fill('300');
  await tapOnScreen(card.getByRole('button', { name: 'Limit speichern' }));
  await expect(card.getByTestId('limit-deposit-current')).toHaveText('Aktuell: 300,00\u00a0€ pro Monat');
  // The platform keeps it: a reload shows the same limit.
  await page.reload();
  await expect(card.getByTestId('limit-deposit-current')).toHaveText('Aktuell: 300,00\u00a0€ pro Monat');
  await expectFitsScreen(page);
});
