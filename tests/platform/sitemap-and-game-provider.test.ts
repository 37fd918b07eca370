import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { createHandlers } from '../../mocks/handlers/handlers';
import { isApiPath } from '../../mocks/server/api-bridge';
import { PUBLIC_SITEMAP_PATHS } from '../../core/domain/sitemap';
import { testPlatform } from '../support/demo';

const BASE = 'http://tippwerk.test';
const get = (path: string) => getResponse(createHandlers(testPlatform(), BASE), new Request(`${BASE}${path}`));

describe('/sitemap.xml (routed by the product server)', () => {
  it('lists every public route and the content pages and games, absolute, as XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response?.headers.get('content-type')).toContain('application/xml');
    const xml = await response!.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of PUBLIC_SITEMAP_PATHS) expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
    expect(xml).toContain(`<loc>${BASE}/impressum</loc>`);
    expect(xml).toContain(`<loc>${BASE}/games/goldene-sieben</loc>`);
  });

  it('never lists account, checkout, registration or developer pages', async () => {
    const xml = await (await get('/sitemap.xml'))!.text();
    for (const hidden of ['/kundenkonto', '/warenkorb', '/registrierung', '/dev/', '/confirm_email'])
      expect(xml).not.toContain(`${BASE}${hidden}`);
  });

  it('is served by `npm start` through the API bridge', () => {
    expect(isApiPath('/sitemap.xml')).toBe(true);
    expect(isApiPath('/sitemap.xml.bak')).toBe(false);
  });
});

describe('fake game provider page', () => {
  it('is a self-contained HTML page with its own nonce CSP that only our origin may frame', async () => {
    const response = await get('/__fake/game-provider/play?session=gs_abc&game=game-goldene-sieben&demo=1');
    const csp = response!.headers.get('content-security-policy')!;
    const nonce = /'nonce-([a-f0-9]+)'/.exec(csp)![1]!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await response!.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('Demo-Modus');
    expect(html).toContain('gs_abc');
  });

  it('escapes what comes in through the query', async () => {
    const html = await (await get(
      '/__fake/game-provider/play?session=%3Cscript%3Ealert(1)%3C%2Fscript%3E&game=x',
    ))!.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
  });
});
