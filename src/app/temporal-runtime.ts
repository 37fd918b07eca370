import type { Temporal as TemporalApi } from 'temporal-polyfill';

/**
 * The browser build's `temporal-polyfill` (vite.config.ts aliases the bare import here): the
 * browser's own Temporal where it has one (Chromium 144+, Firefox 139+), so those players never
 * download the polyfill (about 19 KB gzip). Browsers without it get the polyfill from
 * `ensureTemporal()`, which src/app/entry.client.tsx awaits before any app code runs. The binding is live: code
 * that reads `Temporal` after that sees the installed one. Node (tests, the fake backend's
 * server) imports the real package, which itself prefers a native Temporal.
 */
type TemporalNamespace = typeof TemporalApi;

const native = (): TemporalNamespace | undefined => (globalThis as { Temporal?: TemporalNamespace }).Temporal;

/** @public Imported as 'temporal-polyfill' through vite.config.ts's browser alias, which knip does not follow. */
export let Temporal = native() as TemporalNamespace;

/** Resolves once `Temporal` is usable; loads the polyfill only in a browser without a native one. */
export async function ensureTemporal(): Promise<void> {
  if (Temporal) return;
  await import('temporal-polyfill/global');
  Temporal = native() as TemporalNamespace;
}
