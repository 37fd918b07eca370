import type { MetaDescriptor } from 'react-router';
import type { SeoData } from '../../core/domain/seo';

/** What the root loader gives every page: the route's SEO data, null when the product server had none. */
export interface RootData {
  readonly seo: SeoData | null;
}

const DEFAULT_TITLE = 'Tippwerk – Lotto online spielen';
const DEFAULT_DESCRIPTION =
  'Tippwerk – LOTTO 6aus49, Eurojackpot, GlücksSpirale und KENO online spielen. Spielteilnahme ab 18 Jahren.';

/** The route's SEO data as head tags (title, description, robots, canonical, Open Graph, Twitter). */
export function seoMeta(seo: SeoData | null): MetaDescriptor[] {
  if (!seo) return [{ title: DEFAULT_TITLE }, { name: 'description', content: DEFAULT_DESCRIPTION }];
  const named = (name: string, content: string | null): MetaDescriptor[] => (content ? [{ name, content }] : []);
  const property = (key: string, content: string | null): MetaDescriptor[] =>
    content ? [{ property: key, content }] : [];
  return [
    { title: seo.title || DEFAULT_TITLE },
    ...named('description', seo.description),
    ...named('robots', seo.robots),
    ...property('og:title', seo.openGraphTitle),
    ...property('og:description', seo.openGraphDescription),
    ...property('og:url', seo.openGraphUrl),
    ...property('og:type', seo.openGraphType),
    ...property('og:site_name', seo.openGraphSiteName),
    ...property('og:locale', seo.openGraphLocale),
    ...property('og:image', seo.openGraphImage),
    ...named('twitter:card', seo.twitterCard),
    ...named('twitter:title', seo.twitterTitle),
    ...named('twitter:description', seo.twitterDescription),
    ...(seo.canonical ? [{ tagName: 'link', rel: 'canonical', href: seo.canonical }] : []),
  ];
}

/** An address as the URL parser writes it (percent-encoded), or '' when it is none. */
function encoded(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return '';
  }
}

/**
 * The page's own addresses in SEO data that name the backend's origin (a backend that builds them
 * from the request it got, like the fake API on its own port) moved to the shop's public origin,
 * and written percent-encoded, never as a path decoded from the request.
 */
export function onSiteOrigin(seo: SeoData, backendOrigin: string, siteOrigin: string): SeoData {
  const move = (url: string) =>
    encoded(
      backendOrigin && backendOrigin !== siteOrigin && url.startsWith(`${backendOrigin}/`)
        ? `${siteOrigin}${url.slice(backendOrigin.length)}`
        : url,
    );
  return { ...seo, canonical: move(seo.canonical), openGraphUrl: move(seo.openGraphUrl) };
}
