import { describe, expect, it } from 'vitest';
import { isSitemapPath, PUBLIC_SITEMAP_PATHS, sitemapXml } from '../../core/domain/sitemap';

describe('isSitemapPath', () => {
  it.each([['/faq'], ['/lotto/regeln'], ['/kundenkonto-hilfe'], ['/warenkorbs'], ['/games/slot-1'], ['/devices']])(
    'lists %s',
    (path) => {
      expect(isSitemapPath(path)).toBe(true);
    },
  );

  it.each([
    ['/kundenkonto'],
    ['/kundenkonto/einstellungen'],
    ['/warenkorb'],
    ['/warenkorb/danke'],
    ['/meine-zahlen'],
    ['/registrierung/alles'],
    ['/dev'],
    ['/confirm_email/abc'],
    ['/passwort-zuruecksetzen'],
    ['/404'],
    ['//evil.example'],
    ['faq'],
    [''],
    ['https://www.tippwerk.de/faq'],
  ])('never lists %s', (path) => {
    expect(isSitemapPath(path)).toBe(false);
  });
});

describe('PUBLIC_SITEMAP_PATHS', () => {
  it('holds the home page and only paths the sitemap may list, each once', () => {
    expect(PUBLIC_SITEMAP_PATHS).toContain('/');
    for (const path of PUBLIC_SITEMAP_PATHS) expect(isSitemapPath(path), path).toBe(true);
    expect(new Set(PUBLIC_SITEMAP_PATHS).size).toBe(PUBLIC_SITEMAP_PATHS.length);
  });

  it('lists a page whose deeper segment is named like a private one', () => {
    expect(isSitemapPath('/hilfe/warenkorb')).toBe(true);
    expect(isSitemapPath('/faq/kundenkonto')).toBe(true);
  });
});

describe('sitemapXml', () => {
  it('lists every public route, then the further paths, each once, under the origin', () => {
    const xml = sitemapXml('https://www.tippwerk.de', ['/faq', '/lotto/regeln', '/lotto/regeln', '/warenkorb']);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([...PUBLIC_SITEMAP_PATHS, '/lotto/regeln'].map((path) => `https://www.tippwerk.de${path}`));
  });

  it('is a sitemaps.org document, one url per line', () => {
    expect(sitemapXml('https://a.de', ['/x'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_SITEMAP_PATHS.map((path) => `  <url><loc>https://a.de${path}</loc></url>`),
        '  <url><loc>https://a.de/x</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(sitemapXml('https://a.de')).toBe(sitemapXml('https://a.de', []));
  });

  it('escapes the five XML characters', () => {
    const xml = sitemapXml('https://a.de', [`/a&b<c>d"e'f`]);
    expect(xml).toContain(`<loc>https://a.de/a&amp;b&lt;c&gt;d&quot;e&apos;f</loc>`);
    expect(sitemapXml('https://a.de', ['/x&&y'])).toContain('<loc>https://a.de/x&amp;&amp;y</loc>');
  });
});
