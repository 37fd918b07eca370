import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop, VERIFIED } from './support';

/**
 * Keyboard only (issue 8): the main journey with keyboard.press / keyboard.type and nothing else,
 * no clicks. Asserts where focus lands: the modal's first field, the trap inside it, the way back
 * to the opener, the number grid's single Tab stop and its arrow keys, the announced count.
 */
test.beforeEach(async ({ page }) => freshShop(page));

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Walks the focused number grid with the arrow keys (reading order) and crosses each number with Space. */
async function crossWithArrows(page: Page, grid: Locator, numbers: number[]): Promise<void> {
  const focused = await grid.locator('button:focus').getAttribute('aria-label');
  let at = Number(focused?.replace('Zahl ', ''));
  for (const n of numbers) {
    for (; at < n; at++) await page.keyboard.press('ArrowRight');
    for (; at > n; at--) await page.keyboard.press('ArrowLeft');
    await expect(grid.getByRole('button', { name: `Zahl ${n}`, exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(grid.getByRole('button', { name: `Zahl ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
}

test('login → LOTTO Normalschein → basket → checkout from the wallet, by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab stop is the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();

  // The login modal: focus on its first field, errors announced, Tab trapped, Escape gives focus back.
  const loginLink = page.getByRole('banner').getByRole('link', { name: 'Anmelden' });
  await tabTo(page, loginLink);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  const email = dialog.getByLabel('E-Mail-Adresse');
  await expect(email).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert').first()).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('link', { name: 'Jetzt registrieren' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginLink).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.type(VERIFIED.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.keyboard.type(VERIFIED.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');

  // Main navigation → landing page → Normalschein.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'LOTTO 6aus49', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lotto$/);
  await tabTo(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: /Normalschein/ })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lotto\/normalschein$/);

  // The grid is one Tab stop (number 1 on a fresh field); arrows move, Space crosses, the count is announced.
  const grid = page.getByRole('group', { name: 'Tippfeld 1', exact: true });
  await tabTo(page, grid.getByRole('button', { name: 'Zahl 1', exact: true }));
  const summary = page.getByTestId('field-0').locator('[aria-live="polite"]').first();
  await crossWithArrows(page, grid, [3, 11, 19]);
  await expect(summary).toHaveText('3 von 6 Zahlen gewählt');

  // Adding the half-filled field is refused, and the reason is an alert; Shift+Tab leads back into the
  // field, where the grid's one Tab stop remembers the last number the player was on.
  const addButton = page.getByRole('button', { name: 'In den Warenkorb' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Tippfeld 1 ist unvollständig' })).toBeVisible();
  await tabTo(page, grid.getByRole('button', { name: 'Zahl 19', exact: true }), { backwards: true });
  await crossWithArrows(page, grid, [24, 38, 45]);
  await expect(summary).toHaveText('6 von 6 Zahlen gewählt');
  await expect(grid.getByRole('button', { name: 'Zahl 46', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('ticket-total')).toContainText('1,70\u00a0€');

  // Tab leaves the grid in one step (roving tabindex), then on to the basket button.
  await page.keyboard.press('Tab');
  await expect(grid.locator('button:focus')).toHaveCount(0);
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-item-price')).toHaveText('1,70\u00a0€');

  // Checkout from the wallet.
  await tabTo(page, page.getByRole('button', { name: /Jetzt kaufen/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warenkorb\/danke$/);
  await expect(page.getByTestId('thanks-summary')).toContainText('1,70\u00a0€');
  await expect(page.getByTestId('header-balance')).toHaveText('48,30\u00a0€');
});

test('the receipt modal traps focus and gives it back to the entry that opened it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('LATEST_STAKES_AND_WINNINGS_CONFIRMED_AT', new Date().toISOString()));
  // Keyboard login as above, shortened: the journey test covers its focus steps.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Anmelden' }));
  await page.keyboard.press('Enter');
  // The modal is a lazy chunk: type only once it has put focus on its first field.
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login.getByLabel('E-Mail-Adresse')).toBeFocused();
  await page.keyboard.type(VERIFIED.email);
  await page.keyboard.press('Tab');
  await expect(login.getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.keyboard.type(VERIFIED.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-balance')).toHaveText('50,00\u00a0€');

  await page.goto('/kundenkonto/spielhistorie');
  const entry = page.getByTestId('receipt-list').getByRole('link').first();
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('dialog', { name: /Spielquittung TW-/ });
  await expect(receipt).toBeVisible();
  const focusInside = () => receipt.evaluate((dialog) => dialog.contains(document.activeElement));
  expect(await focusInside()).toBe(true);

  // Forty Tabs never leave the dialog.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(entry).toBeFocused();
});

test('with reduced motion, modals neither fade nor rise and buttons do not fade their colours', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?open-modal=login');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  const motion = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    const backdrop = getComputedStyle(element.parentElement!);
    return [style.animationDuration, backdrop.animationDuration, style.transitionDuration];
  });
  expect(motion).toEqual(['0s', '0s', '0s']);
  const button = await page
    .getByRole('button', { name: 'Anmelden' })
    .last()
    .evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(button.split(', ').every((d) => d === '0s')).toBe(true);

  // Without the preference the same dialog animates.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await dialog.evaluate((element) => getComputedStyle(element).animationDuration)).not.toBe('0s');
});
