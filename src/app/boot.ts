import type { DataRouter } from 'react-router';

/** Ends the current task so the browser can paint and handle input (scheduler.yield where available). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the router has matched the first location and loaded its lazy route modules. */
export function whenRouterReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the whole document has been parsed. The server streams its page, and the app's
 * code may arrive before the end of it: the markup to hydrate and the router's data come last.
 */
export function whenDocumentParsed(doc: Pick<Document, 'readyState' | 'addEventListener'> = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
