import type { DraftStore } from '../../ports/draft-store.port';

export class MemoryDraftStore implements DraftStore {
  private drafts = new Map<string, string>();
  load(key: string): Record<string, string> | null {
    const raw = this.drafts.get(key);
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  }
  save(key: string, draft: Record<string, string>): void {
    this.drafts.set(key, JSON.stringify(draft));
  }
  clear(key: string): void {
    this.drafts.delete(key);
  }
}
