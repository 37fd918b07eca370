import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settling } from './support';
import { PUBLIC_SITEMAP_PATHS } from '../../core/domain/sitemap';

/**
 * The pages come rendered from the server and the browser hydrates them (issue 16): no console
 * error and no hydration warning on any public route, content readable without JavaScript, and
 * the statuses a crawler sees.
 */

/** Console errors and warnings and uncaught errors of a page, as they happen. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('every public route hydrates without a console error or a hydration warning', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = problemsOf(page);
  const settled = settling(page);
  for (const path of PUBLIC_SITEMAP_PATHS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // What the page loads after hydrating (its data, lazy parts) has answered, and any error with it is logged.
    await settled();
    // Hydrated: the app has taken over the server's markup (client navigation works).
    await expect(page.locator('html[data-hydrated] body > .tw-app')).toBeVisible();
    expect(problems, path).toEqual([]);
  }
});

test('a hydrated page navigates on the client with the loaders: the previous draw, then the archive', async ({
  page,
}) => {
  const problems = problemsOf(page);
  const settled = settling(page);
  await page.goto('/lotto/lottozahlen-quoten');
  await settled();
  const heading = page.getByRole('heading', { level: 1 });
  const first = await heading.textContent();
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
  await page.getByRole('link', { name: /vorherige Ziehung/i }).click();
  await expect(heading).not.toHaveText(first ?? '');
  await expect(page).toHaveURL(/\/lotto\/lottozahlen-quoten\/ziehung-\d{2}-\d{2}-\d{4}$/);
  await expect(page.getByRole('cell', { name: '6 Richtige + Superzahl' })).toBeVisible();
  expect(documents).toBe(0);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the last draw with its numbers and quotas, the jackpots, a content page and the FAQ are readable', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Jetzt [\d,]+\sMio\.\s€\sim Jackpot/);
    for (const lottery of ['lotto6aus49', 'eurojackpot'])
      await expect(page.getByTestId(`jackpot-${lottery}`)).toContainText(/Mio\.\s€/);

    await page.goto('/lotto/lottozahlen-quoten');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /LOTTO 6aus49: Lottozahlen und Quoten vom \w+, \d{2}\.\d{2}\.\d{4}/,
    );
    await expect(page.getByRole('cell', { name: '6 Richtige + Superzahl' })).toBeVisible();
    await expect(page.getByText('Superzahl').first()).toBeVisible();

    await page.goto('/eurojackpot/zahlen-quoten');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Eurojackpot');
    await expect(page.getByRole('cell', { name: '5 Richtige', exact: true }).first()).toBeVisible();

    await page.goto('/ratgeber/systemschein');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/agb');
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('button').first()).toBeVisible();
  });
});

test.describe('statuses', () => {
  for (const [path, status] of [
    ['/gibt/es/nicht', 404],
    ['/gibt-es-nicht', 404],
    ['/lotto/lottozahlen-quoten/ziehung-31-02-2026', 404],
    ['/lotto/lottozahlen-quoten/2026-11-14', 404],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
    ['/favicon.ico', 200],
    ['/healthz', 200],
    ['/readyz', 200],
  ] as const)
    test(`${path} answers ${status}`, async ({ request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(status);
    });

  test('a date without a draw redirects to the archive; a moved content page answers 301', async ({ request }) => {
    const noShow = await request.get('/lotto/lottozahlen-quoten/ziehung-16-11-2020', { maxRedirects: 0 });
    expect(noShow.status()).toBe(302);
    expect(noShow.headers()['location']).toBe('/lotto/lottozahlen-quoten/archiv');
    const moved = await request.get('/hilfe', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/kundenservice');
  });
});

test("the head comes from the server with the route's SEO data: title, robots, canonical; account pages are noindex", async ({
  request,
  baseURL,
}) => {
  const head = async (path: string) => (await (await request.get(path)).text()).split('</head>')[0] ?? '';
  const ticket = await head('/lotto/normalschein');
  expect(ticket).toContain('<title>LOTTO 6aus49 Normalschein | Tippwerk</title>');
  expect(ticket).toContain('<meta name="robots" content="index, follow"/>');
  expect(ticket).toContain(`<link rel="canonical" href="${baseURL}/lotto/normalschein"/>`);
  expect(ticket.match(/<meta name="description"/g)).toHaveLength(1);
  expect(await head('/kundenkonto/limits')).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await head('/warenkorb')).toContain('<meta name="robots" content="noindex, nofollow"/>');
});
