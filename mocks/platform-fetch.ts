import { getResponse } from 'msw';
import { FaultInjector } from './handlers/fault-injector';
import { createHandlers } from './handlers/handlers';
import { CLIENT_HEADER } from './handlers/handler-support';
import type { FakePlatformApi } from './platform/platform-api';
import { handlersFor } from './server/api-bridge';

/** Where the HTTP adapters think the fake backend lives when it runs in the same process. */
export const IN_PROCESS_ORIGIN = 'http://tippwerk.test';

export interface PlatformFetchOptions {
  readonly origin?: string;
  /** Shared with the caller, so a test can inject transport faults without going through HTTP. */
  readonly faults?: FaultInjector;
  /** Who the login throttle sees (the Node server names the socket's address). */
  readonly client?: string;
}

/**
 * The fake backend as a `fetch`: every request goes through the very MSW handlers the Node server
 * and the dev server answer with, in this process, with no socket. The HTTP adapters and their
 * client (retries, refresh, SKIP_ERROR, error mapping) run over it exactly as in production.
 * An injected network fault (`Response.error()`) rejects as a real dropped connection does.
 */
export function platformFetch(platform: FakePlatformApi, options: PlatformFetchOptions = {}): typeof fetch {
  const origin = options.origin ?? IN_PROCESS_ORIGIN;
  const handlers = createHandlers(platform, origin, options.faults ?? new FaultInjector());
  const client = options.client ?? 'in-process';
  return async (input, init) => {
    const request = new Request(input, init);
    request.headers.set(CLIENT_HEADER, client);
    const response = await getResponse(handlersFor(handlers, new URL(request.url).pathname), request, {
      baseUrl: origin,
      quiet: true,
    });
    if (!response) return Response.json({ code: 'not_found' }, { status: 404 });
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
}
