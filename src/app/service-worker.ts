import type { ErrorReporter } from '../../ports/error-reporter.port';

/** The parts of navigator.serviceWorker this module uses (a stub in tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>;

/**
 * Registers /sw.js and reloads the page once when a new worker takes control (spec/1 §4 "A
 * service worker update reloads the page"). The very first install also fires controllerchange
 * (clients.claim), but then the page already is the newest one, so that one is skipped.
 */
export function watchServiceWorker(
  container: WorkerContainer,
  reload: () => void,
  reporter: ErrorReporter,
): Promise<void> {
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  });
  const wasControlled = controlled;
  // updateViaCache 'none': the browser always asks the server for sw.js, never its HTTP cache.
  return container.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
    (registration) => {
      // register() with an unchanged URL does not look for a new worker, and the browser's own
      // check on navigations may be throttled: ask once per page load.
      if (wasControlled) registration.update().catch(() => undefined); // offline: try next load
    },
    (error: unknown) =>
      reporter.report({
        source: 'service-worker',
        message: 'Service worker registration failed',
        context: { error: error instanceof Error ? error.message : String(error) },
      }),
  );
}

/**
 * Production builds only (`npm start` and real-backend builds). In `npm run dev` MSW's worker
 * owns the scope and must not be replaced; a build made with VITE_FAKE_MODE=msw is treated alike.
 */
export function registerServiceWorker(reporter: ErrorReporter): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_FAKE_MODE === 'msw') return;
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return; // old browsers, or insecure origins other than localhost
  const start = () => void watchServiceWorker(container, () => window.location.reload(), reporter);
  // Registering after load keeps the worker's download out of the first page load.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
