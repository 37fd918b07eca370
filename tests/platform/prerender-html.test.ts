import { describe, expect, it } from 'vitest';
import { prerenderedDocument, PrerenderTemplateError, type PageSnapshot } from '../../mocks/server/prerender-html';
import { parseServerOptions } from '../../mocks/server/server-options';

/** The shape Vite writes (index.html of a production build). */
const INDEX = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tippwerk – Lotto online spielen." />
    <title>Tippwerk – Lotto online spielen</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/temporal-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const snapshot = (overrides: Partial<PageSnapshot> = {}): PageSnapshot => ({
  html: '<div class="tw-app"><main id="main"><h1>LOTTO 6aus49</h1></main></div>',
  title: 'LOTTO 6aus49 Normalschein | Tippwerk',
  description: 'Normalschein online ausfüllen.',
  robots: 'index, follow',
  canonical: 'https://tippwerk.example/lotto/normalschein',
  stylesheets: ['/assets/index-3.css', '/assets/ticket-4.css'],
  ...overrides,
});

describe('prerendered document', () => {
  it('puts the page into an inert #root that the app replaces', () => {
    const page = prerenderedDocument(INDEX, snapshot());
    expect(page).toContain(
      '<div id="root" inert data-prerendered><div class="tw-app"><main id="main"><h1>LOTTO 6aus49</h1></main></div></div>',
    );
    expect(page).not.toContain('<div id="root"></div>');
  });

  it('hands the module entry and its preloads to the boot loader instead of loading them before the first paint', () => {
    const page = prerenderedDocument(INDEX, snapshot());
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(
      '<script src="/boot-loader.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/temporal-2.js"></script>',
    );
    // Synchronous in the head, after the stylesheets: it marks returning visitors before anything paints.
    expect(page.indexOf('boot-loader.js')).toBeGreaterThan(page.indexOf('index-3.css'));
    expect(page.indexOf('boot-loader.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it("links the page's lazy stylesheets once and carries its title, description, robots and canonical", () => {
    const page = prerenderedDocument(INDEX, snapshot());
    expect(page.match(/index-3\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/ticket-4.css">');
    expect(page).toContain('<title>LOTTO 6aus49 Normalschein | Tippwerk</title>');
    expect(page).toContain('<meta name="description" content="Normalschein online ausfüllen." />');
    expect(page).toContain('<meta name="robots" content="index, follow" />');
    expect(page).toContain('<link rel="canonical" href="https://tippwerk.example/lotto/normalschein" />');
  });

  it('escapes head values and links only same-origin paths', () => {
    const page = prerenderedDocument(
      INDEX,
      snapshot({
        title: '</title><script>alert(1)</script>',
        description: '" onload="alert(1)',
        canonical: 'javascript:alert(1)',
        stylesheets: ['//evil.example/x.css', 'https://evil.example/y.css', '/assets/ok.css', '/assets/"bad.css'],
      }),
    );
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('content="&quot; onload=&quot;alert(1)"');
    expect(page).not.toContain('javascript:');
    expect(page).not.toContain('evil.example');
    expect(page).not.toContain('bad.css');
    expect(page).toContain('href="/assets/ok.css"');
  });

  it('keeps replacement patterns in page text literal', () => {
    const page = prerenderedDocument(INDEX, snapshot({ html: '<p>Gewinn: 5 $& mehr $1</p>', title: "Quoten $' $`" }));
    expect(page).toContain('<p>Gewinn: 5 $& mehr $1</p>');
    expect(page).toContain("<title>Quoten $' $`</title>");
  });

  it('refuses a template without a module entry or an empty #root (nothing half-rendered is served)', () => {
    expect(() => prerenderedDocument(INDEX.replace(/<script type="module"[^>]*><\/script>/, ''), snapshot())).toThrow(
      PrerenderTemplateError,
    );
    expect(() =>
      prerenderedDocument(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), snapshot()),
    ).toThrow(PrerenderTemplateError);
  });
});

describe('prerender option of the start server', () => {
  it('is on for --serve with Debian Chromium by default, follows CHROMIUM_PATH, and PRERENDER=0 turns it off', () => {
    expect(parseServerOptions(['--serve', 'dist'], {}).prerender).toEqual({
      chromiumPath: '/usr/bin/chromium',
      paths: null,
    });
    expect(parseServerOptions(['--serve', 'dist'], { CHROMIUM_PATH: '/opt/chrome' }).prerender).toEqual({
      chromiumPath: '/opt/chrome',
      paths: null,
    });
    expect(parseServerOptions(['--serve', 'dist'], { PRERENDER: '0' }).prerender).toBeNull();
    expect(parseServerOptions(['--api-only'], {}).prerender).toBeNull();
  });

  it('takes PRERENDER_PATHS as a comma-separated list of paths and refuses anything else', () => {
    expect(
      parseServerOptions(['--serve', 'dist'], { PRERENDER_PATHS: '/, /warenkorb,/lotto/normalschein' }).prerender
        ?.paths,
    ).toEqual(['/', '/warenkorb', '/lotto/normalschein']);
    for (const bad of ['https://evil.example/', '//evil.example', 'lotto', '/a b', '/faq?x=1']) {
      expect(() => parseServerOptions(['--serve', 'dist'], { PRERENDER_PATHS: bad })).toThrow(/PRERENDER_PATHS/);
    }
  });
});
