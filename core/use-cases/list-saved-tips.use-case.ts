import { Temporal } from '../shared/temporal';
import type { SavedTip } from '../domain/saved-tip';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';

/** Meine Zahlen, the newest first. */
export class ListSavedTipsUseCase {
  constructor(private readonly store: SavedTipsStore) {}

  execute(): SavedTip[] {
    return this.store
      .load()
      .sort((a, b) => Temporal.Instant.compare(Temporal.Instant.from(b.savedAt), Temporal.Instant.from(a.savedAt)));
  }
}
