/** The rest of the player's local data: last activity, and wiping everything but the consent. */
export interface LocalData {
  /** false when browser storage is unavailable: data then lives in memory only. */
  readonly persistent: boolean;
  lastActivity(): string | null;
  recordActivity(isoInstant: string): void;
  /** Clears all local data of the shop except the cookie consent (spec/1 §4 logout). */
  clearExceptConsent(): void;
}
