import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';

export interface ControlGuardOptions {
  /** FAKE_CONTROL_TOKEN: when set, the controls need `Authorization: Bearer <token>`. */
  controlToken?: string | null;
  /** Origins besides the request's own that may use the controls (`npm run api`: local dev servers). */
  allowOrigin?: (origin: string) => boolean;
  /** Host names the controls answer to (the Node server: its own loopback names, against DNS rebinding). */
  allowHost?: (host: string) => boolean;
}

/**
 * What a player's journey reaches on its own (the PSP's bank and PayPal pages, the ident page,
 * the game provider, the demo-player list): these stand in for third parties or public facts and
 * work without the control token. Everything else changes or reveals the fake world.
 */
const PUBLIC_CONTROLS: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/status$/ },
  { method: 'GET', path: /^\/psp\/(3ds|paypal)$/ },
  { method: 'POST', path: /^\/psp\/(3ds|paypal)$/ },
  { method: 'GET', path: /^\/psp\/test_cards$/ },
  { method: 'GET', path: /^\/ident\/[^/]+$/ },
  { method: 'GET', path: /^\/ident$/ },
  { method: 'POST', path: /^\/ident$/ },
  { method: 'GET', path: /^\/game-provider\/play$/ },
];

const refuse = (status: number, code: string) => HttpResponse.json({ code }, { status });

const isJson = (contentType: string) => /^application\/json\s*(;|$)/i.test(contentType.trim());

/** Compares without an early exit, so the answer time says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** The refusal for a control request, or null when it may pass. */
function controlRefusal(request: Request, options: ControlGuardOptions): Response | null {
  const url = new URL(request.url);
  if (options.allowHost && !options.allowHost(url.hostname)) return refuse(403, 'foreign_host');
  // A page of another site must not drive the fake world (CSRF): browsers name the page's origin.
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin !== url.origin && !options.allowOrigin?.(origin)) return refuse(403, 'foreign_origin');
  } else if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return refuse(403, 'foreign_origin');
  }
  // Forms can post text/plain, urlencoded and multipart across sites without a preflight; JSON they cannot.
  const contentType = request.headers.get('content-type');
  const hasBody = request.body !== null || contentType !== null;
  if (request.method !== 'GET' && request.method !== 'HEAD' && hasBody && !isJson(contentType ?? ''))
    return refuse(415, 'unsupported_media_type');
  const token = options.controlToken;
  if (!token) return null;
  const controlPath = url.pathname.slice(API_PATHS.fakeControl.length);
  if (PUBLIC_CONTROLS.some((c) => c.method === request.method && c.path.test(controlPath))) return null;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (sameSecret(given, token)) return null;
  return HttpResponse.json(
    { code: 'control_token_required' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
  );
}

/** Placed in front of every `/__fake` handler: refuses, or falls through to the real control. */
export function controlGuard(baseUrl: string, options: ControlGuardOptions): HttpHandler {
  return http.all(
    `${baseUrl}${API_PATHS.fakeControl}/*`,
    ({ request }) => controlRefusal(request, options) ?? undefined,
  );
}
