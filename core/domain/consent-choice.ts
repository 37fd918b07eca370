import { CONSENT_CATEGORIES, type ConsentCategory, type CookieConsent } from './consent';

/** Without content (service down) functional cookies are the required ones (spec/1 §3 categories). */
export const DEFAULT_REQUIRED: readonly ConsentCategory[] = ['functional'];

/** The banner's three ways out; required categories are always part of the decision. */
export type ConsentChoice =
  | { readonly kind: 'all' }
  | { readonly kind: 'necessary' }
  | { readonly kind: 'custom'; readonly categories: readonly ConsentCategory[] };

export function consentFor(
  choice: ConsentChoice,
  required: readonly ConsentCategory[] = DEFAULT_REQUIRED,
): CookieConsent {
  const chosen = choice.kind === 'all' ? CONSENT_CATEGORIES : choice.kind === 'necessary' ? [] : choice.categories;
  // Canonical order, each once, required ones included whatever was sent.
  return { categories: CONSENT_CATEGORIES.filter((c) => required.includes(c) || chosen.includes(c)) };
}
