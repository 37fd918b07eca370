import { devices } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { crossNumbers, fakeBackend, freshShop, login, settling } from './support';
import { SCREENSHOTS_NOW } from './screenshots-clock';

/**
 * What six pages look like (issue 25), on a phone and on desktop, compared with the pictures in
 * screenshots.spec.ts-snapshots/ (the `screenshots` project of playwright.config.ts; regenerate them with
 * `npm run test:screenshots:update`). Nothing in them may change from run to run:
 * - one instant everywhere: the server's platform and the pages it renders stand at SCREENSHOTS_NOW
 *   (FAKE_FIXED_NOW), and so does the browser (page.clock), so every date, countdown and month agrees;
 * - the platform's seed (its default, from `--reset`), so the same draws, jackpots and bookings;
 * - the fonts of the system (the shop loads none), awaited; animations and the caret off (the project's
 *   toHaveScreenshot settings), no open request, the mouse away from everything, the page at its top.
 * Nothing is masked: every figure comes from the seed, the instant or the spec (which types the Losnummer).
 */

/** The platform's default seed, which `--reset` and a reset without a seed start from. */
const SEED = 4949;

/** 390 × 844 CSS px and desktop at 1280 × 800, one device pixel per CSS pixel (small files). */
const DEVICES = {
  phone: {
    userAgent: devices['Pixel 7'].userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

/** A ticket crossed and numbered by hand: a quick tip and the proposed Losnummer are random. */
const NUMBERS = [3, 11, 19, 27, 35, 42];
const TICKET_NUMBER = '4949026';

/**
 * `looks(name)` compares the whole page once it has settled (no request open since 100 ms, counted from
 * before the first navigation; fonts ready) with its picture; `soft` lets the test go on to its next page.
 */
const test = base.extend<{ looks: (name: string, soft?: boolean) => Promise<void> }>({
  looks: async ({ page }, use) => {
    const settled = settling(page);
    await use(async (name, soft = false) => {
      await settled();
      await page.evaluate(async () => {
        await document.fonts.ready;
        window.scrollTo(0, 0);
      });
      await page.mouse.move(0, 0);
      // The page's height has stayed the same for half a second: a part still arriving on a busy host
      // (a slow CI run) would otherwise change it between Playwright's two stable shots.
      await expect
        .poll(
          async () => {
            const before = await page.evaluate(() => document.documentElement.scrollHeight);
            await page.waitForTimeout(500);
            return before === (await page.evaluate(() => document.documentElement.scrollHeight));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await (soft ? expect.soft(page) : expect(page)).toHaveScreenshot(`${name}.png`, {
        fullPage: true,
        timeout: 15_000,
      });
    });
  },
});

test.beforeEach(async ({ page }) => {
  await freshShop(page);
  const status = (await (await page.request.get(fakeBackend('/__fake/status'))).json()) as {
    now: string;
    seed: number;
  };
  // The server's clock stands at the instant (FAKE_FIXED_NOW) and the world is the seed's.
  expect(status).toMatchObject({ now: SCREENSHOTS_NOW, seed: SEED });
  await page.clock.setFixedTime(SCREENSHOTS_NOW);
});

for (const [device, options] of Object.entries(DEVICES)) {
  test.describe(device, () => {
    test.use(options);

    test('home', async ({ page, looks }) => {
      await page.goto('/');
      await expect(page.getByTestId('jackpot-lotto6aus49')).toBeVisible();
      await looks(`home-${device}`);
    });

    test('a LOTTO ticket and the basket with it', async ({ page, looks }) => {
      await page.goto('/lotto/normalschein');
      await crossNumbers(page, 1, NUMBERS);
      const ticketNumber = page.getByRole('textbox', { name: 'Losnummer', exact: true });
      await ticketNumber.fill(TICKET_NUMBER);
      await ticketNumber.blur();
      await expect(page.getByText('Superzahl (letzte Ziffer der Losnummer): 6')).toBeVisible();
      await expect(page.getByTestId('ticket-played')).toHaveText('1 vollständiges Tippfeld');
      await looks(`ticket-${device}`, true);

      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page).toHaveURL(/\/warenkorb$/);
      await expect(page.getByTestId('basket-item-price')).toHaveText('1,70\u00a0€');
      await expect(page.getByText(TICKET_NUMBER)).toBeVisible();
      // The expected value follows once the archive's quotas are loaded and computed (a moment after the page).
      await expect(page.getByTestId('expected-value')).toHaveText(/^\d+,\d\d\u00a0€$/, { timeout: 15_000 });
      await looks(`basket-${device}`);
    });

    test('LOTTO results', async ({ page, looks }) => {
      // The page is rendered by the server's clock, pinned as well: its loader answer names the instant.
      expect(await (await page.request.get('/lotto/lottozahlen-quoten')).text()).toContain(SCREENSHOTS_NOW);
      await page.goto('/lotto/lottozahlen-quoten');
      await expect(page.getByTestId('drawn-numbers')).toBeVisible();
      await looks(`results-${device}`);
    });

    test('the account and Ausgaben', async ({ page, looks }) => {
      await page.goto('/');
      await login(page);
      await page.goto('/kundenkonto');
      await expect(page.getByTestId('account-home-common')).toBeVisible();
      await looks(`account-${device}`, true);

      await page.goto('/kundenkonto/ausgaben');
      await expect(page.getByTestId('spending-table')).toBeVisible();
      await looks(`spending-${device}`);
    });
  });
}
