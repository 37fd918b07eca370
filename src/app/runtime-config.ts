/**
 * What the browser learns at run time, not at build time, so one build serves every
 * environment: the production server writes it into each page as a JSON data block (no script
 * runs it, so the CSP needs no exception).
 */
export interface RuntimeConfig {
  /** The backend's base URL; empty means this page's own origin. */
  readonly apiBaseUrl: string;
}

export const RUNTIME_CONFIG_ID = 'tw-runtime-config';

/** The page's runtime configuration, or null on a page the server did not render (`npm run dev`). */
export function readRuntimeConfig(doc: Pick<Document, 'getElementById'> = document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  const parsed = JSON.parse(text) as Partial<RuntimeConfig>;
  return typeof parsed.apiBaseUrl === 'string' ? { apiBaseUrl: parsed.apiBaseUrl } : null;
}
