import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import { PlatformError, type FakePlatformApi } from '../platform/platform-api';
import { readJson, respond } from './handler-support';

/**
 * Developer controls of the fake backend (never part of a real backend). Changes answer with the
 * new status, so a control panel can show the shifted clock without a second request.
 */
export function controlHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.fakeControl}${p}`;
  return [
    http.get(path('/status'), () => respond(() => platform.status())),
    http.post(path('/reset'), ({ request }) =>
      respond(async () => {
        const body = await readJson<{ seed?: unknown } | null>(request);
        const seed = body?.seed;
        if (seed !== undefined && typeof seed !== 'number') {
          throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { seed: ['invalid'] } });
        }
        platform.reset(seed);
        return platform.status();
      }),
    ),
    http.post(path('/clock'), ({ request }) =>
      respond(async () => {
        const body = await readJson<{ shift_minutes?: unknown } | null>(request);
        const minutes = body?.shift_minutes;
        if (typeof minutes !== 'number') {
          throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { shift_minutes: ['required'] } });
        }
        platform.shiftClock(minutes);
        return platform.status();
      }),
    ),
  ];
}
