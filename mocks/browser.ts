import { setupWorker } from 'msw/browser';
import { FaultInjector } from './handlers/fault-injector';
import { createHandlers } from './handlers/handlers';
import { createLocalStorageStorage, LOCAL_STORAGE_KEY } from './platform/local-storage-storage';
import { createPlatform } from './platform/platform';
import type { FakePlatformApi } from './platform/platform-api';
import { createMemoryStorage } from './platform/platform-storage';
import { StateFormatError } from './platform/state-migrations';

/**
 * `npm run dev`: the fake platform runs inside the page and the MSW service worker routes the
 * app's API calls to it. State lives in localStorage, so a reload keeps wallet and receipts.
 * Loaded only through a dynamic import from src/composition, never in a real-backend build.
 * Faults (`/__fake/faults`) live as long as the page: one injector per worker registration.
 */
export async function startFakeBackend(): Promise<void> {
  await setupWorker(...createHandlers(platformOverLocalStorage(), '', new FaultInjector())).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/**
 * A saved state this build cannot use (broken, newer) is neither seeded over nor deleted: the
 * fake backend runs in memory for this page, and the console says how to start afresh.
 */
function platformOverLocalStorage(): FakePlatformApi {
  try {
    return createPlatform({ storage: createLocalStorageStorage() });
  } catch (error) {
    if (!(error instanceof StateFormatError)) throw error;
    console.error(
      `Fake-Backend: der gespeicherte Zustand (localStorage "${LOCAL_STORAGE_KEY}") ist nicht verwendbar (${JSON.stringify(error.problem)}). ` +
        'Diese Seite läuft ohne Speichern; zum Neuanfang den Eintrag löschen und die Seite neu laden.',
    );
    return createPlatform({ storage: createMemoryStorage() });
  }
}
