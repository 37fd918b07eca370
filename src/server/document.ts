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

/** The document up to the app's root element: styles first, the entry module (deferred by nature), its imports preloaded. */
export function documentHead({ nonce, assets }: { nonce: string; assets: ClientAssets }): string {
  const n = escapeAttribute(nonce);
  return [
    '<!doctype html>',
    '<html lang="de">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="description" content="Tippwerk – LOTTO 6aus49, Eurojackpot, GlücksSpirale und KENO online spielen. Spielteilnahme ab 18 Jahren.">',
    '<meta name="theme-color" content="#c8102e">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<title>Tippwerk – Lotto online spielen</title>',
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
