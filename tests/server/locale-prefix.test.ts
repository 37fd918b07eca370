import { request } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { localePrefixRedirect } from '../../src/server/locale-prefix';
import { serve } from './support/listen';

const PUBLIC_ORIGIN = 'http://shop.example';

/**
 * The server every way of running the shop uses (`npm run serve`, `npm start`, `npm run dev`:
 * src/server/app.ts), here without a build: a request that reaches React Router fails with a 500,
 * so a 302 can only come from what runs before it.
 */
const shopServer = () =>
  serve(
    createApp(
      {
        build: () => Promise.reject(new Error('no pages in this test')),
        clientDir: null,
        apiBaseUrl: 'http://127.0.0.1:9',
        publicOrigin: PUBLIC_ORIGIN,
        publicCacheMs: 0,
        backendTimeoutMs: 1_000,
        version: 'test',
        log: () => undefined,
      },
      () => '',
    ),
  );

interface Answer {
  readonly status: number;
  readonly location: string | undefined;
  readonly setCookie: string[] | undefined;
  readonly body: string;
}

/** A raw request line (fetch() would resolve dot segments and normalise the path first). */
const raw = (base: string, path: string, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}/`, { path, method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          setCookie: res.headers['set-cookie'],
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

/** Where a browser goes with this Location on the shop's origin. */
const resolved = (location: string | undefined) => new URL(location ?? 'missing:', `${PUBLIC_ORIGIN}/`);

describe('the locale prefix /de', () => {
  it.each([
    ['/de', '/'],
    ['/de/', '/'],
    ['/de?utm_source=newsletter', '/?utm_source=newsletter'],
    ['/de/lotto', '/lotto'],
    ['/de/lotto/normalschein?quicktipp=2&utm_campaign=herbst', '/lotto/normalschein?quicktipp=2&utm_campaign=herbst'],
    ['/de/kundenkonto/limits', '/kundenkonto/limits'],
    ['/de/registrierung', '/registrierung'],
  ])('answers %s with 302 to %s (query kept), on the production server', async (path, target) => {
    const answer = await raw(await shopServer(), path);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(target);
    // No locale cookie (docs/decisions.md): the shop has one language, and a redirect sets nothing.
    expect(answer.setCookie).toBeUndefined();
  });

  it('redirects HEAD too, with the security headers every answer has', async () => {
    const base = await shopServer();
    const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = request(`${base}/de/faq`, { method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/faq');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    '/de//evil.example',
    '/de//evil.example/kundenkonto?x=1',
    '/de///evil.example',
    '/de/%2F%2Fevil.example',
    '/de/%2f%2fevil.example',
    '/de/%252F%252Fevil.example',
    '/de/%5Cevil.example',
    '/de/\\evil.example',
    '/de/.//evil.example',
    '/de/%2e//evil.example',
    '/de/x%2f/../%2f%2fevil.example',
  ])('keeps %s on the shop: the target passes the one same-origin rule', async (path) => {
    const answer = await raw(await shopServer(), path);
    expect(answer.status).toBe(302);
    const target = resolved(answer.location);
    expect(target.origin).toBe(PUBLIC_ORIGIN);
    expect(answer.location).toMatch(/^\/(?![/\\])/);
  });

  it('leaves every other address alone: /, paths that merely begin with "de", a "de" further in, and POST', async () => {
    const app = express();
    app.use(localePrefixRedirect);
    app.all('/{*path}', (req, res) => void res.send(`page ${req.method} ${req.originalUrl}`));
    const base = await serve(app);
    for (const path of ['/', '/deutschland', '/dev/styleguide', '/design?x=1', '/lotto/de/x', '/?de']) {
      const answer = await raw(base, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).toBe(`page GET ${path}`);
    }
    const post = await raw(base, '/de/warenkorb', 'POST');
    expect(post.status).toBe(200);
    expect(post.body).toBe('page POST /de/warenkorb');
  });

  it('does not redirect / on the production server: the one locale has no prefix, / goes on to the pages', async () => {
    // The build of this test has no pages: `/` reaches React Router (500 here), not a redirect.
    const answer = await raw(await shopServer(), '/');
    expect(answer.status).toBe(500);
    expect(answer.location).toBeUndefined();
  });
});
