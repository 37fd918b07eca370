import type { LocalData } from '../../ports/local-data.port';
import { safeLocalStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/** LAST_ACTIVITY and the logout wipe; falls back to memory when storage is unavailable. */
export class LocalStorageLocalData implements LocalData {
  private memoryActivity: string | null = null;
  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  get persistent(): boolean {
    return this.storage !== null;
  }

  lastActivity(): string | null {
    return this.storage ? this.storage.getItem(STORAGE_KEYS.lastActivity) : this.memoryActivity;
  }

  recordActivity(isoInstant: string): void {
    if (this.storage) this.storage.setItem(STORAGE_KEYS.lastActivity, isoInstant);
    else this.memoryActivity = isoInstant;
  }

  clearExceptConsent(): void {
    this.memoryActivity = null;
    if (!this.storage) return;
    const consent = this.storage.getItem(STORAGE_KEYS.cookieConsent);
    this.storage.clear();
    if (consent !== null) this.storage.setItem(STORAGE_KEYS.cookieConsent, consent);
  }
}
