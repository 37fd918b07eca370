import type { SavedTip } from '../core/domain/saved-tip';

/** Meine Zahlen: the player's saved tips, kept in this browser (no platform endpoint exists; memory in tests). */
export interface SavedTipsStore {
  /** The entries as stored; unreadable ones are left out. */
  load(): SavedTip[];
  save(tips: readonly SavedTip[]): void;
}
