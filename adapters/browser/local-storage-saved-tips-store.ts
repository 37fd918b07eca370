import { parseSavedTip, SAVED_TIPS_MAX, type SavedTip } from '../../core/domain/saved-tip';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';
import { safeLocalStorage } from './safe-storage';

const KEY = 'tippwerk.savedTips.v1';
/** Far above what 50 tips take (about 300 bytes each): anything larger is not ours to parse. */
const MAX_CHARS = 200_000;

/**
 * Meine Zahlen as JSON in localStorage. What is stored is checked entry by entry: unreadable
 * JSON is dropped, foreign or damaged entries are left out, and none of it crashes the page.
 * In memory for this tab when localStorage is unavailable.
 */
export class LocalStorageSavedTipsStore implements SavedTipsStore {
  private fallback: SavedTip[] = [];
  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  load(): SavedTip[] {
    if (!this.storage) return [...this.fallback];
    const raw = this.storage.getItem(KEY);
    if (!raw) return [];
    if (raw.length > MAX_CHARS) return this.drop();
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return this.drop();
      const tips: SavedTip[] = [];
      for (const value of parsed.slice(0, SAVED_TIPS_MAX)) {
        const tip = parseSavedTip(value);
        if (tip && !tips.some((t) => t.id === tip.id)) tips.push(tip);
      }
      return tips;
    } catch {
      return this.drop();
    }
  }

  save(tips: readonly SavedTip[]): void {
    if (!this.storage) {
      this.fallback = [...tips];
      return;
    }
    this.storage.setItem(KEY, JSON.stringify(tips));
  }

  private drop(): SavedTip[] {
    this.storage?.removeItem(KEY);
    return [];
  }
}
