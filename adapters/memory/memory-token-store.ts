import type { SessionTokens } from '../../core/domain/player';
import type { TokenStore } from '../../ports/token-store.port';

export class MemoryTokenStore implements TokenStore {
  private tokens: SessionTokens | null = null;
  read(): SessionTokens | null {
    return this.tokens;
  }
  write(tokens: SessionTokens): void {
    this.tokens = { ...tokens };
  }
  clear(): void {
    this.tokens = null;
  }
}
