import express from 'express';
import compression from 'compression';
import { describe, expect, it } from 'vitest';
import { pageCache } from '../../src/server/page-cache';
import { withNonce } from '../../src/server/security';
import { serve } from './support/listen';

/** A shop whose pages count their renders and carry the response's nonce, as React's stream writes them. */
async function shop(options: { ttlMs: number; now?: () => number; maxEntries?: number }, cacheControl = 'no-cache') {
  let renders = 0;
  const app = express();
  app.use(withNonce, compression(), pageCache(options));
  app.get('/{*path}', (req, res) => {
    renders += 1;
    const nonce = (res.locals as { nonce: string }).nonce;
    const status = req.path === '/missing' ? 404 : 200;
    res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl });
    if (req.path === '/broken') (res.locals as { renderFailed?: boolean }).renderFailed = true;
    res.write(`<script nonce="${nonce}">`);
    res.write(`render ${renders} of ${req.originalUrl}`);
    res.end(`</script>`);
  });
  return { base: await serve(app), renders: () => renders };
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)![1];

describe('page reuse', () => {
  it('renders an address once while it is fresh, and gives each response its own nonce', async () => {
    let now = 1000;
    const { base, renders } = await shop({ ttlMs: 5000, now: () => now });
    const first = await (await fetch(`${base}/lotto`)).text();
    const second = await fetch(`${base}/lotto`);
    const html = await second.text();
    expect(renders()).toBe(1);
    expect(html.replace(nonceOf(html)!, 'N')).toBe(first.replace(nonceOf(first)!, 'N'));
    expect(nonceOf(html)).not.toBe(nonceOf(first));
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    now = 6001;
    await fetch(`${base}/lotto`);
    expect(renders()).toBe(2);
  });

  it("keeps a shared page's hash policy with it, never a response's nonce policy", async () => {
    let renders = 0;
    const app = express();
    app.use(withNonce, (_req, res, next) => {
      // As helmet does: each response's own nonce.
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${(res.locals as { nonce: string }).nonce}'`);
      next();
    });
    app.use(pageCache({ ttlMs: 5000 }));
    app.get('/{*path}', (req, res) => {
      renders += 1;
      // A shared page (src/app/entry.server.tsx): rendered without a nonce, its scripts named by hash.
      if (req.path === '/geteilt') res.setHeader('Content-Security-Policy', "script-src 'sha256-abc'");
      res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, s-maxage=60' });
      res.end(`<script>render ${renders}</script>`);
    });
    const base = await serve(app);
    const policyOf = async (path: string) => (await fetch(`${base}${path}`)).headers.get('content-security-policy');
    expect([await policyOf('/geteilt'), await policyOf('/geteilt')]).toEqual([
      "script-src 'sha256-abc'",
      "script-src 'sha256-abc'",
    ]);
    const [first, second] = [await policyOf('/lotto'), await policyOf('/lotto')];
    expect(renders).toBe(2);
    expect(second).toMatch(/^script-src 'nonce-[^']+'$/);
    expect(second).not.toBe(first);
  });

  it('keeps the query in the address, and never keeps errors, private pages or failed renders', async () => {
    const { base, renders } = await shop({ ttlMs: 5000 });
    await fetch(`${base}/lotto?a=1`);
    await fetch(`${base}/lotto?a=2`);
    expect(renders()).toBe(2);
    for (const path of ['/missing', '/missing', '/broken', '/broken']) await fetch(`${base}${path}`);
    expect(renders()).toBe(6);
    const privatePages = await shop({ ttlMs: 5000 }, 'private, no-store');
    await fetch(`${privatePages.base}/kundenkonto`);
    await fetch(`${privatePages.base}/kundenkonto`);
    expect(privatePages.renders()).toBe(2);
  });

  it('holds at most maxEntries pages, whatever addresses visitors make up', async () => {
    const { base, renders } = await shop({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) await fetch(`${base}/lotto?x=${i}`);
    await fetch(`${base}/lotto?x=9`);
    await fetch(`${base}/lotto?x=0`);
    expect(renders()).toBe(11);
  });

  it('renders every time when turned off', async () => {
    const { base, renders } = await shop({ ttlMs: 0 });
    await fetch(`${base}/lotto`);
    await fetch(`${base}/lotto`);
    expect(renders()).toBe(2);
  });
});
