import { err, ok, type Result } from '../shared/result';
import { tipName, type SavedTip, type SavedTipError } from '../domain/saved-tip';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';

/** Gives a Meine-Zahlen tip a new name (the same rules as when it was saved). */
export class RenameSavedTipUseCase {
  constructor(private readonly store: SavedTipsStore) {}

  execute(input: { id: string; name: string }): Result<SavedTip, SavedTipError> {
    const name = tipName(input.name);
    if (!name.ok) return name;
    const tips = this.store.load();
    const found = tips.find((t) => t.id === input.id);
    if (!found) return err({ kind: 'tip_not_found' });
    const renamed: SavedTip = { ...found, name: name.value };
    this.store.save(tips.map((t) => (t.id === input.id ? renamed : t)));
    return ok(renamed);
  }
}
