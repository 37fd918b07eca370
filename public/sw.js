/*
 * Tippwerk's service worker, registered by src/app/service-worker.ts in production builds only
 * (`npm run dev` runs MSW's worker on the same scope instead).
 *
 * It takes control at once, so a new version replaces the old one without waiting for every tab
 * to close; the page then reloads once (controllerchange) to run with it. There is deliberately
 * no fetch handler: with none, the browser does not route any request through the worker, so API
 * calls are never cached or delayed, and a new build is picked up by the version check instead.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
