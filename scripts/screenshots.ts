/**
 * The README's screenshots: the production build on the fake backend (fresh seed, own port
 * SCREENSHOTS_PORT, default 4507, throw-away data folder) in Debian's Chromium at 1280×900.
 * Home (cookie banner dismissed with "Nur notwendige"), a LOTTO Normalschein with a quick tip,
 * the basket holding that ticket, and the account of the logged-in demo player.
 * Writes docs/screenshots/{home,ticket,basket,account}.png. Run: npm run screenshots
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { logIn, startPerfApp } from '../tests/perf/support/perf-app';

const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');
mkdirSync(OUT, { recursive: true });

const app = await startPerfApp(Number(process.env.SCREENSHOTS_PORT ?? 4507));
try {
  // The once-a-day stakes-and-winnings notice after login would cover the account page.
  await app.control('/__fake/stakes_and_winnings_notice', { enabled: false });
  const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });

  await page.goto(`${app.base}/`);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByTestId('jackpot-lotto6aus49').waitFor();
  await shoot(page, 'home');

  await logIn(page, app.base);
  await page.goto(`${app.base}/lotto/normalschein`);
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByTestId('field-0').getByText('6 von 6 Zahlen gewählt').waitFor();
  await shoot(page, 'ticket');

  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.waitForURL(/\/warenkorb$/);
  await page.getByTestId('basket-item-price').waitFor();
  await shoot(page, 'basket');

  await page.goto(`${app.base}/kundenkonto`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'account');
} finally {
  await app.stop();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}
