import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { onSiteOrigin, seoMeta } from '../../src/app/seo-meta';
import { loader as rootLoader, meta as rootMeta } from '../../src/app/root';
import { routeLocation, type LoaderArgs } from '../../src/app/route-container';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { SEO as SEO_FEATURE } from '../../src/features/layout/seo.module';
import type { RouteLocation } from '../../core/use-cases/load-seo.use-case';
import type { SeoData } from '../../core/domain/seo';
import { isSitemapPath, PUBLIC_SITEMAP_PATHS } from '../../core/domain/sitemap';
import { testPlatform } from '../support/demo';
import { routeOf, testContext } from './support/route-loader';
import { pageRoutes } from './support/route-table';

const SEO: SeoData = {
  title: 'LOTTO 6aus49 online spielen | Tippwerk',
  description: 'LOTTO online.',
  canonical: 'https://tippwerk.de/lotto',
  routePath: '/lotto',
  robots: 'index, follow',
  openGraphTitle: 'LOTTO 6aus49 online spielen',
  openGraphDescription: 'LOTTO online.',
  openGraphUrl: 'https://tippwerk.de/lotto',
  openGraphType: 'website',
  openGraphSiteName: 'Tippwerk',
  openGraphLocale: 'de_DE',
  openGraphImage: 'https://tippwerk.de/favicon.svg',
  twitterCard: 'summary',
  twitterTitle: 'LOTTO 6aus49 online spielen',
  twitterDescription: 'LOTTO online.',
  lang: 'de',
};

/** The head as React Router's <Meta /> renders it: the title, meta tags by name or property, links. */
function head(descriptors: readonly MetaDescriptor[]) {
  const all = descriptors as readonly Record<string, string | undefined>[];
  const titles = all.filter((d) => 'title' in d).map((d) => d['title']);
  const metas = all.filter((d) => 'content' in d && ('name' in d || 'property' in d));
  const meta = (attr: 'name' | 'property', key: string) =>
    metas.filter((d) => d[attr] === key).map((d) => d['content']);
  const links = all.filter((d) => d['tagName'] === 'link');
  return { titles, metas, meta, links };
}

describe('seoMeta (the head of a page)', () => {
  it('gives title, description, robots, canonical, Open Graph and Twitter tags', () => {
    const h = head(seoMeta(SEO));
    expect(h.titles).toEqual([SEO.title]);
    expect(h.meta('name', 'description')).toEqual(['LOTTO online.']);
    expect(h.meta('name', 'robots')).toEqual(['index, follow']);
    expect(h.meta('property', 'og:title')).toEqual(['LOTTO 6aus49 online spielen']);
    expect(h.meta('property', 'og:description')).toEqual(['LOTTO online.']);
    expect(h.meta('property', 'og:url')).toEqual(['https://tippwerk.de/lotto']);
    expect(h.meta('property', 'og:type')).toEqual(['website']);
    expect(h.meta('property', 'og:site_name')).toEqual(['Tippwerk']);
    expect(h.meta('property', 'og:locale')).toEqual(['de_DE']);
    expect(h.meta('property', 'og:image')).toEqual(['https://tippwerk.de/favicon.svg']);
    expect(h.meta('name', 'twitter:card')).toEqual(['summary']);
    expect(h.meta('name', 'twitter:title')).toEqual(['LOTTO 6aus49 online spielen']);
    expect(h.meta('name', 'twitter:description')).toEqual(['LOTTO online.']);
    expect(h.metas).toHaveLength(12);
    expect(h.links).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://tippwerk.de/lotto' }]);
  });

  it('drops the tags of fields a route lacks (no image, no canonical), and never writes an empty one', () => {
    const h = head(
      seoMeta({ ...SEO, robots: 'noindex, nofollow', openGraphImage: null, canonical: '', twitterDescription: '' }),
    );
    expect(h.meta('name', 'robots')).toEqual(['noindex, nofollow']);
    expect(h.meta('property', 'og:image')).toEqual([]);
    expect(h.meta('name', 'twitter:description')).toEqual([]);
    expect(h.links).toEqual([]);
    expect(h.metas).toHaveLength(10);
    expect(h.metas.every((d) => d['content'])).toBe(true);
  });

  it('gives the default title and description without SEO data (null), and no robots, canonical or social tags', () => {
    const h = head(seoMeta(null));
    expect(h.titles).toEqual(['Tippwerk – Lotto online spielen']);
    expect(h.meta('name', 'description')).toHaveLength(1);
    expect(h.meta('name', 'description')[0]).toMatch(/^Tippwerk – .*ab 18 Jahren\.$/);
    expect(h.metas).toHaveLength(1);
    expect(h.links).toEqual([]);
    // An empty title from the product server falls back to the default as well.
    expect(head(seoMeta({ ...SEO, title: '' })).titles).toEqual(['Tippwerk – Lotto online spielen']);
  });
});

describe('the root route (SEO of every page)', () => {
  it('takes the deepest named route and its params', () => {
    expect(routeLocation({ routeOf }, '/lotto/lottozahlen-quoten/ziehung-21-11-2026')).toEqual({
      pathname: '/lotto/lottozahlen-quoten/ziehung-21-11-2026',
      routeName: 'lotteryNumbers',
      params: { date: 'ziehung-21-11-2026' },
    });
    expect(routeLocation({ routeOf }, '/lotto/normalschein')).toEqual({
      pathname: '/lotto/normalschein',
      routeName: 'products-lotto-regular',
      params: {},
    });
  });

  it("asks for the SEO data of the request's route, moves the backend's own addresses to the site, and gives the head", async () => {
    const container = await createContainer({ kind: 'memory', platform: testPlatform() });
    resolve(container, SEO_FEATURE.loadSeoUseCase);
    const asked: RouteLocation[] = [];
    let answer: () => Promise<SeoData | null> = () =>
      Promise.resolve({
        ...SEO,
        canonical: 'http://127.0.0.1:4010/lotto/lottozahlen-quoten/ziehung-21-11-2026',
        openGraphUrl: 'http://127.0.0.1:4010/lotto/lottozahlen-quoten/ziehung-21-11-2026',
      });
    container.rebind(SEO_FEATURE.loadSeoUseCase).toConstantValue({
      execute: (location: RouteLocation) => {
        asked.push(location);
        return answer();
      },
    } as never);
    const context = {
      ...testContext(container),
      backendOrigin: 'http://127.0.0.1:4010',
      publicOrigin: 'https://www.tippwerk.de',
    };
    const load = () =>
      rootLoader({
        params: {},
        request: new Request('https://www.tippwerk.de/lotto/lottozahlen-quoten/ziehung-21-11-2026?identifier=super6'),
        context,
      } as unknown as LoaderArgs);

    const data = await load();
    expect(asked).toEqual([
      {
        pathname: '/lotto/lottozahlen-quoten/ziehung-21-11-2026',
        routeName: 'lotteryNumbers',
        params: { date: 'ziehung-21-11-2026' },
      },
    ]);
    expect(data.seo?.canonical).toBe('https://www.tippwerk.de/lotto/lottozahlen-quoten/ziehung-21-11-2026');
    expect(data.seo?.openGraphUrl).toBe('https://www.tippwerk.de/lotto/lottozahlen-quoten/ziehung-21-11-2026');
    expect(JSON.parse(JSON.stringify(data)) as unknown).toEqual(data);
    const meta = rootMeta({ data } as Parameters<typeof rootMeta>[0]);
    expect(meta).toEqual(seoMeta(data.seo));
    expect(head(meta ?? []).links).toEqual([
      {
        tagName: 'link',
        rel: 'canonical',
        href: 'https://www.tippwerk.de/lotto/lottozahlen-quoten/ziehung-21-11-2026',
      },
    ]);

    // Without SEO data (none, or the product server failed) the page still has its default head.
    answer = () => Promise.reject(new Error('offline'));
    expect(await load()).toEqual({ seo: null });
    answer = () => Promise.resolve(null);
    expect(await load()).toEqual({ seo: null });
    expect(rootMeta({ data: { seo: null } } as Parameters<typeof rootMeta>[0])).toEqual(seoMeta(null));
  });
});

describe('sitemap and route table', () => {
  it('lists every public, parameter-free route of the app (account, checkout, registration and dev pages excluded)', () => {
    const publicRoutes = pageRoutes
      .filter((r) => !r.path.includes(':') && !r.path.includes('*'))
      .filter((r) => isSitemapPath(r.path) && !r.id.startsWith('account') && r.id !== 'notFound');
    expect(publicRoutes.length).toBeGreaterThan(10);
    for (const route of publicRoutes) expect(PUBLIC_SITEMAP_PATHS, route.path).toContain(route.path);
    expect(PUBLIC_SITEMAP_PATHS.some((p) => p.startsWith('/kundenkonto'))).toBe(false);
  });
});

describe('SEO addresses on the site the player uses', () => {
  it("moves the page's own addresses from the backend's origin to the site's, and leaves other addresses alone", () => {
    const fromBackend: SeoData = {
      ...SEO,
      canonical: 'http://127.0.0.1:4010/lotto/normalschein',
      openGraphUrl: 'http://127.0.0.1:4010/lotto/normalschein',
      openGraphImage: 'https://cdn.example/og.png',
    };
    const moved = onSiteOrigin(fromBackend, 'http://127.0.0.1:4010', 'https://www.tippwerk.de');
    expect(moved.canonical).toBe('https://www.tippwerk.de/lotto/normalschein');
    expect(moved.openGraphUrl).toBe('https://www.tippwerk.de/lotto/normalschein');
    expect(moved.openGraphImage).toBe('https://cdn.example/og.png');
    // A real backend already names the site: nothing to move.
    expect(onSiteOrigin(SEO, 'https://api.tippwerk.de', 'https://www.tippwerk.de')).toEqual(SEO);
    expect(
      onSiteOrigin({ ...SEO, canonical: 'http://127.0.0.1:40100/x' }, 'http://127.0.0.1:4010', 'https://s').canonical,
    ).toBe('http://127.0.0.1:40100/x');
  });
});

describe('SEO addresses are written encoded', () => {
  it('never carries a path decoded from the request: canonical and og:url are percent-encoded addresses', () => {
    const decoded: SeoData = {
      ...SEO,
      canonical: 'http://127.0.0.1:4010/ratgeber/"><script>alert(1)</script>',
      openGraphUrl: 'https://www.tippwerk.de/\u202eabc',
    };
    const written = onSiteOrigin(decoded, 'http://127.0.0.1:4010', 'https://www.tippwerk.de');
    expect(written.canonical).toBe('https://www.tippwerk.de/ratgeber/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(written.openGraphUrl).toBe('https://www.tippwerk.de/%E2%80%AEabc');
    expect(onSiteOrigin({ ...SEO, canonical: 'not an address' }, '', 'https://www.tippwerk.de').canonical).toBe('');
  });
});
