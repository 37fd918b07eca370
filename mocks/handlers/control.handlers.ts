import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import { PlatformError, type FakePlatformApi } from '../platform/platform-api';
import { FaultInjector, InvalidFaultSpecError, type FaultSpec } from './fault-injector';
import { readJson, respond } from './handler-support';
import type { RandomFaultSpec, RandomFaultStatus } from './random-faults';

const required = (field: string) =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [field]: ['required'] } });

/** A bad explicit or random fault becomes a 400 naming the field. */
function asInvalidFault<T>(change: () => T): T {
  try {
    return change();
  } catch (error) {
    if (!(error instanceof InvalidFaultSpecError)) throw error;
    // The detail is English prose for the developer at the other end; this API has no UI to translate it.
    throw new PlatformError(400, {
      global_errors: ['invalid_fault'],
      attribute_errors: { [error.field]: [error.detail] },
    });
  }
}

function addFault(faults: FaultInjector, body: unknown): FaultSpec[] {
  asInvalidFault(() => faults.add(body as FaultSpec));
  return faults.list();
}

const setRandomFaults = (faults: FaultInjector, body: unknown): RandomFaultStatus | null =>
  asInvalidFault(() => faults.setRandom(body as RandomFaultSpec));

/**
 * Developer controls of the fake backend (never part of a real backend). Changes answer with the
 * new status (or the fault list), so a control panel can show the result without a second request.
 */
export function controlHandlers(platform: FakePlatformApi, baseUrl = '', faults = new FaultInjector()): HttpHandler[] {
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
        // A fresh world has a healthy wire too (random faults go back to what the server started with).
        faults.reset();
        return platform.status();
      }),
    ),
    http.post(path('/clock'), ({ request }) =>
      respond(async () => {
        const body = await readJson<{ shift_minutes?: unknown } | null>(request);
        const minutes = body?.shift_minutes;
        if (typeof minutes !== 'number') throw required('shift_minutes');
        platform.shiftClock(minutes);
        return platform.status();
      }),
    ),
    http.post(path('/sessions'), ({ request }) =>
      respond(async () => {
        const body = await readJson<{ access_token_ttl_seconds?: unknown } | null>(request);
        const seconds = body?.access_token_ttl_seconds;
        if (typeof seconds !== 'number') throw required('access_token_ttl_seconds');
        platform.setAccessTokenTtl(seconds);
        return platform.status();
      }),
    ),
    http.get(path('/faults'), () => respond(() => faults.list())),
    http.post(path('/faults'), ({ request }) =>
      respond(async () => addFault(faults, await readJson<unknown>(request)), 201),
    ),
    // Seeded random faults: GET answers {rate, seed, kinds, paths, delay_ms, calls, injected} or null.
    http.get(path('/faults/random'), () => respond(() => faults.randomStatus())),
    http.post(path('/faults/random'), ({ request }) =>
      respond(async () => setRandomFaults(faults, await readJson<unknown>(request))),
    ),
    http.delete(path('/faults/random'), () => respond(() => faults.setRandom(null))),
    http.delete(path('/faults'), () =>
      respond(() => {
        faults.clear();
        return faults.list();
      }),
    ),
  ];
}
