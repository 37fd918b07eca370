import { describe, expect, it } from 'vitest';
import { MemoryConsentStore } from '../../adapters/memory/memory-consent-store';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { DecideCookieConsentUseCase } from '../../core/use-cases/decide-cookie-consent.use-case';
import { LoadSeoUseCase, seoRequestOf } from '../../core/use-cases/load-seo.use-case';
import { allowsAnalytics } from '../../core/domain/consent';
import type { SeoData, SeoRequest } from '../../core/domain/seo';
import { sitemapXml } from '../../core/domain/sitemap';

describe('DecideCookieConsentUseCase', () => {
  it('has no decision at first; "Nur notwendige" stores functional only, which allows no analytics', () => {
    const store = new MemoryConsentStore();
    const decide = new DecideCookieConsentUseCase(store);
    expect(decide.current()).toBeNull();
    expect(decide.execute({ kind: 'necessary' })).toEqual({ categories: ['functional'] });
    expect(store.read()).toEqual({ categories: ['functional'] });
    expect(allowsAnalytics(store.read())).toBe(false);
  });

  it('"Alle akzeptieren" stores every category; a custom choice always keeps the required ones, in canonical order', () => {
    const decide = new DecideCookieConsentUseCase(new MemoryConsentStore());
    expect(decide.execute({ kind: 'all' }).categories).toEqual(['functional', 'optimization', 'marketing']);
    expect(decide.execute({ kind: 'custom', categories: ['marketing', 'marketing'] }).categories).toEqual([
      'functional',
      'marketing',
    ]);
    expect(decide.execute({ kind: 'custom', categories: [] }, ['functional', 'optimization']).categories).toEqual([
      'functional',
      'optimization',
    ]);
  });
});

const SEO = { title: 'T', lang: 'de' } as SeoData;

describe('LoadSeoUseCase', () => {
  it('asks with the normalised path, the route name and an ISO date from a numbers page date param', async () => {
    const asked: SeoRequest[] = [];
    const load = new LoadSeoUseCase({ seo: (r) => (asked.push(r), Promise.resolve(SEO)) }, new MemoryErrorReporter());
    expect(
      await load.execute({
        pathname: '/Lotto/LottoZahlen-Quoten/ziehung-21-11-2026/',
        routeName: 'lotteryNumbers',
        params: { date: 'ziehung-21-11-2026' },
      }),
    ).toBe(SEO);
    expect(asked).toEqual([
      { path: '/lotto/lottozahlen-quoten/ziehung-21-11-2026', routeName: 'lotteryNumbers', date: '2026-11-21' },
    ]);
  });

  it('asks nothing for unnamed routes, ignores malformed dates, and reports a failure instead of throwing', async () => {
    expect(seoRequestOf({ pathname: '/x', routeName: null, params: {} })).toBeNull();
    expect(
      seoRequestOf({
        pathname: '/keno/zahlen-quoten/31-02',
        routeName: 'lotteryNumbers-keno',
        params: { date: '31-02' },
      })?.date,
    ).toBeNull();
    const reporter = new MemoryErrorReporter();
    const load = new LoadSeoUseCase({ seo: () => Promise.reject(new Error('down')) }, reporter);
    expect(await load.execute({ pathname: '/', routeName: 'index', params: {} })).toBeNull();
    expect(reporter.reports).toEqual([
      expect.objectContaining({ source: 'seo', context: expect.objectContaining({ path: '/', routeName: 'index' }) }),
    ]);
  });
});

describe('sitemapXml', () => {
  it('adds content paths once, escapes them and drops private or foreign ones', () => {
    const xml = sitemapXml('https://tippwerk.de', [
      '/agb',
      '/ueber-uns?a=1&b=2',
      '/kundenkonto/daten',
      '//evil.example',
      'https://evil.example',
    ]);
    expect(xml.match(/<loc>https:\/\/tippwerk.de\/agb<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://tippwerk.de/ueber-uns?a=1&amp;b=2</loc>');
    expect(xml).not.toContain('kundenkonto');
    expect(xml).not.toContain('evil');
  });
});
