import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { fakeBackend } from './support';

/**
 * The server as a hostile visitor tries it: forged headers, addresses a browser would read as
 * another host, build files that are not for visitors, a backend that accepts calls and never
 * answers. Raw requests (node:http), since a browser or fetch() normalises what is sent here.
 */
interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  readonly ms: number;
}

function raw(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(baseURL, { path, headers: { 'Accept-Encoding': 'identity', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }),
      );
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer within 20 s for ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

const HOSTILE_HOST =
  'a</loc><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script><loc>';

test('the sitemap and robots.txt name our own origin, whatever X-Forwarded-Host says, and run nothing', async ({
  baseURL,
}) => {
  const forged = { 'X-Forwarded-Host': HOSTILE_HOST, 'X-Forwarded-Proto': 'https', Host: 'evil.example' };
  const sitemap = await raw(baseURL!, '/sitemap.xml', forged);
  expect(sitemap.status).toBe(200);
  expect(sitemap.body).not.toContain('html:script');
  expect(sitemap.body).not.toContain('evil.example');
  // Every policy of the header applies: one of them lets nothing load or run, whatever else is there.
  const policies = String(sitemap.headers['content-security-policy']).split(',');
  expect(policies.some((policy) => /^default-src 'none'(;|$)/.test(policy.trim()))).toBe(true);
  for (const [, loc] of sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g))
    expect(loc!.startsWith(`${baseURL}/`)).toBe(true);
  const robots = await raw(baseURL!, '/robots.txt', forged);
  expect(robots.body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots.body).not.toContain('evil.example');
});

test('a page never names the host a request claims: canonical, og:url and links stay on our origin', async ({
  baseURL,
}) => {
  const page = await raw(baseURL!, '/lotto/normalschein', { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
  expect(page.status).toBe(200);
  expect(page.body).not.toContain('evil.example');
  expect(page.body).toContain(`<link rel="canonical" href="${baseURL}/lotto/normalschein"/>`);
  // An address is written as the URL parser encodes it, never as a path decoded from the request.
  const odd = await raw(baseURL!, '/ratgeber/%22%3E%3Cb%3Ex');
  expect(odd.body).toContain(`<link rel="canonical" href="${baseURL}/ratgeber/%22%3E%3Cb%3Ex"/>`);
  expect(odd.body).not.toContain('"><b>x');
});

test('paths a browser reads as another host get the German 404 page, never a page of the shop', async ({
  baseURL,
  page,
}) => {
  for (const path of ['//evil.example/kundenkonto', '/\\evil.example/kundenkonto', '/%2F%2Fevil.example/x']) {
    const answer = await raw(baseURL!, path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toContain('Seite nicht gefunden');
    expect(answer.body, path).not.toContain('evil.example');
  }
  // In a browser too: its address bar turns `/\` into `//`, and no link of the answer leaves the origin.
  // (A page of its own: the answer has no app to wait for.)
  const browserPage = await page.context().newPage();
  await browserPage.goto(`${baseURL}/\\evil.example/kundenkonto`);
  const hrefs = await browserPage
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(new URL(href).origin, href).toBe(new URL(baseURL!).origin);
});

test('build files that are not for visitors, unreadable and overlong addresses are refused', async ({ baseURL }) => {
  expect((await raw(baseURL!, '/.vite/manifest.json')).status).toBe(404);
  expect((await raw(baseURL!, '/assets/nicht-da.js')).status).toBe(404);
  const unreadable = await raw(baseURL!, '/registrierung/%');
  expect(unreadable.status).toBe(400);
  expect(unreadable.body).toContain('Ungültige Anfrage');
  expect((await raw(baseURL!, `/${'x'.repeat(9000)}`)).status).toBe(414);
});

test("a player's pages are never kept by a browser or a shared cache", async ({ baseURL }) => {
  for (const path of ['/kundenkonto', '/kundenkonto/limits', '/warenkorb', '/meine-zahlen', '/registrierung/name']) {
    const answer = await raw(baseURL!, path);
    expect(answer.headers['cache-control'], path).toBe('private, no-store');
  }
  expect((await raw(baseURL!, '/lotto')).headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
});

test('a backend that accepts calls and never answers gets the German 503 page within 10 s @backend-deadline', async ({
  baseURL,
  page,
}) => {
  test.setTimeout(90_000);
  // Every call of the backend waits 30 s, three times the render's deadline (the production
  // server's caches keep answers 5 s: let them expire).
  const hang = await page.request.post(fakeBackend('/__fake/faults'), {
    data: { path: '/', delay_ms: 30_000, times: 0 },
  });
  expect(hang.status()).toBe(201);
  try {
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const answer = await raw(baseURL!, `/?haengt=${Date.now()}`);
    expect(answer.status).toBe(503);
    // A passing failure is kept by nobody (a public page's 200 may be kept by a CDN).
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.ms).toBeLessThan(10_000);
    expect(answer.body).toContain('Ziehungen');
    const results = await raw(baseURL!, `/lotto/lottozahlen-quoten?haengt=${Date.now()}`);
    expect(results.status).toBe(503);
    expect(results.ms).toBeLessThan(10_000);
  } finally {
    await page.request.delete(fakeBackend('/__fake/faults'));
    // The next test gets a server whose backend answers again: the results page renders its draw.
    await expect
      .poll(async () => (await raw(baseURL!, `/lotto/lottozahlen-quoten?wieder=${Date.now()}`)).status, {
        timeout: 45_000,
        intervals: [1_000],
      })
      .toBe(200);
  }
});
