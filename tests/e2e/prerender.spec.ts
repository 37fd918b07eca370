import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { crossNumbers } from './support';

/**
 * Prerendered first visits (docs/decisions.md): the start server renders public pages in
 * Chromium and sends them as HTML; the app takes them over after its first paint. The main e2e
 * server runs with PRERENDER=0, so this spec starts its own server on the same build.
 */
const PATHS = ['/', '/lotto/normalschein'];
const port = Number(process.env.E2E_PORT ?? 4317) + 9;
const base = `http://127.0.0.1:${port}`;
const buildDir = process.env.E2E_PORT ? `dist-e2e-${process.env.E2E_PORT}` : 'dist-fake';

let server: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'tippwerk-prerender-'));
  server = spawn('node_modules/.bin/tsx', ['mocks/server.ts', '--serve', buildDir, '--reset'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PRERENDER: '1', PRERENDER_PATHS: PATHS.join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Vorgerendert: \d+ Seiten/.test(output)) resolve();
      if (/Vorrendern (aus|fehlgeschlagen)/.test(output)) reject(new Error(output));
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Keeps the app from starting (its entry never arrives), so the prerendered page can be inspected as it is sent. */
const withoutApp = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());

test('the server sends a public page as HTML with the app handed to the boot loader', async ({ request }) => {
  const html = await (await request.get(`${base}/lotto/normalschein`)).text();
  expect(html).toContain('<div id="root" inert data-prerendered>');
  expect(html).toContain('<title>LOTTO 6aus49 Normalschein | Tippwerk</title>');
  expect(html).toMatch(/Tippfeld 1/);
  expect(html).toMatch(/<script src="\/boot-loader\.js" data-entry="\/assets\/index-[\w-]+\.js"/);
  expect(html).not.toMatch(/<script type="module"/);
  // Pages not rendered (here: not in PRERENDER_PATHS) and the prerenderer's own requests get the plain app.
  expect(await (await request.get(`${base}/faq`)).text()).toContain('<div id="root"></div>');
  expect(
    await (await request.get(`${base}/lotto/normalschein`, { headers: { 'x-tippwerk-prerender': '1' } })).text(),
  ).toContain('<div id="root"></div>');
});

test('before the app starts, a first visitor sees the page (inert) with the cookie banner', async ({ page }) => {
  await withoutApp(page);
  await page.goto(`${base}/lotto/normalschein`);
  await expect(page.locator('#root[data-prerendered]')).toHaveAttribute('inert', '');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.tw-cookie-banner')).toBeVisible();
});

test('a visitor who chose cookies does not see the banner again, and a player with a session or a basket sees no stale page', async ({
  page,
}) => {
  await withoutApp(page);
  await page.addInitScript(() =>
    localStorage.setItem('COOKIE_CONSENT', JSON.stringify({ categories: ['functional'] })),
  );
  await page.goto(`${base}/`);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.tw-cookie-banner')).toBeHidden();

  await page.evaluate(() => localStorage.setItem('REFRESH_TOKEN', 'x'));
  await page.reload();
  await expect(page.locator('#root[data-prerendered]')).toBeHidden();

  await page.evaluate(() => {
    localStorage.removeItem('REFRESH_TOKEN');
    localStorage.setItem('tippwerk.basket.v1', JSON.stringify([{ id: 'a' }]));
  });
  await page.reload();
  await expect(page.locator('#root[data-prerendered]')).toBeHidden();
});

test('the app takes the page over: it works, and nothing breaks the CSP or the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
    );
    localStorage.setItem('COOKIE_CONSENT', JSON.stringify({ categories: ['functional'] }));
  });
  await page.goto(`${base}/lotto/normalschein`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await crossNumbers(page, 1, [3, 11, 19, 27, 35, 43]);
  await expect(page.getByTestId('field-0')).toContainText('6 von 6 Zahlen gewählt');
  await page.getByRole('link', { name: 'Startseite' }).first().click();
  await expect(page).toHaveURL(`${base}/`);
  expect(problems).toEqual([]);
});
