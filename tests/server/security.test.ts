import express from 'express';
import { describe, expect, it } from 'vitest';
import { createNonce, hostilePaths, methodGuard, securityHeaders, withNonce } from '../../src/server/security';
import { serve } from './support/listen';

/** A server with the security middleware in front of a page that shows its nonce. */
async function shop(
  policy: Parameters<typeof securityHeaders>[0] = { apiOrigin: 'https://api.example.com', https: false },
) {
  const app = express();
  app.use(hostilePaths, withNonce, securityHeaders(policy), methodGuard('http://shop.example'));
  app.all('/{*path}', (_req, res) => void res.send(`page ${(res.locals as { nonce: string }).nonce}`));
  return serve(app);
}

describe('security headers', () => {
  it('gives every response its own 128-bit nonce', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it("lets only scripts with the response's nonce run, never inline or eval, and nobody frame the shop", async () => {
    const base = await shop();
    const [first, second] = [await fetch(`${base}/`), await fetch(`${base}/`)];
    const csp = first.headers.get('content-security-policy')!;
    const nonce = (await first.text()).split(' ')[1]!;
    expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain("frame-src 'self'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('allows framing only the configured game providers, and sends HSTS only for an https shop', async () => {
    const framing = await shop({ apiOrigin: "'self'", frameOrigins: ['https://games.example.net'], https: true });
    const response = await fetch(`${framing}/games`);
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'self' https://games.example.net");
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    expect((await fetch(`${await shop()}/`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('hostile addresses', () => {
  const raw = async (base: string, path: string) => {
    // fetch() normalises paths; a raw request line is what a hostile client sends.
    const { request } = await import('node:http');
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/`, { path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it.each([
    '//evil.example/kundenkonto',
    '/\\evil.example/kundenkonto',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '///x',
  ])('answers %s with the German 404 page, never a page of the shop', async (path) => {
    const answer = await raw(await shop(), path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Seite nicht gefunden');
    expect(answer.body).not.toContain('page ');
  });

  it('refuses unreadable (400), control characters (400) and overlong (414) addresses', async () => {
    const base = await shop();
    expect((await raw(base, '/registrierung/%')).status).toBe(400);
    expect((await raw(base, '/a%00b')).status).toBe(400);
    expect((await raw(base, `/${'a'.repeat(9000)}`)).status).toBe(414);
    expect((await raw(base, '/lotto?x=%zz')).status).toBe(200);
  });
});

describe('what may change state', () => {
  it('reads with GET and HEAD, takes a POST only from our own pages with a small declared body', async () => {
    const base = await shop();
    expect((await fetch(`${base}/lotto`, { method: 'HEAD' })).status).toBe(200);
    const post = (headers: Record<string, string>, body = '{}') =>
      fetch(`${base}/lotto`, { method: 'POST', headers, body }).then((r) => r.status);
    expect(await post({ Origin: 'http://shop.example' })).toBe(200);
    expect(await post({ 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
    expect(await post({ Origin: 'https://evil.example' })).toBe(403);
    expect(await post({})).toBe(403);
    expect(await post({ Origin: 'http://shop.example' }, 'x'.repeat(70_000))).toBe(413);
    const put = await fetch(`${base}/lotto`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});
