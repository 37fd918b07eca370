import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DeferScripts, deferScriptsIn } from '../../src/app/defer-scripts';
import { DEFERRED_TYPE } from '../../src/app/start-after-paint';

const DOCUMENT =
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><title>Größe</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/runtime-B.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/style-C.css"/></head><body><div class="tw-app">Ä</div>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>' +
  '<script nonce="n1">$RC("B:1","S:1")</script></body></html>';

/** The document through the transform, cut into chunks of `size` bytes (tags and characters split anywhere). */
async function deferred(size: number): Promise<string> {
  const bytes = Buffer.from(DOCUMENT, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(new DeferScripts())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe("the app's code after the first paint", () => {
  it.each([1, 7, 64, 100_000])(
    'leaves out the modulepreloads and makes the start script inert, carrying them (chunks of %i bytes)',
    async (size) => {
      const html = await deferred(size);
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toContain(
        `<script nonce="n1" type="${DEFERRED_TYPE}" data-preloads="[&quot;/assets/entry.client-A.js&quot;,&quot;/assets/runtime-B.js&quot;]">import * as route0`,
      );
      expect(html).not.toContain('type="module"');
      // Everything else as it was: the styles, the router's context and data, the text.
      expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/style-C.css"/></head>');
      expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
      expect(html).toContain('<title>Größe</title>');
      expect(html).toContain('<div class="tw-app">Ä</div>');
      expect(html.endsWith('<script nonce="n1">$RC("B:1","S:1")</script></body></html>')).toBe(true);
    },
  );

  it('does the same in one pass to a whole page (a public page is sent whole)', async () => {
    expect(deferScriptsIn(DOCUMENT)).toBe(await deferred(7));
    // Without a head (an odd document) it changes nothing.
    expect(deferScriptsIn('<p>kein Kopf</p>')).toBe('<p>kein Kopf</p>');
  });

  it('sends what React writes in one go as one chunk, and streams what comes later', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    const split = bytes.indexOf('<script nonce="n1">$RC');
    const transform = new DeferScripts();
    const received: string[] = [];
    transform.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    // The shell, written as React writes it: many pieces in one turn of the event loop.
    for (let i = 0; i < split; i += 16) transform.write(bytes.subarray(i, Math.min(i + 16, split)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('<div class="tw-app">Ä</div>');
    // A later piece (a suspended part, streamed when ready) is not held back until the end.
    transform.write(bytes.subarray(split));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toHaveLength(2);
    expect(received[1]).toBe('<script nonce="n1">$RC("B:1","S:1")</script></body></html>');
    transform.end();
    await new Promise((resolve) => transform.once('end', resolve));
    expect(received.join('')).not.toContain('modulepreload');
  });
});
