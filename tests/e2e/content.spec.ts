import { expect, test } from './fixtures';
import { freshShop } from './support';

test.beforeEach(async ({ page }) => {
  await freshShop(page);
});

test('a fixed content page: AGB with headings and a working internal link', async ({ page }) => {
  await page.goto('/agb');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2. Teilnahmevoraussetzungen' })).toBeVisible();
  await expect(page).toHaveTitle(/Allgemeine Geschäftsbedingungen/);
  await page.goto('/kundenservice');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenservice' })).toBeVisible();
  await expect(page.getByRole('link', { name: '040 123 456 70' })).toHaveAttribute('href', 'tel:+494012345670');
  await page.getByRole('main').getByRole('link', { name: 'häufigen Fragen' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the FAQ is a keyboard-usable accordion', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Was kostet ein Spielschein?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Bearbeitungsgebühr von 0,50 €')).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Was kostet ein Spielschein?' })).toContainText(
    'Bearbeitungsgebühr von 0,50 €',
  );
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 2, name: 'Verifizierung und Altersprüfung' })).toBeVisible();
});

test('a catch-all content page, matched case-insensitively with a trailing slash', async ({ page }) => {
  await page.goto('/Ratgeber/Systemschein/?von=suche');
  await expect(page.getByRole('heading', { level: 1, name: 'Ratgeber: Der Systemschein' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('an internal redirect replaces the entry; an external one leaves the app (301 from the server)', async ({
  page,
}) => {
  await page.goto('/agb');
  await page.goto('/hilfe');
  await expect(page).toHaveURL(/\/kundenservice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenservice' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/agb$/);

  // The browser follows the server's 301 itself (Playwright does not route a redirect's target).
  const external = await page.request.get('/spielsucht-hilfe', { maxRedirects: 0 });
  expect(external.status()).toBe(301);
  expect(external.headers()['location']).toBe('https://www.check-dein-spiel.de/');
});

test("an unknown slug is a fatal 404 'Page Not Found'; other unmatched paths a non-fatal one", async ({ page }) => {
  expect((await page.goto('/gibt-es-nicht'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Fehler 404')).toBeVisible();
  // Fatal: the error page replaces the whole layout.
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zu den häufigen Fragen' })).toHaveAttribute('href', '/faq');

  expect((await page.goto('/gibt-es-nicht!'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('the XSS corpus page shows text only and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  await page.goto('/test/xss-korpus');
  await expect(page.getByRole('heading', { level: 1, name: 'Testseite: XSS-Korpus' })).toBeVisible();
  await expect(page.getByText('<script>window.__xss = 1</script>', { exact: true })).toBeVisible();
  // Hover and click every link the page has: none may run script.
  const links = page.getByRole('main').getByRole('link');
  for (const link of await links.all()) await link.hover();
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    scripts: document.querySelectorAll('main script, main svg, main img, main iframe, main object, main embed').length,
    handlers: [...document.querySelectorAll('main *')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on')),
    ).length,
    badLinks: [...document.querySelectorAll('main a')].filter(
      (a) => !/^(https:|mailto:|\/)/.test(a.getAttribute('href') ?? ''),
    ).length,
  }));
  expect(state).toEqual({ flag: undefined, scripts: 0, handlers: 0, badLinks: 0 });
  expect(dialogs).toEqual([]);
  expect(outside).toEqual([]);
});

test('winning probabilities and lottery content on a landing page', async ({ page }) => {
  await page.goto('/gewinnwahrscheinlichkeiten');
  const lotto = page.getByRole('table', { name: 'LOTTO 6aus49' });
  await expect(lotto.getByRole('row', { name: /6 Richtige \+ Superzahl/ })).toContainText('1 : 139.838.160');
  await expect(page.getByRole('table', { name: 'KENO (20 aus 70)' })).toContainText('1 : 2.147.181');
  await page.goto('/eurojackpot');
  await expect(page.getByRole('heading', { name: 'Eurojackpot – die europäische Lotterie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eurojackpot auf einen Blick' })).toBeVisible();
  await page.getByRole('link', { name: 'Zum Systemschein' }).click();
  await expect(page).toHaveURL(/\/eurojackpot\/systemschein$/);
});
