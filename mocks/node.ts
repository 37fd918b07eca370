import { setupServer, type SetupServer } from 'msw/node';
import { FaultInjector } from './handlers/fault-injector';
import { createHandlers } from './handlers/handlers';
import type { FakePlatformApi } from './platform/platform-api';

/**
 * MSW in Node for contract tests: the HTTP adapters call absolute URLs (e.g.
 * http://tippwerk.test + path) and this server answers them from `platform`.
 * Keep a reference to `faults` to inject transport faults without going through HTTP.
 * The caller owns the lifecycle: listen() / resetHandlers() / close().
 */
export function createMockServer(
  platform: FakePlatformApi,
  baseUrl: string,
  faults = new FaultInjector(),
): SetupServer {
  return setupServer(...createHandlers(platform, baseUrl, faults));
}
