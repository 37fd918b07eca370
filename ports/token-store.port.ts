import type { SessionTokens } from '../core/domain/player';

/** Where the session tokens live (localStorage in the browser, memory in tests). */
export interface TokenStore {
  read(): SessionTokens | null;
  write(tokens: SessionTokens): void;
  clear(): void;
}
