import type { DraftStore } from '../../ports/draft-store.port';

const PREFIX = 'tippwerk.draft.';

/** Per tab; unreadable drafts are dropped. */
export class SessionStorageDraftStore implements DraftStore {
  private memory = new Map<string, Record<string, string>>();

  load(key: string): Record<string, string> | null {
    try {
      const raw = globalThis.sessionStorage.getItem(PREFIX + key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (!parsed || typeof parsed !== 'object') return null;
      return Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
    } catch {
      return this.memory.get(key) ?? null;
    }
  }

  save(key: string, draft: Record<string, string>): void {
    this.memory.set(key, { ...draft });
    try {
      globalThis.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
    } catch {
      // storage unavailable: kept in memory for this page
    }
  }

  clear(key: string): void {
    this.memory.delete(key);
    try {
      globalThis.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing stored
    }
  }
}
