/** Unfinished form input kept for this tab (registration progress survives a reload). */
export interface DraftStore {
  load(key: string): Record<string, string> | null;
  save(key: string, draft: Record<string, string>): void;
  clear(key: string): void;
}
