import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { errorPageHtml } from './error-pages';

/** What the policy needs to know besides the nonce. */
export interface SecurityPolicy {
  /** The backend's origin ("'self'" when it is mounted on this server): the browser calls it directly. */
  readonly apiOrigin: string;
  /** Origins whose pages the games page may frame (game providers); none by default. */
  readonly frameOrigins?: readonly string[];
  /** HSTS only for a shop that players reach over https. */
  readonly https: boolean;
  /** The dev server: Vite injects styles inline and talks to its HMR socket. */
  readonly development?: boolean;
}

/** A fresh nonce per response: 128 bits from the CSPRNG, base64. */
export const createNonce = (): string => randomBytes(16).toString('base64');

const nonceOf = (res: Response): string => (res.locals as { nonce: string }).nonce;

/** Gives every response its own CSP nonce (res.locals.nonce) before the headers are made. */
export const withNonce: RequestHandler = (_req, res, next) => {
  (res.locals as { nonce: string }).nonce = createNonce();
  next();
};

/**
 * helmet's headers with the shop's Content-Security-Policy: scripts run only with this response's
 * nonce (and what they load, 'strict-dynamic'); no inline styles or eval; nobody may frame the shop.
 */
export function securityHeaders(policy: SecurityPolicy): RequestHandler {
  const connect = [...new Set(["'self'", policy.apiOrigin, ...(policy.development ? ['ws:'] : [])])];
  const frames = ["'self'", ...(policy.frameOrigins ?? [])];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => `'nonce-${nonceOf(res as Response)}'`, "'strict-dynamic'"],
        styleSrc: policy.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: connect,
        frameSrc: frames,
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: policy.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  return (req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    headers(req, res, next);
  };
}

/** The longest address the shop answers (the router asks for its route manifest with up to 7,680); longer ones get a 414. */
const MAX_URL_LENGTH = 8_192;

/**
 * Addresses no page has, answered before anything else runs: too long (414), unreadable (400),
 * or beginning with `//` or `/\` (404). A browser reads such a path as another host, so a page
 * rendered for it would have links that leave the shop.
 */
export function hostilePaths(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  if (url.length > MAX_URL_LENGTH) return void sendErrorPage(res, 414);
  const path = url.split('?', 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return void sendErrorPage(res, 400);
  }
  if (/[\p{Cc}]/u.test(decoded)) return void sendErrorPage(res, 400);
  if (/^[/\\]{2}/.test(path) || /^[/\\]{2}/.test(decoded)) return void sendErrorPage(res, 404);
  next();
}

/** The largest body a page's action takes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * What changes state comes only from the shop's own pages: GET and HEAD read; a POST (a route's
 * action) must name our origin and declare a small body; every other method is a 405.
 */
export function methodGuard(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      return void sendErrorPage(res, 405);
    }
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    if (origin !== publicOrigin && site !== 'same-origin') return void sendErrorPage(res, 403);
    const length = Number(req.get('content-length'));
    if (!Number.isInteger(length)) return void sendErrorPage(res, 411);
    if (length > MAX_BODY_BYTES) return void sendErrorPage(res, 413);
    next();
  };
}

/** One of the server's own German error pages (no app, no scripts), never cached. */
export function sendErrorPage(res: Response, status: number): void {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(res.req.method === 'HEAD' ? undefined : errorPageHtml(status));
}
