import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop, login, NEWCOMER, submitLogin, VERIFIED } from './support';

const PENDING_DATE = /gilt ab \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;

async function ticketInBasket(page: Page) {
  await page.goto('/lotto/normalschein');
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
}

test.describe('limits and Spielpause', () => {
  test.beforeEach(async ({ page }) => freshShop(page));

  test('a purchase limit holds: a purchase over it is refused in German; a raise waits', async ({ page }) => {
    await page.goto('/');
    await login(page);
    await page.goto('/kundenkonto/limits');
    const card = page.getByRole('region', { name: 'Einsatzlimit' });
    const amount = card.getByLabel('Neues Einsatzlimit in Euro');
    await amount.fill('0,50');
    await card.getByRole('button', { name: 'Limit speichern' }).click();
    await expect(card.getByText('Der Betrag muss mindestens 1,00\u00a0€ betragen.')).toBeVisible();
    await amount.fill('1');
    await card.getByLabel('Zeitraum').selectOption('day');
    await card.getByRole('button', { name: 'Limit speichern' }).click();
    await expect(card.getByText('Gespeichert: Das neue Limit gilt ab sofort.')).toBeVisible();
    await expect(card.getByTestId('limit-purchase-current')).toHaveText('Aktuell: 1,00\u00a0€ pro Tag');

    await ticketInBasket(page);
    await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
    const refused = page.getByRole('dialog', { name: 'Einsatzlimit erreicht' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('Dieser Kauf überschreitet Ihr Einsatzlimit. Es wurde nichts gekauft.');
    await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');

    await page.goto('/kundenkonto/limits');
    await amount.fill('20');
    await card.getByRole('button', { name: 'Limit speichern' }).click();
    await expect(card.getByTestId('limit-purchase-pending')).toHaveText(PENDING_DATE);
    await expect(card.getByTestId('limit-purchase-pending')).toContainText('Neu: 20,00\u00a0€ pro Tag');
    await expect(card.getByTestId('limit-purchase-current')).toHaveText('Aktuell: 1,00\u00a0€ pro Tag');
  });

  test('a lower deposit limit applies at once, a higher one later; the autowithdrawal shows 0 € until set', async ({
    page,
  }) => {
    await page.goto('/');
    await login(page);
    await page.goto('/kundenkonto/limits');
    const card = page.getByRole('region', { name: 'Einzahlungslimit', exact: true });
    await card.getByLabel('Neues Einzahlungslimit in Euro').fill('2000');
    await card.getByRole('button', { name: 'Limit speichern' }).click();
    await expect(card.getByText('Der Betrag darf höchstens 1.000,00\u00a0€ betragen.')).toBeVisible();
    await card.getByLabel('Neues Einzahlungslimit in Euro').fill('300');
    await card.getByRole('button', { name: 'Limit speichern' }).click();
    await expect(card.getByTestId('limit-deposit-current')).toHaveText('Aktuell: 300,00\u00a0€ pro Monat');
    await card.getByLabel('Neues Einzahlungslimit in Euro').fill('400,50');
    await card.getByRole('button', { name: 'Limit speichern' }).click();
    await expect(card.getByTestId('limit-deposit-pending')).toHaveText(PENDING_DATE);

    const auto = page.getByRole('region', { name: 'Automatische Auszahlung' });
    await expect(auto.getByTestId('autowithdrawal-current')).toHaveText('Ausgeschaltet (Standard: 0,00\u00a0€)');
    await auto.getByLabel('Schwellenwert in Euro').fill('100');
    await auto.getByRole('button', { name: 'Schwellenwert speichern' }).click();
    await expect(auto.getByTestId('autowithdrawal-current')).toHaveText('Aktueller Schwellenwert: 100,00\u00a0€');
  });

  test('Spielpause: a serious confirmation, then no purchase is possible', async ({ page }) => {
    await page.goto('/');
    await login(page);
    await ticketInBasket(page);
    await page.goto('/kundenkonto/limits');
    const pause = page.getByRole('region', { name: 'Spielpause' });
    await pause.getByRole('radio', { name: '24 Stunden' }).check();
    await pause.getByRole('button', { name: 'Spielpause einlegen …' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spielpause wirklich einlegen?' });
    await expect(dialog).toContainText('lässt sich nicht vorzeitig beenden');
    const confirm = dialog.getByRole('button', { name: /Ja, Spielpause bis .* einlegen/ });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Ich habe verstanden, dass ich die Spielpause nicht vorzeitig beenden kann.').check();
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(pause.getByText(/Ihre Spielpause gilt bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)).toBeVisible();

    await page.goto('/warenkorb');
    await expect(
      page.getByText(
        'Ihr Konto ist derzeit gesperrt (Spielpause oder Selbstsperre). Ein Kauf ist erst nach ihrem Ende möglich.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Jetzt kaufen/ })).toBeDisabled();
  });
});

test.describe('stakes-and-winnings notice', () => {
  test.beforeEach(async ({ page }) => freshShop(page, { stakesNotice: true }));

  test('appears after login, and once confirmed not again the same day', async ({ page }) => {
    await page.goto('/');
    await submitLogin(page, VERIFIED);

    const notice = page.getByRole('dialog', { name: 'Ihre Einsätze und Gewinne' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/open-modal=latest_stakes_and_winnings/);
    await expect(notice.getByTestId('stakes-notice-staked')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
    await expect(notice.getByTestId('stakes-notice-won')).toHaveText(/€$/);
    await expect(notice).toContainText('letzten 30 Tagen');
    await notice.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
    await expect(notice).toBeHidden();
    await expect(page).not.toHaveURL(/open-modal/);
    expect(await page.evaluate(() => localStorage.getItem('LATEST_STAKES_AND_WINNINGS_CONFIRMED_AT'))).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );

    await page.reload();
    await expect(page.getByTestId('header-balance')).not.toHaveText('…');
    await page.goto('/lotto');
    await page.waitForTimeout(1000);
    await expect(notice).toBeHidden();
    await expect(page).not.toHaveURL(/open-modal/);
  });

  test('a newcomer is sent to the age verification first and sees the notice there (neither cancels the other)', async ({
    page,
  }) => {
    await page.goto('/');
    await submitLogin(page, NEWCOMER);

    await expect(page).toHaveURL(/\/kundenkonto\/alterspruefung\?open-modal=latest_stakes_and_winnings$/);
    const notice = page.getByRole('dialog', { name: 'Ihre Einsätze und Gewinne' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/kundenkonto\/alterspruefung$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Altersprüfung' })).toBeVisible();
  });
});
