import { useEffect, useEffectEvent } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import type { SeoData } from '../../core/domain/seo';
import type { RouteLocation } from '../../core/use-cases/load-seo.use-case';
import { markSeoTitle } from './seo-title';
import { readRuntimeConfig } from './runtime-config';

/** The bit of `document` the head manager touches (a fake in tests). */
export type HeadDocument = Pick<Document, 'title' | 'head' | 'documentElement' | 'createElement'>;

type Tag =
  | {
      readonly element: 'meta';
      readonly attr: 'name' | 'property';
      readonly key: string;
      readonly content: string | null;
    }
  | { readonly element: 'link'; readonly rel: string; readonly href: string };

/** What a route's SEO data becomes in `<head>`; null values remove the tag. */
export function headTags(seo: SeoData): Tag[] {
  const meta = (attr: 'name' | 'property', key: string, content: string | null): Tag => ({
    element: 'meta',
    attr,
    key,
    content,
  });
  return [
    meta('name', 'description', seo.description),
    meta('name', 'robots', seo.robots),
    meta('property', 'og:title', seo.openGraphTitle),
    meta('property', 'og:description', seo.openGraphDescription),
    meta('property', 'og:url', seo.openGraphUrl),
    meta('property', 'og:type', seo.openGraphType),
    meta('property', 'og:site_name', seo.openGraphSiteName),
    meta('property', 'og:locale', seo.openGraphLocale),
    meta('property', 'og:image', seo.openGraphImage),
    meta('name', 'twitter:card', seo.twitterCard),
    meta('name', 'twitter:title', seo.twitterTitle),
    meta('name', 'twitter:description', seo.twitterDescription),
    { element: 'link', rel: 'canonical', href: seo.canonical },
  ];
}

/**
 * The page's own addresses in SEO data that name the backend's origin (a backend that builds them
 * from the request it got, like the fake API on its own port) moved to the origin the player uses.
 */
export function onSiteOrigin(seo: SeoData, backendOrigin: string, siteOrigin: string): SeoData {
  if (!backendOrigin || backendOrigin === siteOrigin) return seo;
  const move = (url: string) =>
    url.startsWith(`${backendOrigin}/`) ? `${siteOrigin}${url.slice(backendOrigin.length)}` : url;
  return { ...seo, canonical: move(seo.canonical), openGraphUrl: move(seo.openGraphUrl) };
}

/** Writes title, lang, meta tags and the canonical link; existing tags are updated in place, never duplicated. */
export function applySeo(doc: HeadDocument, seo: SeoData): void {
  doc.title = seo.title;
  doc.documentElement.setAttribute('lang', seo.lang || 'de');
  for (const tag of headTags(seo)) {
    if (tag.element === 'link') {
      let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${tag.rel}"]`);
      if (!link) {
        link = doc.createElement('link');
        link.setAttribute('rel', tag.rel);
        doc.head.appendChild(link);
      }
      link.setAttribute('href', tag.href);
      continue;
    }
    const selector = `meta[${tag.attr}="${tag.key}"]`;
    let meta = doc.head.querySelector<HTMLMetaElement>(selector);
    if (tag.content === null) {
      meta?.remove();
      continue;
    }
    if (!meta) {
      meta = doc.createElement('meta');
      meta.setAttribute(tag.attr, tag.key);
      doc.head.appendChild(meta);
    }
    meta.setAttribute('content', tag.content);
  }
}

/** Deepest matched route with a name, and the params, as the SEO use case wants them. */
export function routeLocationOf(
  pathname: string,
  matches: readonly Pick<UIMatch, 'handle' | 'params'>[],
): RouteLocation {
  const named = [...matches]
    .reverse()
    .find((m) => typeof (m.handle as { name?: unknown } | undefined)?.name === 'string');
  return { pathname, routeName: named ? (named.handle as { name: string }).name : null, params: named?.params ?? {} };
}

export interface SeoLoader {
  execute(location: RouteLocation): Promise<SeoData | null>;
}

/**
 * The head manager (spec/2 §7.7): on every path change asks for the route's SEO data and applies
 * it; an answer for a path already left is dropped. A failure keeps the head as it was (the page's
 * own title from usePageTitle). Query changes (modals) are not route changes. Call once, in the app layout.
 */
export function useHeadManager(seo: SeoLoader): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const location = routeLocationOf(pathname, matches);
  // The key holds what matters of the location; the object itself is new on every render.
  const key = `${pathname}|${location.routeName ?? ''}`;
  const currentLocation = useEffectEvent(() => location);
  useEffect(() => {
    let current = true;
    const asked = currentLocation();
    void seo.execute(asked).then((data) => {
      if (!current || !data) return;
      const backend = readRuntimeConfig()?.apiBaseUrl;
      applySeo(document, backend ? onSiteOrigin(data, new URL(backend).origin, window.location.origin) : data);
      markSeoTitle(asked.pathname);
    });
    return () => {
      current = false;
    };
  }, [key, seo]);
}
