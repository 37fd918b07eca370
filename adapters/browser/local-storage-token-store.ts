import type { SessionTokens } from '../../core/domain/player';
import type { Cancel } from '../../ports/scheduler.port';
import type { TokenStore } from '../../ports/token-store.port';
import { safeLocalStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

const { authToken: AUTH_TOKEN, refreshToken: REFRESH_TOKEN } = STORAGE_KEYS;

/** Tokens under the spec's storage keys; in memory only when localStorage is unavailable. */
export class LocalStorageTokenStore implements TokenStore {
  private fallback: SessionTokens | null = null;
  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  get persistent(): boolean {
    return this.storage !== null;
  }

  read(): SessionTokens | null {
    if (!this.storage) return this.fallback;
    const accessToken = this.storage.getItem(AUTH_TOKEN);
    const refreshToken = this.storage.getItem(REFRESH_TOKEN);
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  }

  write(tokens: SessionTokens): void {
    if (!this.storage) {
      this.fallback = { ...tokens };
      return;
    }
    this.storage.setItem(AUTH_TOKEN, tokens.accessToken);
    this.storage.setItem(REFRESH_TOKEN, tokens.refreshToken);
  }

  clear(): void {
    this.fallback = null;
    this.storage?.removeItem(AUTH_TOKEN);
    this.storage?.removeItem(REFRESH_TOKEN);
  }

  /** The storage event fires only in the other tabs: exactly "changed from outside". */
  onExternalChange(listener: () => void): Cancel {
    if (typeof window === 'undefined') return () => undefined;
    const handler = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_TOKEN || event.key === REFRESH_TOKEN) listener();
    };
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
  }
}
