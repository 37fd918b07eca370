import { afterAll, beforeAll, beforeEach } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { createMockServer } from '../../mocks/node';
import { createPlatform } from '../../mocks/platform/platform';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { FaultInjector } from '../../mocks/handlers/fault-injector';
import { WEDNESDAY_1759 } from './platform-fixtures';

export const BASE = 'http://tippwerk.test';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One platform behind msw/node for a whole test file, reseeded (and its faults cleared) before every test. */
export function platformOverHttp(): { platform: FakePlatformApi; faults: FaultInjector; call: (method: string, api: keyof typeof API_PATHS, path: string, body?: unknown, token?: string) => Promise<HttpAnswer> } {
  const platform = createPlatform({ clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
  const faults = new FaultInjector();
  const server = createMockServer(platform, BASE, faults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    platform.reset(4949);
    faults.clear();
  });

  const call = async (method: string, api: keyof typeof API_PATHS, path: string, body?: unknown, token?: string): Promise<HttpAnswer> => {
    const response = await fetch(`${BASE}${API_PATHS[api]}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  return { platform, faults, call };
}
