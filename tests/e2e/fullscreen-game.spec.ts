import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, sandboxExpected } from './support';

/** `open-modal=fullscreen&game=<slug>[&demo=1]`: a game in a full-screen dialog (docs/decisions.md). */
test.beforeEach(async ({ page }) => freshShop(page));

const running = async (page: Page) =>
  (
    (await (await page.request.get(fakeBackend('/__fake/game-sessions'))).json()) as {
      ended_at: string | null;
      demo: boolean;
    }[]
  ).filter((s) => s.ended_at === null);

test('from the game page: the running demo moves into the full-screen dialog; Escape ends it and focus returns', async ({
  page,
}) => {
  await page.goto('/games/hafenkran');
  await page.getByRole('button', { name: 'Demo' }).click();
  await expect(page.frameLocator('iframe[title^="Hafenkran"]').getByTestId('provider-mode')).toHaveText(
    'Demo-Modus (Spielgeld)',
  );

  const opener = page.getByRole('button', { name: 'Vollbild', exact: true });
  await opener.click();
  await expect(page).toHaveURL(/\/games\/hafenkran\?open-modal=fullscreen&game=hafenkran&demo=1$/);
  const dialog = page.getByRole('dialog', { name: 'Hafenkran – Vollbild' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByTestId('fullscreen-mode')).toContainText('Demo-Modus');
  await expect(dialog.frameLocator('iframe[title^="Hafenkran"]').getByTestId('provider-mode')).toHaveText(
    'Demo-Modus (Spielgeld)',
  );
  // The provider's page on the shop's own origin never gets it; on another origin (the production server's
  // setup, as with a real provider) it keeps its own storage (sandboxFor).
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', sandboxExpected(page.url()));
  // It fills the window, and the page's own frame is gone: one session at a time.
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeGreaterThan(viewport.width * 0.9);
  expect(box.height).toBeGreaterThan(viewport.height * 0.85);
  await expect(page.locator('.tw-game__frame')).toHaveCount(0);
  await expect.poll(async () => (await running(page)).length).toBe(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/games\/hafenkran$/);
  await expect(opener).toBeFocused();
  await expect.poll(async () => (await running(page)).length).toBe(0);
});

test('by URL, keyboard only: Tab moves between the dialog\'s controls, "Spiel beenden" closes it', async ({ page }) => {
  await page.goto('/games?open-modal=fullscreen&game=goldene-sieben&demo=1');
  const dialog = page.getByRole('dialog', { name: 'Goldene Sieben – Vollbild' });
  await expect(dialog.frameLocator('iframe').getByTestId('provider-mode')).toHaveText('Demo-Modus (Spielgeld)');
  const close = dialog.getByRole('button', { name: 'Vollbild schließen' });
  const end = dialog.getByRole('button', { name: 'Spiel beenden', exact: true });
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/games$/);
  await expect.poll(async () => (await running(page)).length).toBe(0);
});

test('real money: visitors are asked to log in (or play the demo), players play', async ({ page }) => {
  await page.goto('/games?open-modal=fullscreen&game=goldene-sieben');
  const dialog = page.getByRole('dialog', { name: 'Goldene Sieben – Vollbild' });
  await expect(dialog.getByText('Bitte melden Sie sich an, um mit Echtgeld zu spielen.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Demo im Vollbild spielen' }).click();
  await expect(dialog.frameLocator('iframe').getByTestId('provider-mode')).toHaveText('Demo-Modus (Spielgeld)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await login(page);
  await page.goto('/games?open-modal=fullscreen&game=goldene-sieben');
  await expect(dialog.getByTestId('fullscreen-mode')).toHaveText(
    'Echtgeld-Spiel: Einsätze und Gewinne werden auf Ihrem Spielekonto gebucht.',
  );
  await expect(dialog.frameLocator('iframe').getByTestId('provider-mode')).toHaveText('Echtgeld-Modus (simuliert)');
});

test('an unknown game says so and links to the games', async ({ page }) => {
  await page.goto('/?open-modal=fullscreen&game=gibt-es-nicht');
  const dialog = page.getByRole('dialog', { name: 'Spiel im Vollbild' });
  await expect(dialog.getByText('Dieses Spiel gibt es nicht (mehr).')).toBeVisible();
  await dialog.getByRole('link', { name: 'Zur Spieleübersicht' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(dialog).toBeHidden();
});
