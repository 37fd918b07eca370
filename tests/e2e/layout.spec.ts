import { expect, test } from './fixtures';
import { fakeBackend, freshShop, login, sandboxExpected } from './support';

test.describe('content-driven layout', () => {
  test.beforeEach(async ({ page }) => freshShop(page));

  test('main navigation comes from content with jackpot badges; top bar, sidebar and footer too', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Gewinnzahlen', exact: true })).toBeVisible();
    await expect(nav.getByTestId('jackpot-badge').first()).toHaveText(/^Jackpot \d.*€$/);
    await expect(page.getByRole('navigation', { name: 'Service', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Lotterien im Überblick' })).toContainText(
      'Mittwoch und Samstag',
    );
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: 'Übersicht' }).getByRole('link', { name: 'Impressum' }),
    ).toBeVisible();
    await expect(footer).toContainText('Spielteilnahme ab 18 Jahren');
    await expect(footer).toContainText('0800 1 37 27 00');
    await footer.getByRole('link', { name: 'Gewinnwahrscheinlichkeiten' }).click();
    await expect(page).toHaveURL(/\/gewinnwahrscheinlichkeiten$/);
  });

  test('the games toggle switches between the lottery shop and the games area', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Bereich' });
    await expect(toggle.getByRole('link', { name: 'Lotterien' })).toHaveAttribute('aria-current', 'true');
    await toggle.getByRole('link', { name: 'Spiele' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Spiele' })).toBeVisible();
    await expect(toggle.getByRole('link', { name: 'Spiele' })).toHaveAttribute('aria-current', 'true');
  });

  test('the shop stays usable when the content service is down: static navigation and footer', async ({ page }) => {
    await page.request.post(fakeBackend('/__fake/faults'), {
      data: { method: 'POST', path: '/content/graphql', status: 503, times: 0 },
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'LOTTO 6aus49', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'AGB' })).toBeVisible();
    await nav.getByRole('link', { name: 'Eurojackpot', exact: true }).click();
    await expect(page).toHaveURL(/\/eurojackpot$/);
    await page.request.delete(fakeBackend('/__fake/faults'));
  });
});

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => freshShop(page, { cookieBanner: true }));

  test('"Nur notwendige" by keyboard is stored, not shown again after a reload, and reopens from the footer', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Nur notwendige' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('COOKIE_CONSENT')))!)).toEqual({
      categories: ['functional'],
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('switch', { name: /Notwendig/ })).toBeDisabled();
    await expect(banner.getByRole('switch', { name: /Notwendig/ })).toBeChecked();
    await banner.getByRole('switch', { name: /Marketing/ }).check();
    await banner
      .getByText(/Cookies anzeigen/)
      .first()
      .click();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('COOKIE_CONSENT')))!)).toEqual({
      categories: ['functional', 'marketing'],
    });
  });

  test('logout keeps the decision', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await login(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The logout may still be navigating home: read the storage once the page holds still.
    await expect
      .poll(() =>
        page
          .evaluate(
            () =>
              (JSON.parse(localStorage.getItem('COOKIE_CONSENT') ?? '{}') as { categories?: string[] }).categories
                ?.length ?? 0,
          )
          .catch(() => -1),
      )
      .toBe(3);
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeHidden();
  });
});

test.describe('SEO', () => {
  test.beforeEach(async ({ page }) => freshShop(page));

  test('the head follows the route: title, canonical, og:title, robots and lang', async ({ page }) => {
    await page.goto('/lotto');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/lotto$/);
    await expect(page).toHaveTitle('LOTTO 6aus49 online spielen | Tippwerk');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'LOTTO 6aus49 online spielen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.getByRole('navigation', { name: 'Bereich' }).getByRole('link', { name: 'Spiele' }).click();
    await page.getByRole('link', { name: 'Goldene Sieben' }).click();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/games\/goldene-sieben$/);
    await expect(page).toHaveTitle('Goldene Sieben online spielen | Tippwerk');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Goldene Sieben online spielen');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

    await page.goto('/warenkorb');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('/sitemap.xml lists the public routes and content pages, not the account', async ({ page, baseURL }) => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/lotto/normalschein</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/agb</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/games/goldene-sieben</loc>`);
    expect(xml).not.toContain('/kundenkonto');
  });
});

test.describe('games', () => {
  test.beforeEach(async ({ page }) => freshShop(page));

  test('a player launches a game in the sandboxed frame; leaving the page ends the session', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 2, name: 'Nordlicht Games' })).toBeVisible();
    await page.getByRole('link', { name: 'Goldene Sieben' }).click();
    await page.getByRole('button', { name: 'Spielen' }).click();
    await expect(page.getByText('Bitte melden Sie sich an')).toBeVisible();

    await login(page);
    await page.getByRole('button', { name: 'Spielen' }).click();
    const frame = page.locator('iframe[title^="Goldene Sieben"]');
    // The provider's page on the shop's own origin never gets it; on another origin (the production server's
    // setup, as with a real provider) it keeps its own storage (sandboxFor).
    await expect(frame).toHaveAttribute('sandbox', sandboxExpected(page.url()));
    const game = page.frameLocator('iframe[title^="Goldene Sieben"]');
    await expect(game.getByRole('heading', { name: 'Fake-Slot: game-goldene-sieben' })).toBeVisible();
    await expect(game.getByTestId('provider-mode')).toHaveText('Echtgeld-Modus (simuliert)');
    await game.getByRole('button', { name: 'Drehen' }).click();
    await expect(game.locator('#result')).not.toBeEmpty();
    const sessions = async () =>
      (await (await page.request.get(fakeBackend('/__fake/game-sessions'))).json()) as {
        ended_at: string | null;
        demo: boolean;
      }[];
    expect((await sessions()).filter((s) => s.ended_at === null)).toHaveLength(1);

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'LOTTO 6aus49', exact: true })
      .click();
    await expect(page).toHaveURL(/\/lotto$/);
    await expect.poll(async () => (await sessions()).filter((s) => s.ended_at === null).length).toBe(0);
  });

  test('a visitor plays the demo without logging in', async ({ page }) => {
    await page.goto('/games/hafenkran');
    await page.getByRole('button', { name: 'Demo' }).click();
    await expect(page.getByText('Demo-Modus: Sie spielen mit Spielgeld')).toBeVisible();
    await expect(page.frameLocator('iframe[title^="Hafenkran"]').getByTestId('provider-mode')).toHaveText(
      'Demo-Modus (Spielgeld)',
    );
  });
});
