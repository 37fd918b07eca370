import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import { NULL_BODY_STATUSES, type FaultInjector, type FaultSpec } from './fault-injector';

// The control API stays out of reach: a test must always be able to list and clear its faults.
const FAULTABLE_PREFIXES = Object.entries(API_PATHS)
  .filter(([name]) => name !== 'fakeControl')
  .map(([, prefix]) => prefix);

/** The request's path relative to baseUrl, or null when it goes elsewhere (another origin, a page asset). */
function apiPathOf(url: URL, baseUrl: string): string | null {
  if (baseUrl === '') return url.pathname;
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) return null;
  return url.pathname.slice(basePath.length);
}

export function isFaultable(url: URL, baseUrl = ''): boolean {
  const path = apiPathOf(url, baseUrl);
  return path !== null && FAULTABLE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function faultAnswer(fault: FaultSpec & { status: number }): Response {
  // 401 looks like the platform's own, so clients take the same path as for a real expiry.
  const headers: Record<string, string> = fault.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  if (NULL_BODY_STATUSES.has(fault.status)) return new HttpResponse(null, { status: fault.status, headers });
  return HttpResponse.json((fault.body ?? {}) as Record<string, unknown>, { status: fault.status, headers });
}

/**
 * Goes in front of every API handler. Without a matching fault it returns nothing and MSW falls
 * through to the real handler; a delay-only fault waits and then falls through as well. A
 * lost-answer fault lets `realHandlers` answer (the platform acts) and then drops the connection.
 */
export function faultHandler(
  faults: FaultInjector,
  baseUrl = '',
  realHandlers: () => readonly HttpHandler[] = () => [],
): HttpHandler {
  return http.all(
    ({ request }) => isFaultable(new URL(request.url), baseUrl),
    async ({ request }) => {
      const fault = faults.take(request.method, new URL(request.url).pathname);
      if (!fault) return undefined;
      if (fault.delay_ms !== undefined && fault.delay_ms > 0) await delay(fault.delay_ms);
      if (fault.network_error === true) return HttpResponse.error();
      if (fault.lost_answer === true) {
        await getResponse([...realHandlers()], request.clone(), { baseUrl: new URL(request.url).origin, quiet: true });
        return HttpResponse.error();
      }
      if (fault.status !== undefined) return faultAnswer({ ...fault, status: fault.status });
      return undefined;
    },
  );
}
