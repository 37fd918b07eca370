import { err, ok, type Result } from '../shared/result';
import type { SavedTip, SavedTipError } from '../domain/saved-tip';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';

/** Removes a Meine-Zahlen tip; the answer is the tip that went. */
export class DeleteSavedTipUseCase {
  constructor(private readonly store: SavedTipsStore) {}

  execute(id: string): Result<SavedTip, Extract<SavedTipError, { kind: 'tip_not_found' }>> {
    const tips = this.store.load();
    const found = tips.find((t) => t.id === id);
    if (!found) return err({ kind: 'tip_not_found' });
    this.store.save(tips.filter((t) => t.id !== id));
    return ok(found);
  }
}
