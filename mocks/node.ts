import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './handlers/handlers';
import type { FakePlatformApi } from './platform/platform-api';

/**
 * MSW in Node for contract tests: the HTTP adapters call absolute URLs (e.g.
 * http://tippwerk.test + path) and this server answers them from `platform`.
 * The caller owns the lifecycle: listen() / resetHandlers() / close().
 */
export function createMockServer(platform: FakePlatformApi, baseUrl: string): SetupServer {
  return setupServer(...createHandlers(platform, baseUrl));
}
