import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RenderedPage, RenderPage } from '../../src/server/app-handler';
import { cachingPages } from '../../src/server/page-cache';

/** A renderer that counts its renders and streams a page carrying the nonce (in two chunks, with a flush). */
function renderer(status = 200, options: { failed?: boolean; size?: number } = {}) {
  const renders: string[] = [];
  const render: RenderPage = (request, nonce) => {
    renders.push(`${request.method} ${request.url}`);
    return Promise.resolve({
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      complete: () => !options.failed,
      pipe: (destination) => {
        destination.write(`<html><script nonce="${nonce}">/* ${renders.length} */</script>`);
        (destination as { flush?: () => void }).flush?.();
        destination.end(`${'x'.repeat(options.size ?? 10)}<p nonce="${nonce}">${request.url}</p></html>`);
      },
    } satisfies RenderedPage);
  };
  return { renders, render };
}

/** The page's HTML as a response body would carry it. */
function read(page: RenderedPage): Promise<string> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<string>((resolve) => sink.on('end', () => resolve(Buffer.concat(chunks).toString())));
  page.pipe!(sink);
  return ended;
}

const get = (url: string, method = 'GET') => new Request(url, { method });

describe('the cache of rendered pages', () => {
  it('renders a page once while it is fresh, and gives every answer its own nonce', async () => {
    let now = 0;
    const { renders, render } = renderer();
    const pages = cachingPages(render, { ttlMs: 5000, now: () => now });
    const first = await read(await pages(get('https://shop.example/lotto'), 'nonce-one'));
    now = 4999;
    const again = await pages(get('https://shop.example/lotto'), 'nonce-two');
    expect(again.status).toBe(200);
    expect(again.headers['Content-Type']).toBe('text/html; charset=utf-8');
    const second = await read(again);
    expect(second).toBe(first.replaceAll('nonce-one', 'nonce-two'));
    expect(second).not.toContain('nonce-one');
    expect(renders).toHaveLength(1);
    now = 5001;
    await read(await pages(get('https://shop.example/lotto'), 'nonce-three'));
    expect(renders).toHaveLength(2);
  });

  it('keeps each address on its own: path, query and origin', async () => {
    const { renders, render } = renderer();
    const pages = cachingPages(render, { ttlMs: 5000 });
    for (const url of ['https://shop.example/a', 'https://shop.example/a?x=1', 'https://other.example/a'])
      for (let i = 0; i < 2; i += 1) expect(await read(await pages(get(url), 'n'))).toContain(url);
    expect(renders).toEqual([
      'GET https://shop.example/a',
      'GET https://shop.example/a?x=1',
      'GET https://other.example/a',
    ]);
  });

  it('never keeps a failed render, another status, a page too large or what is not a GET or HEAD', async () => {
    for (const [status, options] of [
      [200, { failed: true }],
      [404, {}],
      [200, { size: 2000 }],
    ] as const) {
      const { renders, render } = renderer(status, options);
      const pages = cachingPages(render, { ttlMs: 5000, maxBytes: 1000 });
      for (let i = 0; i < 2; i += 1) await read(await pages(get('https://shop.example/p'), 'n'));
      expect(renders, `${status} ${JSON.stringify(options)}`).toHaveLength(2);
    }
    const { renders, render } = renderer();
    const pages = cachingPages(render, { ttlMs: 5000 });
    for (let i = 0; i < 2; i += 1) await read(await pages(get('https://shop.example/p', 'POST'), 'n'));
    expect(renders).toHaveLength(2);
  });

  it('keeps at most maxEntries pages, the oldest going first', async () => {
    const { renders, render } = renderer();
    const pages = cachingPages(render, { ttlMs: 5000, maxEntries: 2 });
    for (const path of ['a', 'b', 'c', 'a']) await read(await pages(get(`https://shop.example/${path}`), 'n'));
    expect(renders).toHaveLength(4);
  });

  it('passes the stream through while recording it, flushes included', async () => {
    const { render } = renderer();
    const pages = cachingPages(render, { ttlMs: 5000 });
    const sink = Object.assign(new PassThrough(), { flushes: 0, flush: () => (sink.flushes += 1) });
    const text = new Promise<string>((resolve) => {
      let seen = '';
      sink.on('data', (chunk: Buffer) => (seen += chunk.toString()));
      sink.on('end', () => resolve(seen));
    });
    (await pages(get('https://shop.example/s'), 'n')).pipe!(sink);
    expect(await text).toContain('https://shop.example/s');
    expect(sink.flushes).toBe(1);
  });

  it('is the renderer itself when turned off', () => {
    const { render } = renderer();
    expect(cachingPages(render, { ttlMs: 0 })).toBe(render);
  });
});
