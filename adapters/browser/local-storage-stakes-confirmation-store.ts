import type { StakesConfirmationStore } from '../../ports/limits-gateway.port';
import { safeLocalStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/** LATEST_STAKES_AND_WINNINGS_CONFIRMED_AT; in memory when storage is unavailable. A logout wipes it with the rest. */
export class LocalStorageStakesConfirmationStore implements StakesConfirmationStore {
  private memory: string | null = null;
  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  read(): string | null {
    return this.storage ? this.storage.getItem(STORAGE_KEYS.stakesAndWinningsConfirmedAt) : this.memory;
  }

  write(isoInstant: string): void {
    if (this.storage) this.storage.setItem(STORAGE_KEYS.stakesAndWinningsConfirmedAt, isoInstant);
    else this.memory = isoInstant;
  }
}
