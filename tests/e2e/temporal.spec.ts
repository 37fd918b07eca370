import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop, fakeBackend } from './support';

/**
 * Dates and times come from Temporal. Chromium has it natively, so the browser build does not
 * load the polyfill (src/app/temporal-runtime.ts); a browser without it (Safari, an older
 * Chromium) loads it before the app starts. Both must show the same Berlin dates.
 */
const API = '/lottery-store/public/api/v2';
const berlin = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options }).format(new Date(iso));

/** Opens the newest LOTTO show's numbers and the home page; returns the scripts the browser loaded. */
async function visitDatedPages(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.request.get(fakeBackend(`${API}/lotteries/lotto6aus49/past_draw_dates?limit=1`));
  const [newest] = (await response.json()) as { broadcast_time: string }[];
  if (!newest) throw new Error('no LOTTO show');
  await page.goto('/lotto/lottozahlen-quoten');
  const date = berlin(newest.broadcast_time, { day: '2-digit', month: '2-digit', year: 'numeric' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${berlin(newest.broadcast_time, { weekday: 'long' })}, ${date}`,
  );
  await page.goto('/');
  // The next draws with their Berlin date and time (home.nextDraw), from the same Temporal values.
  await expect(page.getByText(/^Nächste Ziehung:? .*\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  expect(errors).toEqual([]);
  return scripts;
}

test.beforeEach(async ({ page }) => freshShop(page));

test('a browser with Temporal shows Berlin dates without downloading the polyfill', async ({ page }) => {
  const scripts = await visitDatedPages(page);
  expect(await page.evaluate('typeof globalThis.Temporal.Now.instant')).toBe('function');
  expect(scripts.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(2);
  expect(scripts.filter((path) => path.includes('global.esm'))).toEqual([]);
});

test('a browser without Temporal loads the polyfill first and shows the same dates', async ({ page }) => {
  await page.addInitScript('delete globalThis.Temporal');
  const scripts = await visitDatedPages(page);
  // Once for each of the two page loads.
  expect(scripts.filter((path) => path.includes('global.esm'))).toHaveLength(2);
  expect(await page.evaluate('typeof globalThis.Temporal.Now.instant')).toBe('function');
});
