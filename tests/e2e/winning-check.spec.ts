import { expectNoAxeViolations, germanDate, lastDraw } from './draw-support';
import { expect, test } from './fixtures';
import { crossIn, freshShop, login } from './support';

/**
 * The Gewinnabfrage (issue 19) against the fake backend: a tip checked over the whole archive.
 * Draws depend on the seed and the clock, so the numbers are read from the API the app uses.
 */
test.beforeEach(async ({ page }) => freshShop(page));

test('the last LOTTO draw’s numbers show "6 Richtige" on that draw’s date, in one request, with a busy bar on the way', async ({
  page,
}) => {
  const last = await lastDraw(page, 'lotto6aus49');
  const date = germanDate(last.drawing_time);
  const otherSuper = ((last.drawn_numbers.super_number ?? 0) + 1) % 10;

  await page.goto('/lotto/lottozahlen-quoten');
  await page.getByRole('link', { name: 'Gewinnabfrage: Was hätten Ihre Zahlen gewonnen?' }).click();
  await expect(page).toHaveURL('/lotto/gewinnabfrage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LOTTO 6aus49: Gewinnabfrage');
  await crossIn(page, 'Tippfeld 1', last.drawn_numbers.main_numbers);

  // The archive comes in one request the server packed (issue 26); it waits until the bar has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/daten/gewinnabfrage-archiv/*', async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    // Data only: React Router may also fetch /__manifest to learn the routes of the result's links.
    const path = new URL(request.url()).pathname;
    if (['fetch', 'xhr'].includes(request.resourceType()) && path !== '/__manifest') asked.push(path);
  });

  // The ticket number brings its Superzahl (its last digit); Enter in it checks the tip.
  const ticket = page.getByLabel('Losnummer für Spiel 77 und Super 6 (freiwillig)');
  await ticket.fill(`000000${otherSuper}`);
  await expect(page.getByRole('button', { name: `Superzahl ${otherSuper}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await ticket.press('Enter');

  const bar = page.getByRole('progressbar', { name: 'Archiv wird geladen' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', 'Die Ziehungen des Archivs werden ermittelt …');
  release();

  const result = page.getByTestId('winning-check-result');
  await expect(result.getByRole('heading', { name: 'Ergebnis' })).toBeFocused();
  await expect(page.getByTestId('winning-check-checked')).toHaveText(
    /^\d{3} Ziehungen geprüft vom \d\d\.\d\d\.\d{4} bis /,
  );
  await expect(page.getByTestId('winning-check-total')).toHaveText(/^[\d.]+,\d\d\u00a0€$/);
  const classes = page.getByRole('table', { name: 'LOTTO 6aus49: Treffer je Gewinnklasse' });
  await expect(classes.getByRole('row', { name: /^2 6 Richtige [1-9]/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Spiel 77: Treffer je Gewinnklasse' })).toBeVisible();

  const wins = page.getByRole('table', { name: /Jede Ziehung, in der Ihr Tipp gewonnen hätte/ });
  const row = wins.getByRole('row').filter({ hasText: date }).filter({ hasText: 'LOTTO 6aus49' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Klasse 2: 6 Richtige');
  await expect(row).not.toContainText('Superzahl');
  // The whole check took one request for data: no show of the archive was asked for.
  expect(asked).toEqual(['/daten/gewinnabfrage-archiv/lotto6aus49']);
  await expectNoAxeViolations(page);

  // The date links to that draw's numbers and odds.
  await row.getByRole('link', { name: date }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(date);
  await expect(page.getByTestId('results-page')).toBeVisible();
});

test('an incomplete tip gets a German message instead of a check, and the page stays usable by keyboard', async ({
  page,
}) => {
  await page.goto('/lotto/gewinnabfrage');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte kreuzen Sie mindestens ein Tippfeld vollständig an.');
  await crossIn(page, 'Tippfeld 1', [3, 9, 17, 28]);
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tippfeld 1 ist unvollständig: Es fehlen noch 2 Zahlen.');

  // Keyboard: Enter on a focused number crosses it, arrow keys move inside the grid.
  const grid = page.getByRole('group', { name: 'Tippfeld 1', exact: true });
  await grid.getByRole('button', { name: 'Zahl 28', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: 'Zahl 29', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie Ihre Superzahl (0 bis 9).');
  await page.getByRole('button', { name: 'Superzahl 4', exact: true }).click();
  await page.getByLabel('Losnummer für Spiel 77 und Super 6 (freiwillig)').fill('12345');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('alert')).toContainText('Die Losnummer hat 7 Ziffern.');
  await expectNoAxeViolations(page);
  await page.getByLabel('Losnummer für Spiel 77 und Super 6 (freiwillig)').fill('');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByTestId('winning-check-checked')).toHaveText(/Ziehungen geprüft/);
});

test('the last Eurojackpot draw’s 5 + 2 numbers hit class 1 on that draw’s date', async ({ page }) => {
  const last = await lastDraw(page, 'eurojackpot');
  await page.goto('/eurojackpot/zahlen-quoten');
  await page.getByRole('link', { name: 'Gewinnabfrage: Was hätten Ihre Zahlen gewonnen?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eurojackpot: Gewinnabfrage');
  await expect(page.getByRole('button', { name: /^Superzahl/ })).toHaveCount(0);
  await crossIn(page, 'Tippfeld 1', last.drawn_numbers.main_numbers);
  await crossIn(page, 'Tippfeld 1: Eurozahlen', last.drawn_numbers.extra_numbers, 'Eurozahl');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  const wins = page.getByRole('table', { name: /Jede Ziehung, in der Ihr Tipp gewonnen hätte/ });
  const row = wins.getByRole('row').filter({ hasText: germanDate(last.drawing_time) });
  await expect(row.first()).toContainText('Klasse 1: 5 + 2 Eurozahlen');
  await expectNoAxeViolations(page);
});

test('a receipt’s numbers go to the Gewinnabfrage from the receipt, filled in, and are checked there', async ({
  page,
}) => {
  await page.goto('/');
  await login(page);
  await page.goto('/kundenkonto/spielhistorie');
  // The oldest receipt of the demo player is a LOTTO Normalschein.
  await page.getByTestId('receipt-list').getByRole('link').first().click();
  const receipt = page.getByRole('dialog', { name: /Spielquittung TW-\d{8}/ });
  const field = receipt.getByRole('region', { name: 'Ihre Tipps' }).getByRole('list', { name: 'Tippfeld 1' });
  await expect(field).toBeVisible();
  const numbers = (await field.getByRole('listitem').allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(numbers).toHaveLength(6);

  await receipt.getByRole('link', { name: 'Diese Zahlen in der Gewinnabfrage prüfen' }).click();
  await expect(page).toHaveURL(/\/lotto\/gewinnabfrage\?tipp=/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const grid = page.getByRole('group', { name: 'Tippfeld 1', exact: true });
  for (const n of numbers)
    await expect(grid.getByRole('button', { name: `Zahl ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByTestId('winning-check-checked')).toHaveText(/^\d{3} Ziehungen geprüft vom /);
});
