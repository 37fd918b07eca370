import { expect, test } from './fixtures';
import { addToBasketAt, crossIn, freshShop } from './support';

const EUR = (amount: string) => `${amount}\u00a0€`;

test.beforeEach(async ({ page }) => freshShop(page));

test('LOTTO Normalschein: six numbers on one field cost 1,20 € plus the fee', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  await crossIn(page, 'Tippfeld 1', [4, 8, 15, 16, 23, 42]);
  await expect(page.getByTestId('field-0')).toContainText('6 von 6 Zahlen gewählt');
  await addToBasketAt(page, EUR('1,70'));
});

test('LOTTO Systemschein: system 008 with eight numbers plays 28 rows', async ({ page }) => {
  await page.goto('/lotto/systemschein');
  await page.getByRole('combobox', { name: 'System', exact: true }).selectOption('system_008');
  await crossIn(page, 'Tippfeld 1', [1, 2, 3, 4, 5, 6, 7]);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('ticket-error')).toHaveText('Wählen Sie für das System 008 genau 8 Zahlen.');
  await crossIn(page, 'Tippfeld 1', [49]);
  await expect(page.getByTestId('system-rows')).toHaveText('Das System 008 spielt 28 Tippreihen.');
  await addToBasketAt(page, EUR('34,10'));
});

test('Eurojackpot Normalschein: 5 numbers and 2 Euro numbers in their own grid', async ({ page }) => {
  await page.goto('/eurojackpot/normalschein');
  await crossIn(page, 'Tippfeld 1', [7, 14, 21, 28]);
  await crossIn(page, 'Tippfeld 1: Eurozahlen', [3], 'Eurozahl');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('ticket-error')).toHaveText(
    'Tippfeld 1 ist unvollständig: Es fehlen noch 1 Zahl und 1 Eurozahl.',
  );
  await crossIn(page, 'Tippfeld 1', [50]);
  await crossIn(page, 'Tippfeld 1: Eurozahlen', [12], 'Eurozahl');
  await expect(page.getByTestId('field-0')).toContainText('2 von 2 Eurozahlen gewählt');
  await addToBasketAt(page, EUR('2,50'));
});

test('Eurojackpot Systemschein: 6 numbers and 3 Euro numbers make system 6 + 3 with 18 rows', async ({ page }) => {
  await page.goto('/eurojackpot/systemschein');
  await crossIn(page, 'Tippfeld 1', [1, 2, 3, 4, 5, 6]);
  await crossIn(page, 'Tippfeld 1: Eurozahlen', [1, 2, 3], 'Eurozahl');
  await expect(page.getByRole('combobox', { name: 'System', exact: true })).toHaveValue('system_6_3');
  await expect(page.getByTestId('system-rows')).toHaveText('Das System 6 + 3 spielt 18 Tippreihen.');
  await addToBasketAt(page, EUR('36,50'));
});

test('KENO: type 4 at 2 € per field with plus 5', async ({ page }) => {
  await page.goto('/keno/spielschein');
  await page.getByRole('combobox', { name: 'KENO-Typ' }).selectOption('keno_type_4');
  await page.getByRole('radio', { name: EUR('2,00') }).check();
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await expect(page.getByTestId('field-0')).toContainText('4 von 4 Zahlen gewählt');
  await page.getByRole('checkbox', { name: /plus 5/ }).check();
  await addToBasketAt(page, EUR('3,25'));
});

test('GlücksSpirale: three Lose, one typed by hand', async ({ page }) => {
  await page.goto('/gluecksspirale/los');
  await page.getByRole('button', { name: 'Quicktipp: 3 Lose' }).click();
  await expect(page.getByTestId('ticket-played')).toHaveText('3 Lose');
  const first = page.getByRole('textbox', { name: 'Los 1', exact: true });
  await first.fill('7777777');
  await addToBasketAt(page, EUR('15,50'));
  await expect(page.getByText('7777777')).toBeVisible();
});

for (const [path, name, jackpot, ticket, upcoming] of [
  ['/lotto', 'LOTTO 6aus49', /Mio\./, '/lotto/normalschein', /^(Mittwochs|Samstags)lotto$/],
  ['/eurojackpot', 'Eurojackpot', /Mio\./, '/eurojackpot/normalschein', /^Eurojackpot am (Dienstag|Freitag)$/],
  ['/keno', 'KENO', /Mio\./, '/keno/spielschein', null],
  ['/gluecksspirale', 'GlücksSpirale', /10\.000/, '/gluecksspirale/los', /^GlücksSpirale am Samstag$/],
] as const) {
  test(`landing page ${path} shows a jackpot, a live sale-stop countdown and leads to the ticket`, async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('landing-jackpot')).toHaveText(jackpot);
    // The next draw's own name by the upcoming-draw key (spec/2); KENO draws daily and has none.
    if (upcoming) await expect(page.getByTestId('landing-upcoming-draw')).toHaveText(upcoming);
    else await expect(page.getByTestId('landing-upcoming-draw')).toHaveCount(0);
    const countdown = page.getByRole('timer');
    await expect(countdown).toHaveText(/^(\d+ Tage? \d+ Std\.|\d+ Std\. \d+ Min\.|\d+ Min\.)$|Annahmeschluss erreicht/);
    const before = await countdown.textContent();
    // An hour and a half later the countdown has moved on (or, past the sale stop, shows the next draw).
    await page.clock.fastForward('01:30:00');
    await expect(countdown).not.toHaveText(before ?? '');
    await page
      .getByRole('link', { name: /Normalschein spielen|Spielschein spielen|Los spielen/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${ticket}$`));
  });
}

test('a landing page teaser opens the ticket with quick tips filled in', async ({ page }) => {
  await page.goto('/eurojackpot');
  await page.getByRole('link', { name: 'Quicktipp mit 4 Tippfeldern' }).click();
  await expect(page).toHaveURL(/\/eurojackpot\/normalschein\?quicktipp=4$/);
  await expect(page.getByTestId('ticket-played')).toHaveText('4 vollständige Tippfelder');
  await expect(page.getByTestId('ticket-total')).toContainText(EUR('8,50'));
});

test('the home page offers every lottery', async ({ page }) => {
  await page.goto('/');
  for (const lottery of ['LOTTO 6aus49', 'Eurojackpot', 'KENO', 'GlücksSpirale']) {
    await expect(page.getByRole('link', { name: `${lottery} spielen` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Mehr zu ${lottery}` })).toBeVisible();
  }
  await expect(page.getByText('folgt in Kürze')).toHaveCount(0);
});
