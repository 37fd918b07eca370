import { consentFor, type ConsentChoice } from '../domain/consent-choice';
import type { ConsentCategory, CookieConsent } from '../domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';

/**
 * Stores the player's cookie decision under COOKIE_CONSENT (spec/1 §3). Required categories are
 * always included; the analytics queue reads the store on every event, so a decision applies at once.
 */
export class DecideCookieConsentUseCase {
  constructor(private readonly store: ConsentStore) {}

  /** The decision so far; null: none yet (the banner shows). */
  current(): CookieConsent | null {
    return this.store.read();
  }

  execute(choice: ConsentChoice, required?: readonly ConsentCategory[]): CookieConsent {
    const consent = consentFor(choice, required);
    this.store.write(consent);
    return consent;
  }
}
