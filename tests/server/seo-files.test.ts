import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as robots } from '../../src/app/robots.route';
import { loader as sitemap, sitemapPaths } from '../../src/app/sitemap.route';

const HOSTILE =
  'a</loc><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script><loc>';

/** A resource route's loader for one request, with the load context the server gives it. */
function call(loader: (args: LoaderFunctionArgs) => unknown, backend: (path: string) => Promise<Response>) {
  return loader({
    request: new Request('http://ignored.example/sitemap.xml', { headers: { 'X-Forwarded-Host': HOSTILE } }),
    params: {},
    context: { publicOrigin: 'https://www.tippwerk.example', backendOrigin: 'https://api.example', backend },
  } as unknown as LoaderFunctionArgs) as Promise<Response>;
}

describe('robots.txt', () => {
  it('names the sitemap on the configured public origin, never one a request names', async () => {
    const answer = await call(robots, () => Promise.reject(new Error('not asked')));
    const text = await answer.text();
    expect(text).toContain('Sitemap: https://www.tippwerk.example/sitemap.xml');
    expect(text).toContain('Disallow: /kundenkonto');
    expect(text).not.toContain('script');
  });
});

describe('sitemap.xml', () => {
  it("writes the backend's paths anew on the public origin, escaped, with a policy that runs nothing", async () => {
    const backendXml = `<?xml version="1.0"?><urlset>
      <url><loc>https://api.example/faq</loc></url>
      <url><loc>https://api.example/ratgeber/a&amp;b</loc></url>
      <url><loc>https://evil.example/phish</loc></url>
      <url><loc>${HOSTILE}</loc></url>
      <url><loc>https://api.example/kundenkonto</loc></url>
    </urlset>`;
    const answer = await call(sitemap, (path) =>
      Promise.resolve(new Response(path === '/sitemap.xml' ? backendXml : '', { status: 200 })),
    );
    const xml = await answer.text();
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(xml).toContain('<loc>https://www.tippwerk.example/faq</loc>');
    expect(xml).toContain('<loc>https://www.tippwerk.example/ratgeber/a&amp;b</loc>');
    expect(xml).not.toContain('evil.example');
    expect(xml).not.toContain('<html:script');
    expect(xml).not.toContain('/kundenkonto');
    expect(xml.match(/<loc>/g)!.every(Boolean)).toBe(true);
    for (const [, loc] of xml.matchAll(/<loc>([^<]*)<\/loc>/g))
      expect(loc!.startsWith('https://www.tippwerk.example/')).toBe(true);
  });

  it("still lists the shop's own public routes when the backend fails or hangs", async () => {
    const answer = await call(sitemap, () => Promise.reject(new Error('timeout')));
    const xml = await answer.text();
    expect(answer.status).toBe(200);
    expect(xml).toContain('<loc>https://www.tippwerk.example/lotto/normalschein</loc>');
  });

  it('keeps only addresses on the given origin', () => {
    expect(
      sitemapPaths(
        '<loc>https://a.example/x</loc><loc>https://b.example/y</loc><loc>nonsense</loc>',
        'https://a.example',
      ),
    ).toEqual(['/x']);
  });
});
