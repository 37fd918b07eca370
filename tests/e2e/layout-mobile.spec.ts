import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshShop, login } from './support';
import { smallTargets } from './tap-targets';
import { TICKET_ROUTES } from '../../src/features/ticket/ticket-routes';
import { RESULTS_ROUTES } from '../../src/features/results/results-routes';

test.beforeEach(async ({ page }) => freshShop(page));

test('phones get a labelled bottom navigation: Start, Lotterien, Warenkorb, Konto', async ({ page }) => {
  await page.goto('/lotto');
  const bottom = page.getByRole('navigation', { name: 'Schnellnavigation' });
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole('link')).toHaveText(['Start', 'Lotterien', /Warenkorb/, 'Konto']);
  await expect(bottom.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
  await bottom.getByRole('link', { name: 'Warenkorb, 0 Artikel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warenkorb$/);
  await page.goto('/lotto');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await bottom.getByRole('link', { name: 'Konto' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  // Against the device width: an overflowing page widens innerWidth too on phones.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('the bottom navigation marks exactly the current section', async ({ page }) => {
  const bottom = page.getByRole('navigation', { name: 'Schnellnavigation' });
  const current = () => bottom.locator('a[aria-current="page"]');
  for (const [path, section] of [
    ['/', 'Start'],
    ['/gewinnzahlen', 'Lotterien'],
    ['/warenkorb', /Warenkorb/],
  ] as const) {
    await page.goto(path);
    await expect(current()).toHaveText([section]);
  }
  // A page of none of them (a ticket) marks none; logged out, Konto opens the login and is never current.
  await page.goto('/lotto/normalschein');
  await expect(current()).toHaveCount(0);
});

/** The top bar's row (logo, login or balance, basket, menu) and the whole header, in CSS px. */
async function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.tw-header')!.getBoundingClientRect();
    const row = [...document.querySelectorAll('.tw-header__bar > .tw-logo, .tw-header__actions')].map((el) =>
      el.getBoundingClientRect(),
    );
    return { header: header.height, topBar: Math.max(...row.map((box) => box.bottom)) - header.top };
  });
}

test('the phone header: one top bar of at most 64 px, at most 120 px in all, logged out and logged in', async ({
  page,
}) => {
  for (const path of ['/', '/lotto/normalschein', '/gewinnzahlen', '/warenkorb']) {
    await page.goto(path);
    const boxes = await headerBoxes(page);
    expect(boxes.topBar, path).toBeLessThanOrEqual(64);
    expect(boxes.header, path).toBeLessThanOrEqual(120);
  }
  // The service links and the Lotterien/Spiele switch are in the menu, not on the bar.
  await expect(page.getByRole('navigation', { name: 'Service', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Bereich' })).toBeHidden();
  await login(page);
  await page.goto('/kundenkonto');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const boxes = await headerBoxes(page);
  expect(boxes.topBar).toBeLessThanOrEqual(64);
  expect(boxes.header).toBeLessThanOrEqual(120);
});

test('the phone menu holds the service links, the area switch and the rarer actions; Escape closes it', async ({
  page,
}) => {
  await page.goto('/lotto');
  const button = page.getByRole('button', { name: 'Menü' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menü: Service und Konto' });
  await expect(menu.getByRole('link', { name: 'Registrieren' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Meine Zahlen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bereich' }).getByRole('link', { name: 'Spiele' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  // A link in the menu takes the player there and closes it.
  await button.click();
  await menu.getByRole('link', { name: 'Häufige Fragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Logged in, Einzahlen and Abmelden are there instead of Registrieren.
  await login(page);
  await button.click();
  await expect(menu.getByRole('link', { name: 'Einzahlen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Registrieren' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
});

test('the lottery navigation scrolls sideways under a fade and never widens the page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const geometry = await nav.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    overflow: getComputedStyle(el).overflowX,
    mask: getComputedStyle(el).maskImage || getComputedStyle(el).getPropertyValue('-webkit-mask-image'),
  }));
  expect(geometry.scrolls).toBe(true);
  expect(geometry.overflow).toBe('auto');
  expect(geometry.mask).toContain('linear-gradient');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

for (const [product, route] of Object.entries(TICKET_ROUTES)) {
  test(`${product}: the first field starts in the first screen and the price bar keeps "In den Warenkorb" in reach`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const first = page.locator('.tw-number-grid__cells, .tw-ticket-lose__list').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThanOrEqual(420);
    const buy = page.getByRole('button', { name: 'In den Warenkorb' });
    await expect(buy).toHaveCount(1);
    const viewport = page.viewportSize()!;
    const inView = async () => {
      const box = (await buy.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= viewport.height - 56;
    };
    expect(await inView()).toBe(true);
    // After a quick tip (a lot of content) it is still there, with the live price, above the tab bar.
    // The first quick tip the phone offers (a preset chip, a system field's own, or GlücksSpirale's new Los number).
    await page
      .getByRole('button', { name: /^(Quicktipp|Neue Losnummer)/ })
      .first()
      .click();
    await expect(page.getByTestId('ticket-total')).toContainText('€');
    await expect(page.getByTestId('ticket-total')).not.toContainText('–');
    expect(await inView()).toBe(true);
    // The page pads for the bar: scrolled to the end, the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual((await buy.boundingBox())!.y);
  });
}

test('the price bar announces the settled total once, politely, not every pick', async ({ page }) => {
  await page.goto('/lotto/normalschein');
  const announcement = page.getByTestId('ticket-price-announcement');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('ticket-total')).toBeVisible();
  const texts: string[] = [];
  await page.exposeFunction('recordAnnouncement', (text: string) => void texts.push(text));
  await announcement.evaluate((el) => {
    new MutationObserver(() =>
      (window as unknown as { recordAnnouncement(t: string): void }).recordAnnouncement(el.textContent ?? ''),
    ).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // Two fields in a burst: the total changes twice, the region speaks once, with the final total.
  await page.getByRole('button', { name: 'Quicktipp: 1 Feld' }).click();
  await page.getByRole('button', { name: 'Quicktipp: 2 Felder' }).click();
  await expect(announcement).toHaveText(/^Gesamtpreis jetzt \d+,\d\d\s€$/);
  await expect(page.getByTestId('ticket-total')).toContainText(
    (await announcement.textContent())!.replace('Gesamtpreis jetzt ', ''),
  );
  expect(texts.filter(Boolean)).toHaveLength(1);
});

test('on a phone every control is at least 24 px, and number fields and primary actions at least 44 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const paths = [
    '/',
    '/lotto',
    ...Object.values(TICKET_ROUTES).map((route) => route.path),
    '/gewinnzahlen',
    '/gewinnzahlen/lotto',
    '/warenkorb',
    '/meine-zahlen',
    '/faq',
  ];
  const found: string[] = [];
  const check = async (what: string) =>
    found.push(...(await smallTargets(page, { thumb: true })).map((s) => `${what}: ${s}`));
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await check(path);
  }
  await page.getByRole('button', { name: 'Menü' }).click();
  await check('menu');
  await page.goto('/registrierung/name');
  await expect(page.locator('h1').first()).toBeVisible();
  await check('/registrierung/name');
  await page.goto('/');
  await login(page);
  for (const path of ['/kundenkonto', '/kundenkonto/limits', '/kundenkonto/transaktionen', '/kundenkonto/ausgaben']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await check(`${path} (logged in)`);
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('on a phone the quotas tables fit the screen: the amount per winner needs no sideways scrolling', async ({
  page,
}) => {
  for (const path of Object.values(RESULTS_ROUTES).map((route) => route.path)) {
    await page.goto(path);
    const tables = page.locator('.tw-results__table-wrap');
    await expect(tables.first()).toBeVisible();
    const widths = await tables.evaluateAll((wraps) => wraps.map((w) => w.scrollWidth - w.clientWidth));
    expect(widths.length, path).toBeGreaterThan(0);
    expect(Math.max(...widths), path).toBeLessThanOrEqual(0);
  }
});

test('on a phone KENO lays its 70 numbers in rows of 7, and the arrow keys follow the rows on screen', async ({
  page,
}) => {
  await page.goto('/keno/spielschein');
  const grid = page.getByRole('group', { name: 'Tippfeld 1', exact: true });
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(7);
  await grid.getByRole('button', { name: 'Zahl 1', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('button', { name: 'Zahl 8', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: 'Zahl 9', exact: true })).toBeFocused();
});
