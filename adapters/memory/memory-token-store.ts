import type { SessionTokens } from '../../core/domain/player';
import type { Cancel } from '../../ports/scheduler.port';
import type { TokenStore } from '../../ports/token-store.port';

export class MemoryTokenStore implements TokenStore {
  private tokens: SessionTokens | null = null;
  private listeners = new Set<() => void>();

  read(): SessionTokens | null {
    return this.tokens;
  }
  write(tokens: SessionTokens): void {
    this.tokens = { ...tokens };
  }
  clear(): void {
    this.tokens = null;
  }
  onExternalChange(listener: () => void): Cancel {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tests: another tab wrote (or removed) the tokens. */
  changeFromOutside(tokens: SessionTokens | null): void {
    this.tokens = tokens ? { ...tokens } : null;
    for (const listener of this.listeners) listener();
  }
}
