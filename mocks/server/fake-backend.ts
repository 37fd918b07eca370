import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultInjector } from '../handlers/fault-injector';
import { InvalidRandomFaultError, randomFaultSpecFromEnv, type RandomFaultSpec } from '../handlers/random-faults';
import { createHandlers } from '../handlers/handlers';
import { createPlatformClock, type PlatformClock } from '../platform/platform-clock';
import { handleApiRequest, isApiPath } from './api-bridge';
import { isLocalOrigin, isLoopbackHost } from './response-headers';
import type { ServerOptions } from './server-options';
import { lockOrExit, platformOrExit, removeState } from './startup';

/** The fake backend of one process: its state, its handlers and the way to answer an API request. */
export interface FakeBackend {
  /** Answers the request when its path belongs to an API (or the controls); false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, origin: string): Promise<boolean>;
  /** Seeded random faults from FAKE_FAULT_* (null when off), for the start line. */
  readonly randomFaults: RandomFaultSpec | null;
  /**
   * The platform's clock when FAKE_FIXED_NOW pins it (null on real time): the shop's own server in
   * the same process renders by it too, so its pages name the same day and draws as the platform.
   */
  readonly pinnedClock: Pick<PlatformClock, 'now'> | null;
  /** Writes what is pending and releases the data folder. */
  close(): Promise<void>;
}

function randomFaultsOrExit(): RandomFaultSpec | null {
  try {
    return randomFaultSpecFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof InvalidRandomFaultError)) throw error;
    console.error(`FAKE_FAULT_*: ${error.field} ${error.detail}`);
    process.exit(2);
  }
}

/**
 * Opens the fake backend over the options' data folder: the lock (one process per folder), the
 * optional reset, the state (a broken file stops the start here, untouched) and MSW's handlers,
 * the same ones the browser and the tests use.
 */
export function openFakeBackend(options: ServerOptions, { crossOrigin }: { crossOrigin: boolean }): FakeBackend {
  const releaseLock = lockOrExit(options.stateFile);
  if (options.reset) removeState(options.stateFile);
  const clock = createPlatformClock(options.fixedNow === null ? {} : { fixed: options.fixedNow });
  const { platform, storage } = platformOrExit(options.stateFile, options.journalLimitBytes, clock);
  // One injector per process: faults added through /__fake/faults hold for every client of this server.
  const randomFaults = randomFaultsOrExit();
  const handlers = createHandlers(platform, '', new FaultInjector(randomFaults), {
    controlToken: options.controlToken,
    // `npm run api` serves a dev server or the production server on another local port; their pages may use the controls.
    allowOrigin: crossOrigin ? isLocalOrigin : undefined,
    allowHost: isLoopbackHost,
  });
  return {
    randomFaults,
    pinnedClock: options.fixedNow === null ? null : clock,
    async handle(req, res, headers, origin) {
      const pathname = new URL(req.url ?? '/', origin).pathname;
      if (!isApiPath(pathname)) return false;
      await handleApiRequest(req, res, handlers, origin, headers, {
        bodyLimitBytes: options.bodyLimitBytes,
        // An answer promises only what is on disk: a kill right after it loses nothing it confirmed.
        durable: () => storage.durable(),
      });
      return true;
    },
    close: () =>
      storage
        .close()
        .catch((error: unknown) => console.error('Fake-Backend: Zustand beim Beenden nicht gespeichert', error))
        .finally(releaseLock),
  };
}

/** `--reset-only`: deletes the state (under the lock, never under a running server). */
export function resetOnly(options: ServerOptions): void {
  const releaseLock = lockOrExit(options.stateFile);
  removeState(options.stateFile);
  releaseLock();
}
