import type { SessionTokens } from '../core/domain/player';
import type { Cancel } from './scheduler.port';

/** Where the session tokens live (localStorage in the browser, memory in tests). */
export interface TokenStore {
  read(): SessionTokens | null;
  write(tokens: SessionTokens): void;
  clear(): void;
  /** Tells when the tokens change from outside this page (another tab logging in or out). */
  onExternalChange(listener: () => void): Cancel;
}
