import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { createHandlers } from '../../mocks/handlers/handlers';
import { createMockServer } from '../../mocks/node';
import { handleApiRequest } from '../../mocks/server/api-bridge';
import { createPlatform } from '../../mocks/platform/platform';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { FaultInjector } from '../../mocks/handlers/fault-injector';
import { WEDNESDAY_1759 } from './platform-fixtures';

export const BASE = 'http://tippwerk.test';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One platform behind msw/node for a whole test file, reseeded (and its faults cleared) before every test. */
export function platformOverHttp(): {
  platform: FakePlatformApi;
  faults: FaultInjector;
  call: (
    method: string,
    api: keyof typeof API_PATHS,
    path: string,
    body?: unknown,
    token?: string,
  ) => Promise<HttpAnswer>;
} {
  const platform = createPlatform({
    clock: createPlatformClock({ fixed: WEDNESDAY_1759 }),
    storage: createMemoryStorage(null, { verifyJournal: true }),
  });
  const faults = new FaultInjector();
  const server = createMockServer(platform, BASE, faults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    platform.reset(4949);
    faults.clear();
  });

  const call = async (
    method: string,
    api: keyof typeof API_PATHS,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<HttpAnswer> => {
    const response = await fetch(`${BASE}${API_PATHS[api]}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text === '' ? null : (JSON.parse(text) as unknown),
    };
  };
  return { platform, faults, call };
}

export interface NodeHttpPlatform {
  readonly platform: FakePlatformApi;
  readonly faults: FaultInjector;
  /** `http://127.0.0.1:<port>`: set once the server listens (in beforeAll), so read it inside tests. */
  readonly base: string;
}

/**
 * The API half of mocks/server.ts (handlers behind the node:http bridge) on an ephemeral port for a
 * whole test file or describe block: real connections, so dropped answers are real drops. Neither
 * reseeds nor clears faults between tests (unlike platformOverHttp); the caller decides.
 */
export function platformOverNodeHttp(faults: FaultInjector = new FaultInjector()): NodeHttpPlatform {
  const platform = createPlatform({
    clock: createPlatformClock({ fixed: WEDNESDAY_1759 }),
    storage: createMemoryStorage(null, { verifyJournal: true }),
  });
  const handlers = createHandlers(platform, '', faults);
  const server = createServer(
    (req, res) =>
      void handleApiRequest(
        req,
        res,
        handlers,
        `http://${req.headers.host ?? ''}`,
        {},
        { bodyLimitBytes: 1024 * 1024 },
      ),
  );
  const served = { platform, faults, base: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    served.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return served;
}
