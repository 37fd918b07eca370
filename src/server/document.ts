import type { SeoData } from '../../core/domain/seo';
import { headTags } from '../app/head-manager';
import type { ClientAssets } from './client-assets';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside an HTML element: `<`, `>`, `&` and the line separators escaped, so nothing can close the element. */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const DEFAULT_TITLE = 'Tippwerk – Lotto online spielen';
const DEFAULT_DESCRIPTION =
  'Tippwerk – LOTTO 6aus49, Eurojackpot, GlücksSpirale und KENO online spielen. Spielteilnahme ab 18 Jahren.';

/** The route's SEO data as head tags (the same ones the browser's head manager keeps up to date later). */
function seoTags(seo: SeoData | null): string[] {
  if (!seo) return [`<meta name="description" content="${escapeAttribute(DEFAULT_DESCRIPTION)}">`];
  return headTags(seo).flatMap((tag) => {
    if (tag.element === 'link') return [`<link rel="${tag.rel}" href="${escapeAttribute(tag.href)}">`];
    if (tag.content === null) return [];
    return [`<meta ${tag.attr}="${tag.key}" content="${escapeAttribute(tag.content)}">`];
  });
}

/**
 * The document up to the app's root element: the route's SEO data (title, description, robots,
 * canonical, Open Graph), styles, the entry module (deferred by nature) and its imports preloaded.
 */
export function documentHead({
  nonce,
  assets,
  seo = null,
}: {
  nonce: string;
  assets: ClientAssets;
  seo?: SeoData | null;
}): string {
  const n = escapeAttribute(nonce);
  return [
    '<!doctype html>',
    `<html lang="${escapeAttribute(seo?.lang || 'de')}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(seo?.title || DEFAULT_TITLE)}</title>`,
    ...seoTags(seo),
    '<meta name="theme-color" content="#c8102e">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" nonce="${n}">`),
    `<script type="module" src="${escapeAttribute(assets.entry)}" nonce="${n}"></script>`,
    '</head>',
    // No whitespace inside #root: React hydrates exactly what it rendered.
    '<body>\n<div id="root">',
  ].join('\n');
}

/** After the app: the runtime configuration and a word for browsers without JavaScript. */
export function documentTail({ configScript }: { configScript: string }): string {
  return `</div>\n${configScript}\n<noscript>Bitte aktivieren Sie JavaScript, um bei Tippwerk zu spielen.</noscript>\n</body>\n</html>\n`;
}
