import type { SavedTip } from '../../core/domain/saved-tip';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';

/** Stores a JSON copy, like browser storage does, so callers never share objects with it. */
export class MemorySavedTipsStore implements SavedTipsStore {
  private json = '[]';
  load(): SavedTip[] {
    return JSON.parse(this.json) as SavedTip[];
  }
  save(tips: readonly SavedTip[]): void {
    this.json = JSON.stringify(tips);
  }
}
