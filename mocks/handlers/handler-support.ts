import { HttpResponse } from 'msw';
import { PlatformError } from '../platform/platform-api';
import { HostileJsonError, parseUntrustedJson } from './safe-json';

/**
 * Set by the Node server (mocks/server/api-bridge.ts) to the caller's address, after removing any
 * copy the caller sent; absent in the page (MSW) and in msw/node tests.
 */
export const CLIENT_HEADER = 'x-tippwerk-client';

export const clientOf = (request: Request): string | undefined => request.headers.get(CLIENT_HEADER) ?? undefined;

/** The bearer token of a request, or null (the platform answers 401 for protected calls). */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * Request bodies arrive untrusted. Unreadable JSON becomes null and the platform, which checks
 * every body's shape after authenticating, answers 400 (or 401 first for protected calls).
 * Readable but hostile JSON (nested too deeply, `__proto__`, `constructor` or `prototype` keys)
 * is refused at once with 400 `invalid_json`, before anything looks at it.
 */
export async function readJson<T>(request: Request): Promise<T> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return null as T;
  }
  try {
    return parseUntrustedJson(text) as T;
  } catch (error) {
    if (!(error instanceof HostileJsonError)) return null as T;
    throw new PlatformError(400, { global_errors: ['invalid_json'], attribute_errors: { body: [error.problem] } });
  }
}

/**
 * Runs one platform call and speaks HTTP: a value becomes JSON with `okStatus` (200; 201 for a
 * created fault), `undefined` (calls whose answer the spec leaves "not shown") becomes 204
 * without a body, a PlatformError becomes its status and body. Anything else is a bug in the fake and propagates (MSW answers 500).
 */
export async function respond(call: () => unknown, okStatus = 200): Promise<Response> {
  try {
    const result = await call();
    if (result === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(result as Record<string, unknown>, { status: okStatus });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const headers: Record<string, string> = error.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return HttpResponse.json({ ...error.body }, { status: error.status, headers });
  }
}

export function requiredParam(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (!value)
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [name]: ['required'] } });
  return value;
}
