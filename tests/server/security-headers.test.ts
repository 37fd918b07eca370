import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from '../../src/server/security-headers';

describe('security headers', () => {
  it('gives every response its own 128-bit nonce', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('lets only scripts with the nonce run, never inline or eval, and nobody frame the shop', () => {
    const csp = contentSecurityPolicy({ apiOrigin: 'https://api.example.com' }, 'abc');
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain("frame-src 'self'");
  });

  it('allows framing only the configured game providers', () => {
    const csp = contentSecurityPolicy(
      { apiOrigin: 'https://api.example.com', frameOrigins: ['https://games.example.net'] },
      'n',
    );
    expect(csp).toContain("frame-src 'self' https://games.example.net");
  });

  it('sends HSTS only when the request came over https', () => {
    expect(securityHeaders(undefined)).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders('http')).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders('https, http')['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(securityHeaders(undefined)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });
});
