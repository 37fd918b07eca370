import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { prerenderedDocument, type PageSnapshot } from './prerender-html';
import { staticFileOf, type StaticFile } from './static-files';

/** Requests of the prerenderer's own browser get the plain app, never an older snapshot. */
export const PRERENDER_REQUEST_HEADER = 'x-tippwerk-prerender';

export interface PrerendererOptions {
  /** The running server, e.g. http://127.0.0.1:4173. */
  readonly origin: string;
  /** The build folder (its index.html is the template). */
  readonly dir: string;
  readonly chromiumPath: string;
  /** Pages to render besides the sitemap's. */
  readonly extraPaths: readonly string[];
  /** Only these pages, instead of the sitemap's and the extras (PRERENDER_PATHS). */
  readonly onlyPaths: readonly string[] | null;
  readonly log: (line: string) => void;
}

/** A page is captured when two captures this far apart agree (at most this many tries). */
const STABLE_INTERVAL_MS = 400;
const STABLE_ATTEMPTS = 10;

/** Pages rendered at the same time (one browser, one context each). */
const CONCURRENT_PAGES = 3;

/** Runs in the page: #root's markup without scripts, frames or style attributes (CSP), plus the head's title, meta and stylesheets. */
const CAPTURE = `(() => {
  const root = document.getElementById('root').cloneNode(true);
  root.querySelectorAll('script, iframe, noscript, template').forEach((node) => node.remove());
  root.querySelectorAll('[style]').forEach((node) => node.removeAttribute('style'));
  const meta = (name) => document.querySelector('meta[name="' + name + '"]')?.getAttribute('content') ?? null;
  return {
    html: root.innerHTML,
    title: document.title,
    description: meta('description'),
    robots: meta('robots'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => new URL(link.href).origin === location.origin).map((link) => new URL(link.href).pathname),
  };
})()`;

/** Sitemap pages that are not prerendered: frames (games), the XSS test page and the archives (long, filled month by month). */
const SKIPPED = /^\/(games|test)(\/|$)|\/archiv$/;

/**
 * Renders the public pages (sitemap + extras) in headless Chromium against this server, as a
 * first-time visitor sees them after every request has answered, and keeps the documents in
 * memory for `fileFor`. `refresh()` renders all again (the server calls it periodically,
 * so jackpots and draws stay current); pages that fail keep their previous snapshot.
 */
export class Prerenderer {
  private readonly files = new Map<string, StaticFile>();
  private running: Promise<number> | null = null;

  constructor(private readonly options: PrerendererOptions) {}

  /** The page's prerendered document, gzipped and tagged once, as the static server sends files. */
  fileFor(pathname: string): StaticFile | undefined {
    return this.files.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  }

  refresh(): Promise<number> {
    this.running ??= this.renderAll().finally(() => (this.running = null));
    return this.running;
  }

  private async renderAll(): Promise<number> {
    const { chromium } = await import('@playwright/test');
    const template = await readFile(join(this.options.dir, 'index.html'), 'utf8');
    const paths = await this.paths();
    const browser = await chromium.launch({
      executablePath: this.options.chromiumPath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    });
    let rendered = 0;
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const snapshot = await this.snapshot(browser, path).catch((error: unknown) => {
          this.options.log(
            `Vorrendern von ${path} fehlgeschlagen: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
          return null;
        });
        if (!snapshot) continue;
        this.files.set(path, staticFileOf(prerenderedDocument(template, snapshot)));
        rendered += 1;
      }
    };
    try {
      await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
    } finally {
      await browser.close();
    }
    return rendered;
  }

  private async paths(): Promise<string[]> {
    if (this.options.onlyPaths) return [...this.options.onlyPaths];
    const sitemap = await fetch(`${this.options.origin}/sitemap.xml`).then((response) => response.text());
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    return [...new Set([...this.options.extraPaths, ...fromSitemap])].filter((path) => !SKIPPED.test(path));
  }

  private async snapshot(browser: Browser, path: string): Promise<PageSnapshot | null> {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      extraHTTPHeaders: { [PRERENDER_REQUEST_HEADER]: '1' },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${this.options.origin}${path}`, { waitUntil: 'networkidle' });
      // The live screen, not the boot placeholder; busy regions have answered.
      await page.waitForFunction(
        () =>
          document.querySelector('#root main') !== null && document.querySelector('#root [aria-busy="true"]') === null,
        null,
        { timeout: 10_000 },
      );
      if (new URL(page.url()).pathname !== path) return null; // redirected: the client decides
      // Late arrivals (a lazy banner, a slow answer) still change the page: take it once it holds still.
      // CAPTURE is a string, not a function: the server runs through tsx, whose helpers do not exist in the page.
      let snapshot = await page.evaluate<PageSnapshot>(CAPTURE);
      for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt += 1) {
        await page.waitForTimeout(STABLE_INTERVAL_MS);
        const again = await page.evaluate<PageSnapshot>(CAPTURE);
        if (again.html === snapshot.html) return snapshot;
        snapshot = again;
      }
      return null;
    } finally {
      await context.close();
    }
  }
}
