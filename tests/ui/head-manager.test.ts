import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { applySeo, headTags, onSiteOrigin, routeLocationOf, type HeadDocument } from '../../src/app/head-manager';
import { routes } from '../../src/app/routes';
import type { SeoData } from '../../core/domain/seo';
import { isSitemapPath, PUBLIC_SITEMAP_PATHS } from '../../core/domain/sitemap';

/** Just enough of a DOM for the head manager: elements with attributes, a head that finds them by one attribute. */
class FakeElement {
  readonly attributes = new Map<string, string>();
  parent: FakeElement | null = null;
  readonly children: FakeElement[] = [];
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
  }
  querySelector(selector: string) {
    const [, tag, attr, value] = /^(\w+)\[([\w:-]+)="([^"]+)"\]$/.exec(selector)!;
    return this.children.find((c) => c.tagName === tag && c.getAttribute(attr!) === value) ?? null;
  }
}

function fakeDocument() {
  const head = new FakeElement('head');
  const html = new FakeElement('html');
  const doc = { title: '', head, documentElement: html, createElement: (tag: string) => new FakeElement(tag) };
  return {
    doc: doc as unknown as HeadDocument,
    head,
    html,
    get title() {
      return doc.title;
    },
  };
}

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

describe('head manager', () => {
  it('writes title, lang, description, robots, canonical, Open Graph and Twitter tags', () => {
    const d = fakeDocument();
    applySeo(d.doc, SEO);
    expect(d.title).toBe(SEO.title);
    expect(d.html.getAttribute('lang')).toBe('de');
    const meta = (attr: string, key: string) => d.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content');
    expect(meta('name', 'description')).toBe('LOTTO online.');
    expect(meta('name', 'robots')).toBe('index, follow');
    expect(meta('property', 'og:title')).toBe('LOTTO 6aus49 online spielen');
    expect(meta('property', 'og:url')).toBe('https://tippwerk.de/lotto');
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(d.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://tippwerk.de/lotto');
  });

  it('updates the tags of the previous route in place instead of adding more, and drops an image the next route lacks', () => {
    const d = fakeDocument();
    applySeo(d.doc, SEO);
    const count = d.head.children.length;
    applySeo(d.doc, {
      ...SEO,
      title: 'Warenkorb | Tippwerk',
      canonical: 'https://tippwerk.de/warenkorb',
      robots: 'noindex, nofollow',
      openGraphImage: null,
    });
    expect(d.head.children.length).toBe(count - 1);
    expect(d.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://tippwerk.de/warenkorb');
    expect(d.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(d.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(headTags(SEO).filter((t) => t.element === 'meta')).toHaveLength(12);
  });

  it('takes the deepest named route and its params', () => {
    const location = routeLocationOf('/lotto/lottozahlen-quoten/ziehung-21-11-2026', [
      { handle: undefined, params: {} },
      { handle: { name: 'lotteryNumbers' }, params: { date: 'ziehung-21-11-2026' } },
    ]);
    expect(location).toEqual({
      pathname: '/lotto/lottozahlen-quoten/ziehung-21-11-2026',
      routeName: 'lotteryNumbers',
      params: { date: 'ziehung-21-11-2026' },
    });
  });
});

/** Static paths of the route table below the app layout, with their route names. */
function staticRoutes(list: readonly RouteObject[], prefix = ''): { path: string; name: string }[] {
  return list.flatMap((route) => {
    const path = route.index
      ? prefix || '/'
      : route.path === undefined
        ? prefix
        : `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const name = (route.handle as { name?: string } | undefined)?.name;
    const own = name && !path.includes(':') && !path.includes('*') ? [{ path: path || '/', name }] : [];
    return [...own, ...staticRoutes(route.children ?? [], path)];
  });
}

describe('sitemap and route table', () => {
  it('lists every public, parameter-free route of the app (account, checkout, registration and dev pages excluded)', () => {
    const publicRoutes = staticRoutes(routes).filter(
      (r) => isSitemapPath(r.path) && !r.name.startsWith('account') && r.name !== 'notFound',
    );
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
