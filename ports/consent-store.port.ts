import type { CookieConsent } from '../core/domain/consent';

/** The player's cookie consent, kept under the storage key COOKIE_CONSENT; it survives logout (spec/1 §4). */
export interface ConsentStore {
  /** null: no decision yet, which counts as no consent. */
  read(): CookieConsent | null;
  write(consent: CookieConsent): void;
}
