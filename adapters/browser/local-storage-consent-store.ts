import { parseConsent, type CookieConsent } from '../../core/domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';
import { safeLocalStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

const COOKIE_CONSENT_KEY = STORAGE_KEYS.cookieConsent;

/**
 * Consent as JSON under COOKIE_CONSENT (spec/1 §3); the logout wipe keeps this key. In memory
 * only when localStorage is unavailable.
 */
export class LocalStorageConsentStore implements ConsentStore {
  private fallback: CookieConsent | null = null;

  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  read(): CookieConsent | null {
    if (!this.storage) return this.fallback;
    const raw = this.storage.getItem(COOKIE_CONSENT_KEY);
    if (raw === null) return null;
    try {
      return parseConsent(JSON.parse(raw));
    } catch {
      return null; // a hand-edited or foreign value counts as no decision
    }
  }

  write(consent: CookieConsent): void {
    const value = { categories: [...consent.categories] };
    if (this.storage) this.storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(value));
    else this.fallback = value;
  }
}
