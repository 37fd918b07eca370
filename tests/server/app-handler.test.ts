import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppHandler, type RenderPage } from '../../src/server/app-handler';
import { listen, type RunningServer } from '../../src/server/http-server';
import { StaticAssets } from '../../src/server/static-assets';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request (fetch would decompress and hide the encoding). */
function send(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = `console.log(${JSON.stringify('Tippwerk '.repeat(400))});`;
const nonces: string[] = [];
const logLines: string[] = [];
let ready = true;
let dir = '';
let server: RunningServer;

const render: RenderPage = (req, nonce) => {
  nonces.push(nonce);
  const path = new URL(req.url).pathname;
  if (path === '/kaputt') return Promise.reject(new Error('database password is hunter2'));
  if (path === '/umgezogen') return Promise.resolve({ status: 301, headers: { Location: '/neu' }, body: '' });
  const status = path === '/' ? 200 : 404;
  return Promise.resolve({
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    pipe: (destination) => {
      destination.write(`<!doctype html><title>${path}</title>`);
      destination.end(`<p>${'Inhalt '.repeat(300)}</p>`);
    },
  });
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tippwerk-assets-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'sw.js'), SCRIPT);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>template');
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  const handler = createAppHandler({
    assets: new StaticAssets(dir),
    render,
    policy: { apiOrigin: 'https://api.example.com' },
    version: 'build-1',
    ready: () => Promise.resolve(ready),
    robots: (origin) => `Sitemap: ${origin}/sitemap.xml\n`,
    sitemap: (origin) => Promise.resolve(`<urlset><url><loc>${origin}/</loc></url></urlset>`),
    log: (line) => logLines.push(line),
    onError: () => {},
  });
  server = await listen(handler, 0, '127.0.0.1');
});

afterAll(async () => {
  await server.close(100);
  rmSync(dir, { recursive: true, force: true });
});

describe('the production server', () => {
  it('answers /healthz with its version and /readyz by whether the backend answers', async () => {
    const health = await send(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', version: 'build-1' });
    expect((await send(`${server.url}/readyz`)).status).toBe(200);
    ready = false;
    expect((await send(`${server.url}/readyz`)).status).toBe(503);
    ready = true;
  });

  it('serves robots.txt and the sitemap for the origin the player used', async () => {
    const robots = await send(`${server.url}/robots.txt`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.tippwerk.de' },
    });
    expect(robots.body.toString()).toBe('Sitemap: https://www.tippwerk.de/sitemap.xml\n');
    const sitemap = await send(`${server.url}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body.toString()).toContain(`<loc>${server.url}/</loc>`);
  });

  it('caches hashed assets forever and revalidates the others, compressed as the client accepts', async () => {
    const hashed = await send(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(hashed.body).toString()).toBe(SCRIPT);
    const worker = await send(`${server.url}/sw.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(worker.body).toString()).toBe(SCRIPT);
    const again = await send(`${server.url}/sw.js`, { headers: { 'If-None-Match': String(worker.headers.etag) } });
    expect(again.status).toBe(304);
    expect((await send(`${server.url}/favicon.ico`)).headers['content-type']).toBe('image/x-icon');
  });

  it('renders pages (never the HTML template as a file) with a fresh nonce in the CSP, streamed and compressed', async () => {
    const page = await send(`${server.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(gunzipSync(page.body).toString()).toContain('<title>/</title>');
    const second = await send(`${server.url}/index.html`);
    expect(second.status).toBe(404);
    expect(second.body.toString()).not.toContain('template');
    expect(nonces.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonces.at(-2)}'`);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('passes on the status and redirects the app decides', async () => {
    expect((await send(`${server.url}/gibt-es-nicht`)).status).toBe(404);
    const moved = await send(`${server.url}/umgezogen`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/neu');
  });

  it('answers a failed render with the German 500 page, never the internal message', async () => {
    const failed = await send(`${server.url}/kaputt`);
    expect(failed.status).toBe(500);
    expect(failed.body.toString()).toContain('Ein Fehler ist aufgetreten');
    expect(failed.body.toString()).not.toContain('hunter2');
  });

  it('takes only GET and HEAD', async () => {
    const post = await send(`${server.url}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await send(`${server.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('writes one JSON access-log line per request, without the query', async () => {
    logLines.length = 0;
    await send(`${server.url}/?token=geheim`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).not.toContain('geheim');
    expect(JSON.parse(logLines[0]!)).toMatchObject({ method: 'GET', path: '/', status: 200 });
  });
});
