/** Cookie consent (spec/1 §3 storage key COOKIE_CONSENT; categories functional, optimization, marketing). */
export const CONSENT_CATEGORIES = ['functional', 'optimization', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface CookieConsent {
  readonly categories: readonly ConsentCategory[];
}

const isCategory = (value: unknown): value is ConsentCategory =>
  typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);

/** A stored consent read back; unknown categories are dropped, anything malformed counts as none given. */
export function parseConsent(value: unknown): CookieConsent | null {
  if (!value || typeof value !== 'object') return null;
  const categories = (value as { categories?: unknown }).categories;
  if (!Array.isArray(categories)) return null;
  return { categories: [...new Set(categories.filter(isCategory))] };
}

/** Analytics counts as optimization or marketing; without a decision there is no consent. */
export const allowsAnalytics = (consent: CookieConsent | null): boolean =>
  consent !== null && consent.categories.some((category) => category === 'optimization' || category === 'marketing');
