import { expect, type Page, type Request } from '@playwright/test';

export const VERIFIED = { email: 'spieler@tippwerk.de', password: 'Tippwerk2026!' };
export const NEWCOMER = { email: 'neu@tippwerk.de', password: 'Tippwerk2026!' };

/**
 * Where the fake backend's controls are: the shop's own origin with `npm start` (''), the fake
 * API's origin when the shop is the production server (the `production` project; tests/e2e/fixtures.ts sets it).
 */
let fakeApiBase = '';
export function useFakeApi(base: string): void {
  fakeApiBase = base;
}

/** The address of a path on the fake backend (its API, its `/__fake/…` controls) in this project's setup. */
export function fakeBackend(path: string): string {
  return `${fakeApiBase}${path}`;
}

/**
 * Counts a page's open requests from now on and answers a function that waits until none has
 * been open for `quietMs` (at most 5 s): the page has loaded what it shows, its data and lazy parts.
 * Playwright's `networkidle` waits 500 ms of quiet instead, most of the time of a test that visits
 * many pages (tests/e2e/a11y.spec.ts, server-rendering.spec.ts).
 */
export function settling(page: Page, quietMs = 100): () => Promise<void> {
  const open = new Set<Request>();
  page.on('request', (request) => void open.add(request));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return async () => {
    let quietSince: number | null = null;
    await expect
      .poll(
        () => {
          if (open.size > 0) quietSince = null;
          else quietSince ??= Date.now();
          return quietSince !== null && Date.now() - quietSince >= quietMs;
        },
        { intervals: [25], timeout: 5_000 },
      )
      .toBe(true)
      .catch(() => undefined);
  };
}

/**
 * Every test starts from the seeded platform and an empty browser. The stakes-and-winnings notice
 * after login (GlüStV) is limits.spec.ts's business: elsewhere every player has confirmed it today.
 */
export async function freshShop(
  page: Page,
  options: { stakesNotice?: boolean; cookieBanner?: boolean } = {},
): Promise<void> {
  const reset = await page.request.post(fakeBackend('/__fake/reset'), { data: {} });
  expect(reset.ok()).toBe(true);
  if (!options.stakesNotice)
    expect(
      (await page.request.post(fakeBackend('/__fake/stakes_and_winnings_notice'), { data: { enabled: false } })).ok(),
    ).toBe(true);
  if (!options.cookieBanner) await decideCookies(page);
}

/** The cookie banner is layout.spec.ts's business: elsewhere the visitor has decided already (only necessary cookies). */
export async function decideCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      if (localStorage.getItem('COOKIE_CONSENT') === null)
        localStorage.setItem('COOKIE_CONSENT', JSON.stringify({ categories: ['functional'] }));
    } catch {
      // No storage (storage.spec.ts): the banner shows and stays out of the way at the bottom.
    }
  });
}

/** `stayLoggedIn`: a long session (30 days), for tests that move the platform clock by days. */
export async function login(page: Page, who = VERIFIED, stayLoggedIn = false): Promise<void> {
  // Also without the control API (the MSW dev mode): today's confirmation of the stakes notice is stored already.
  await page.evaluate(() => {
    try {
      localStorage.setItem('LATEST_STAKES_AND_WINNINGS_CONFIRMED_AT', new Date().toISOString());
    } catch {
      // No storage: freshShop switched the notice off on the platform.
    }
  });
  const dialog = await submitLogin(page, who, stayLoggedIn);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).not.toHaveText('…');
}

/** Opens the login modal from the header and sends e-mail and password; returns the dialog. */
export async function submitLogin(page: Page, who: { email: string; password: string }, stayLoggedIn = false) {
  await page.getByRole('link', { name: 'Anmelden' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(who.email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(who.password);
  if (stayLoggedIn) await dialog.getByRole('checkbox', { name: /Angemeldet bleiben/ }).check();
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  return dialog;
}

/** Crosses six numbers in a field, as a player would. */
export async function crossNumbers(page: Page, field: number, numbers: number[]): Promise<void> {
  const grid = page.getByRole('group', { name: `Tippfeld ${field}` });
  for (const n of numbers) await grid.getByRole('button', { name: `Zahl ${n}`, exact: true }).click();
}

/** Crosses numbers in the grid with exactly this name ("Tippfeld 1", "Tippfeld 1: Eurozahlen"). */
export async function crossIn(page: Page, grid: string, numbers: number[], numberLabel = 'Zahl'): Promise<void> {
  const group = page.getByRole('group', { name: grid, exact: true });
  for (const n of numbers) await group.getByRole('button', { name: `${numberLabel} ${n}`, exact: true }).click();
}

/** Adds the ticket on screen to the basket and expects the basket line at `price` (e.g. "3,25 €"). */
export async function addToBasketAt(page: Page, price: string): Promise<void> {
  await expect(page.getByTestId('ticket-total')).toContainText(price);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByTestId('basket-item-price')).toHaveText(price);
}

const PLAYER_API = '/player/public/api/v1';

/**
 * Gives a player birth name and birthplace on the platform (PUT /me with their own session, the rest
 * unchanged): the seeded newcomer lacks both, and the shop sells nothing without them.
 */
export async function completeAdditionalData(
  page: Page,
  who = NEWCOMER,
  birthName = 'Neumann',
  birthplace = 'Hamburg',
): Promise<void> {
  const session = await page.request.post(fakeBackend(`${PLAYER_API}/login`), {
    data: { username: who.email, password: who.password, long_lasting_session: false },
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await page.request.get(fakeBackend(`${PLAYER_API}/me`), { headers })).json()) as {
    email: string;
    phone_number: string | null;
    address: { street: string; house_number: string; zip_code: string; city: string };
  };
  const { street, house_number, zip_code, city } = me.address;
  const saved = await page.request.put(fakeBackend(`${PLAYER_API}/me`), {
    headers,
    data: {
      birth_name: birthName,
      birthplace,
      street,
      house_number,
      zip_code,
      city,
      email: me.email,
      phone_number: me.phone_number ?? '',
    },
  });
  expect(saved.ok()).toBe(true);
}

/** The sandbox of a game's frame: `allow-same-origin` only when the provider (the fake backend) is on another origin than the shop. */
export function sandboxExpected(shopUrl: string): string {
  const providerOrigin = fakeApiBase ? new URL(fakeApiBase).origin : new URL(shopUrl).origin;
  return providerOrigin === new URL(shopUrl).origin
    ? 'allow-scripts allow-forms'
    : 'allow-scripts allow-forms allow-same-origin';
}
