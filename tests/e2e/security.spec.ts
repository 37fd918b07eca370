import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillCard, openDeposit } from './payment-steps';
import { fakeBackend, freshShop, login, VERIFIED } from './support';

/**
 * Security checks (issue 8): the `npm start` server's headers, no CSP violation while walking the
 * shop (game frame and 3-D Secure included), and no password or token in URLs, logs, error
 * reports or analytics events.
 */

interface Recorder {
  violations: string[];
  consoleErrors: string[];
  console: string[];
  urls: string[];
}

/** Records CSP violations (every frame), console messages and request URLs of one page. */
async function record(page: Page): Promise<Recorder> {
  const rec: Recorder = { violations: [], consoleErrors: [], console: [], urls: [] };
  await page.exposeFunction('__twCspViolation', (line: string) => rec.violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __twCspViolation?: (line: string) => void }).__twCspViolation;
      void report?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI}`);
    });
    // Analytics events: whatever the app (or a tag manager) pushes to window.dataLayer is kept for the checks.
    const w = window as unknown as { dataLayer?: unknown[]; __twDataLayer?: string[] };
    w.__twDataLayer = JSON.parse(sessionStorage.getItem('tw-test-datalayer') ?? '[]') as string[];
    const layer: unknown[] = w.dataLayer ?? [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) w.__twDataLayer?.push(JSON.stringify(item));
      try {
        sessionStorage.setItem('tw-test-datalayer', JSON.stringify(w.__twDataLayer));
      } catch {
        // no storage: the in-page list still holds them
      }
      return push(...items);
    };
    w.dataLayer = layer;
  });
  page.on('console', (message) => {
    rec.console.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') rec.consoleErrors.push(message.text());
  });
  page.on('request', (request) => rec.urls.push(request.url()));
  page.on('framenavigated', (frame) => rec.urls.push(frame.url()));
  return rec;
}

const cspViolationsInConsole = (rec: Recorder) =>
  rec.consoleErrors.filter((line) => /Content Security Policy|Refused to/i.test(line));

test.describe('security', () => {
  test.beforeEach(async ({ page }) => freshShop(page));

  test('the server sends the security headers with every document', async ({ page }) => {
    for (const path of ['/', '/warenkorb', '/lotto/normalschein']) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp, `${path}: ${directive}`).toContain(directive);
      }
      const html = await response.text();
      const again = await page.request.get(path);
      if (path === '/warenkorb') {
        // A player's page: scripts only with this response's nonce (and what they load); a fresh nonce every time.
        expect(headers['cache-control']).toBe('private, no-store');
        const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1];
        expect(nonce, path).toBeDefined();
        expect(html).toContain(`nonce="${nonce}"`);
        expect(again.headers()['content-security-policy']).not.toContain(nonce);
      } else {
        // A public page a CDN may share: the same bytes and policy for every visitor, no nonce; only
        // the inline scripts it carries may run (named by their hashes), and what they load.
        expect(headers['cache-control'], path).toBe('public, max-age=0, s-maxage=60');
        expect(headers['cdn-cache-control'], path).toBe('max-age=60, stale-while-revalidate=300');
        expect(csp, path).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic';/);
        expect(html, path).not.toMatch(/\snonce="/);
        expect(again.headers()['content-security-policy'], path).toBe(csp);
        expect(await again.text(), path).toBe(html);
      }
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
    const api = await page.request.get(
      fakeBackend('/lottery-store/public/api/v2/product_definitions/lotto6aus49_regular/current_draws'),
    );
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['cache-control']).toBe('no-store');
  });

  test('walking the shop, a game and a PayPal round trip violates no CSP directive and logs no error', async ({
    page,
  }) => {
    const rec = await record(page);
    for (const path of [
      '/',
      '/lotto',
      '/lotto/normalschein',
      '/eurojackpot/normalschein',
      '/keno',
      '/gluecksspirale',
      '/kundenservice',
      '/test/xss-korpus',
      // The developer pages exist in fake builds only.
      ...(test.info().project.name === 'production' ? [] : ['/dev/fake-backend']),
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
    }
    await login(page);
    for (const path of ['/kundenkonto', '/kundenkonto/transaktionen', '/kundenkonto/spielhistorie']) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
    }

    // The game runs in a sandboxed frame from the fake provider, under its own CSP.
    await page.goto('/games/goldene-sieben');
    await page.getByRole('button', { name: 'Spielen' }).click();
    const game = page.frameLocator('iframe[title^="Goldene Sieben"]');
    await game.getByRole('button', { name: 'Drehen' }).click();
    await expect(game.locator('#result')).not.toBeEmpty();

    // A PSP round trip: basket → PayPal's page (the fake backend's, on the API's origin behind the
    // production server) → back → thanks. New cards need the PSP's script, which only fake builds carry.
    await page.goto('/lotto/normalschein');
    await page.getByRole('button', { name: 'Quicktipp: 6 Felder' }).click();
    await page.getByRole('checkbox', { name: 'Mittwoch' }).check();
    await page.getByLabel('Laufzeit').selectOption('5');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page).toHaveURL(/\/warenkorb$/);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
    await expect(page).toHaveURL(/\/__fake\/psp\/paypal\?/);
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await expect(page).toHaveURL(/\/warenkorb\/danke$/);

    expect(rec.violations).toEqual([]);
    expect(cspViolationsInConsole(rec)).toEqual([]);
    expect(rec.consoleErrors).toEqual([]);

    // The recorder works: an inline event handler (what an injected fragment would carry) is refused and reported.
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__twInline = true');
      img.src = 'data:,not-an-image';
      document.body.append(img);
    });
    await expect.poll(() => rec.violations.length).toBe(1);
    expect(rec.violations[0]).toContain('script-src');
    expect(await page.evaluate(() => (window as { __twInline?: boolean }).__twInline)).toBeUndefined();
  });

  test('no password or token appears in URLs, console output, error reports or analytics events @new-card', async ({
    page,
  }) => {
    const rec = await record(page);
    const tokens = new Set<string>();
    const collectTokens = async () => {
      const found = await page
        .evaluate(() => [localStorage.getItem('AUTH_TOKEN'), localStorage.getItem('REFRESH_TOKEN')])
        .catch(() => []);
      for (const token of found) if (token) tokens.add(token);
    };

    await page.goto('/');
    await login(page);
    await collectTokens();
    expect(tokens.size).toBe(2);

    // A failing call while logged in makes the error reporter speak (a reported fault). Enough faults
    // that every product-definition call of the page fails with its one retry too, whichever comes first.
    expect(
      (
        await page.request.post(fakeBackend('/__fake/faults'), {
          data: { path: '/lottery-store/public/api/v2/product_definitions', status: 500, times: 10 },
        })
      ).status(),
    ).toBe(201);
    await page.goto('/lotto/normalschein');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect.poll(() => rec.consoleErrors.length).toBeGreaterThan(0);
    await page.request.delete(fakeBackend('/__fake/faults'));

    // Purchase paid by a 3-D Secure card, then a deposit with 3-D Secure.
    await page.goto('/lotto/normalschein');
    await page.getByRole('button', { name: 'Quicktipp: 6 Felder' }).click();
    await page.getByRole('checkbox', { name: 'Mittwoch' }).check();
    await page.getByLabel('Laufzeit').selectOption('5');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await payWithNewCard(page, '4000 0000 0000 3220');
    await expect(page).toHaveURL(/\/__fake\/psp\/3ds\?/);
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await expect(page).toHaveURL(/\/warenkorb\/danke$/);
    await collectTokens();

    const dialog = await openDeposit(page);
    await dialog.getByLabel('Betrag in Euro').fill('20');
    await dialog.getByRole('radio', { name: /Neue Kreditkarte/ }).check();
    await fillCard(dialog, '4000 0000 0000 3220');
    await dialog.getByRole('button', { name: /einzahlen/ }).click();
    await expect(page).toHaveURL(/\/__fake\/psp\/3ds\?/);
    await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await expect(page.getByTestId('deposit-success')).toContainText('20,00');
    await collectTokens();

    // A short access token lifetime forces a refresh, so the new tokens are checked too.
    await page.request.post(fakeBackend('/__fake/sessions'), { data: { access_token_ttl_seconds: 1 } });
    await page.getByRole('dialog', { name: 'Einzahlen' }).getByRole('button', { name: 'Fertig' }).click();
    await page.goto('/kundenkonto');
    await page.waitForTimeout(1_500);
    await page.goto('/kundenkonto/transaktionen');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await collectTokens();

    const analytics = await page.evaluate(
      () => (window as unknown as { __twDataLayer?: string[] }).__twDataLayer ?? [],
    );
    await page
      .getByRole('button', { name: /Abmelden/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();

    const secrets = [VERIFIED.password, encodeURIComponent(VERIFIED.password), ...tokens];
    expect(tokens.size).toBeGreaterThanOrEqual(2);
    // spec/2 §7.1 defines logout as `DELETE /logout?token=…`: that one API call carries the refresh
    // token by contract (it is never a page URL, so no history or Referer holds it). Everything else may not.
    const isLogoutCall = (url: string) => /\/player\/public\/api\/v1\/logout\?/.test(url);
    expect(rec.urls.filter(isLogoutCall)).toHaveLength(1);
    const places = { urls: rec.urls.filter((url) => !isLogoutCall(url)), console: rec.console, analytics };
    for (const [place, lines] of Object.entries(places)) {
      for (const secret of secrets) {
        const leaks = lines.filter((line) => line.includes(secret));
        expect(leaks, `${place} must not contain ${secret === VERIFIED.password ? 'the password' : 'a token'}`).toEqual(
          [],
        );
      }
    }
    // Error reports go to the console reporter: the journey produced some, and they were checked above.
    expect(rec.consoleErrors.length).toBeGreaterThan(0);
    expect(rec.urls.length).toBeGreaterThan(20);
  });
});

async function payWithNewCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: /Neue Kreditkarte/ }).check();
  await fillCard(page, number);
  await page.getByRole('button', { name: /Jetzt kaufen/ }).click();
}
