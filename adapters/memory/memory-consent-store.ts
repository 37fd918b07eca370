import type { CookieConsent } from '../../core/domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';

/** Consent held in memory (tests, and the memory container). */
export class MemoryConsentStore implements ConsentStore {
  constructor(private consent: CookieConsent | null = null) {}
  read(): CookieConsent | null {
    return this.consent;
  }
  write(consent: CookieConsent): void {
    this.consent = consent;
  }
}
