import type { Page } from '@playwright/test';
import { freePort, sharedBuild } from '../perf/support/builds';
import { startServe } from '../perf/support/production-server';
import { expect, test } from './fixtures';
import { freshShop } from './support';

/**
 * Single-step registration (spec/1 §2) is a setting of the deployment (REGISTRATION_MODE), read by
 * the server at start: this test starts a second production server of the production project's
 * build in that mode, against the same fake API. The `production` project only (it has the build).
 */
function productionBuild(): string {
  const port = process.env.E2E_PORT;
  return sharedBuild('serve') ?? (port === undefined ? 'dist' : `dist-prod-e2e-${port}`);
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

test('single-step mode: the whole form is /registrierung, a player registers in one go and lands on thanks', async ({
  page,
  fakeApi,
}) => {
  // playwright.config.ts runs this spec in the production project only (the other projects' matches leave it out).
  expect(fakeApi, 'the production project names the fake API the second server talks to').not.toBe('');
  await freshShop(page);
  const port = await freePort();
  const server = await startServe(productionBuild(), fakeApi, port, {
    env: { REGISTRATION_MODE: 'single-step', GAME_FRAME_ORIGINS: fakeApi },
    onLine: () => undefined,
  });
  try {
    const shop = `http://127.0.0.1:${port}`;
    // The step addresses and the former single page `/registrierung/alles` lead to the registration page.
    for (const path of ['/registrierung/alles', '/registrierung/name', '/registrierung/password']) {
      const answer = await page.request.get(`${shop}${path}`, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location], path).toEqual([302, '/registrierung']);
    }
    await page.goto(`${shop}/registrierung/alles`);
    await expect(page).toHaveURL(`${shop}/registrierung`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Angaben' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fortschritt der Registrierung' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Weiter' })).toHaveCount(0);

    const fields = {
      Vorname: 'Erika',
      Nachname: 'Musterfrau',
      Geburtsname: 'Gabler',
      'Geburtsdatum (TT.MM.JJJJ)': '12.08.1984',
      Geburtsort: 'München',
      Straße: 'Heidestraße',
      Hausnummer: '17',
      Postleitzahl: '10115',
      Ort: 'Berlin',
      'E-Mail-Adresse': 'erika.einseitig@example.de',
      Passwort: 'Sommer2026!',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    // One wrong field stops the whole form, on this page, with its reason next to it.
    await page.getByLabel('Postleitzahl', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Jetzt registrieren' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(`${shop}/registrierung`);
    await page.getByLabel('Postleitzahl', { exact: true }).fill('10115');
    await page.getByRole('button', { name: 'Jetzt registrieren' }).click();

    await expect(page).toHaveURL(`${shop}/registrierung/thanks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Tippwerk!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('AUTH_TOKEN'))).toBeTruthy();
  } finally {
    server.kill('SIGTERM');
  }
});

test('steps mode (the default): /registrierung/alles is no page, it leads to the first step', async ({ page }) => {
  const answer = await page.request.get('/registrierung/alles', { maxRedirects: 0 });
  expect([answer.status(), answer.headers().location]).toEqual([302, '/registrierung/name']);
  await page.goto('/registrierung');
  await expect(page).toHaveURL(/\/registrierung\/name$/);
  await expect(page.getByRole('navigation', { name: 'Fortschritt der Registrierung' })).toBeVisible();
});
