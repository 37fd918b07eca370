import type { LocalData } from '../../ports/local-data.port';

/** Local data in memory; `consent` and `other` stand in for the keys a logout must keep or wipe. */
export class MemoryLocalData implements LocalData {
  readonly persistent = true;
  activity: string | null = null;
  consent: string | null = null;
  other = new Map<string, string>();

  lastActivity(): string | null {
    return this.activity;
  }
  recordActivity(isoInstant: string): void {
    this.activity = isoInstant;
  }
  clearExceptConsent(): void {
    this.activity = null;
    this.other.clear();
  }
}
