import { setupWorker } from 'msw/browser';
import { FaultInjector } from './handlers/fault-injector';
import { createHandlers } from './handlers/handlers';
import { createLocalStorageStorage } from './platform/local-storage-storage';
import { createPlatform } from './platform/platform';

/**
 * `npm run dev`: the fake platform runs inside the page and the MSW service worker routes the
 * app's API calls to it. State lives in localStorage, so a reload keeps wallet and receipts.
 * Loaded only through a dynamic import from src/composition, never in a real-backend build.
 * Faults (`/__fake/faults`) live as long as the page: one injector per worker registration.
 */
export async function startFakeBackend(): Promise<void> {
  const platform = createPlatform({ storage: createLocalStorageStorage() });
  await setupWorker(...createHandlers(platform, '', new FaultInjector())).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
