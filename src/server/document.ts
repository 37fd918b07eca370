import type { SeoData } from '../../core/domain/seo';
import { headTags } from '../app/head-manager';
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../app/runtime-config';
import type { ClientAssets } from './client-assets';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside an HTML element: `<`, `>`, `&` and the line separators escaped, so nothing can close the element. */
function escapeJsonForHtml(value: unknown): string {
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
 * canonical, Open Graph), styles, the runtime configuration (a JSON data block, in the head so it is
 * there whenever the app's code runs), then the loader that starts the app.
 */
export function documentHead({
  nonce,
  assets,
  config,
  seo = null,
}: {
  nonce: string;
  assets: ClientAssets;
  config: RuntimeConfig;
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
    // Installable (issue 19): name, icons and theme colour of the web app.
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${escapeJsonForHtml(config)}</script>`,
    `<script nonce="${n}">${CONSENT_MARK}${appLoader(assets)}</script>`,
    '</head>',
    // No whitespace inside #root: React hydrates exactly what it rendered.
    '<body>\n<div id="root">',
  ].join('\n');
}

/**
 * A visitor who has decided on cookies (COOKIE_CONSENT in local storage) does not see the banner
 * the server rendered for a first visit: marked before the first paint, hidden by CSS (app.css)
 * until the app has taken over (main.tsx removes the mark).
 */
const CONSENT_MARK =
  "try{if(localStorage.getItem('COOKIE_CONSENT'))document.documentElement.setAttribute('data-consent','')}catch(e){}" +
  // Until the app has taken over, a click would do nothing (app.css lets it fall through to nothing
  // visible); a page whose app never starts becomes clickable after 10 s. Without JavaScript nothing is marked.
  "var r=document.documentElement;r.setAttribute('data-booting','');setTimeout(function(){r.removeAttribute('data-booting')},10000);";

/**
 * Starts the app once the server's page is on screen (its first contentful paint, at the latest
 * after 3 s; at once in a hidden tab): on a slow line the page's HTML and styles get the bandwidth
 * first, and the app's code (about 190 KB) follows to hydrate it. Inline with the response's nonce;
 * what it adds is trusted through 'strict-dynamic' (and carries the nonce too).
 */
function appLoader(assets: ClientAssets): string {
  const entry = escapeJsonForHtml(assets.entry);
  const preloads = escapeJsonForHtml(assets.preloads);
  return (
    `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,done=0;` +
    `function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];if(n)e.nonce=n;d.head.appendChild(e)}` +
    `function go(){if(done)return;done=1;${preloads}.forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
    `add('script',{type:'module',src:${entry}})}` +
    `if(d.visibilityState!=='visible'||typeof PerformanceObserver!=='function')return go();` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})` +
    `.observe({type:'paint',buffered:true})}catch(x){return go()}setTimeout(go,3000)})();`
  );
}

/** After the app: a word for browsers without JavaScript. */
export function documentTail(): string {
  return `</div>\n<noscript>Bitte aktivieren Sie JavaScript, um bei Tippwerk zu spielen.</noscript>\n</body>\n</html>\n`;
}
