import { randomBytes } from 'node:crypto';

/** What the policy needs to know besides the nonce. */
export interface SecurityPolicy {
  /** The backend's origin: the browser calls it directly (docs/decisions.md, issue 16). */
  readonly apiOrigin: string;
  /** Origins whose pages the games page may frame (game providers); none by default. */
  readonly frameOrigins?: readonly string[];
}

/** A fresh nonce per response: 128 bits from the CSPRNG, base64. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/**
 * Content-Security-Policy for one response. Scripts run only with this response's nonce (and
 * what they load, 'strict-dynamic'); no inline styles or eval; nobody may frame the shop.
 */
export function contentSecurityPolicy(policy: SecurityPolicy, nonce: string): string {
  const connect = ["'self'", policy.apiOrigin].filter(unique).join(' ');
  const frames = policy.frameOrigins?.length ? ["'self'", ...policy.frameOrigins].join(' ') : "'self'";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src ${frames}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function unique(value: string, index: number, all: readonly string[]): boolean {
  return all.indexOf(value) === index;
}

/** Headers every response carries; HSTS only when the request reached us over https (at a proxy). */
export function securityHeaders(forwardedProto: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https')
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
