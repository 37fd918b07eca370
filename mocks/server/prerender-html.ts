/**
 * The document the start server sends for a prerendered page (docs/decisions.md, "Prerendered
 * first visits"): the built index.html with the page's markup inside an inert #root, the page's
 * title and meta, the stylesheets the page used, and the app's scripts handed to
 * /boot-loader.js, which starts them after the first paint. Pure, so it is tested without a browser.
 */
export interface PageSnapshot {
  /** #root's inner HTML, without style attributes (CSP), scripts or frames. */
  readonly html: string;
  readonly title: string;
  readonly description: string | null;
  readonly robots: string | null;
  readonly canonical: string | null;
  /** Same-origin stylesheet paths the page had loaded (the shell's and its lazy chunks'). */
  readonly stylesheets: readonly string[];
}

export class PrerenderTemplateError extends Error {
  override name = 'PrerenderTemplateError';
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');
/** Only root-relative asset paths of this origin are linked (never `//host/…` or a scheme). */
const isLocalPath = (path: string) => /^\/(?!\/)[\w./-]+$/.test(path);

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const ROOT = '<div id="root"></div>';

export function prerenderedDocument(indexHtml: string, page: PageSnapshot): string {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes(ROOT))
    throw new PrerenderTemplateError('index.html has no module entry or no empty #root');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const styles = page.stylesheets.filter((href) => isLocalPath(href) && !indexHtml.includes(`href="${href}"`));
  const head = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...(page.robots ? [`<meta name="robots" content="${escapeAttribute(page.robots)}" />`] : []),
    ...(page.canonical && /^https?:\/\//.test(page.canonical)
      ? [`<link rel="canonical" href="${escapeAttribute(page.canonical)}" />`]
      : []),
    // Classic and synchronous: it marks returning visitors before the first paint (see boot-loader.js).
    `<script src="/boot-loader.js" data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}"></script>`,
  ];
  let document = indexHtml.replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  if (page.description !== null) {
    document = document.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttribute(page.description!)}" />`,
    );
  }
  document = document.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  return document.replace(ROOT, () => `<div id="root" inert data-prerendered>${page.html}</div>`);
}
