import { makeAutoObservable, observableRef } from 'mobx';
import type { SavedTip, SavedTipError } from '../../../core/domain/saved-tip';
import type { ListSavedTipsUseCase } from '../../../core/use-cases/list-saved-tips.use-case';
import type { RenameSavedTipUseCase } from '../../../core/use-cases/rename-saved-tip.use-case';
import type { DeleteSavedTipUseCase } from '../../../core/use-cases/delete-saved-tip.use-case';
import type { HandOverTicketUseCase } from '../../../core/use-cases/hand-over-ticket.use-case';
import { handoverPath } from '../ticket/ticket-handover.module';

interface Deps {
  list: ListSavedTipsUseCase;
  rename: RenameSavedTipUseCase;
  remove: DeleteSavedTipUseCase;
  handOver: HandOverTicketUseCase;
}

/** What just happened, for the page's status line. */
export type MyNumbersEvent = { readonly kind: 'renamed' | 'deleted'; readonly name: string };

/**
 * Meine Zahlen: the tips saved in this browser. Read in the browser only (the route's
 * clientLoader hands them to `accept`): the server renders the page's fallback without them.
 * Renaming is one tip at a time, and a delete waits for the player's confirmation.
 */
export class MyNumbersViewModel {
  status: 'loading' | 'ready' = 'loading';
  tips: readonly SavedTip[] = [];
  renamingId: string | null = null;
  renameValue = '';
  renameError: SavedTipError | null = null;
  confirmingDeleteId: string | null = null;
  event: MyNumbersEvent | null = null;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, tips: observableRef, renameError: observableRef, event: observableRef },
      { autoBind: true },
    );
  }

  /** Reads the saved tips again (after a rename or a delete). */
  load(): void {
    this.accept(this.deps.list.execute());
  }

  /** Takes the saved tips, newest first (the route's clientLoader reads them for a visit). */
  accept(tips: readonly SavedTip[]): void {
    this.tips = tips;
    this.status = 'ready';
  }

  startRename(id: string): void {
    const tip = this.tips.find((t) => t.id === id);
    if (!tip) return;
    this.confirmingDeleteId = null;
    this.renamingId = id;
    this.renameValue = tip.name;
    this.renameError = null;
  }

  setRenameValue(value: string): void {
    this.renameValue = value;
  }

  cancelRename(): void {
    this.renamingId = null;
    this.renameError = null;
  }

  /** true when renamed; otherwise `renameError` says why not. */
  saveRename(): boolean {
    if (!this.renamingId) return false;
    const result = this.deps.rename.execute({ id: this.renamingId, name: this.renameValue });
    if (!result.ok) {
      this.renameError = result.error;
      if (result.error.kind === 'tip_not_found') this.load();
      return false;
    }
    this.renamingId = null;
    this.renameError = null;
    this.event = { kind: 'renamed', name: result.value.name };
    this.load();
    return true;
  }

  askDelete(id: string): void {
    this.renamingId = null;
    this.confirmingDeleteId = id;
  }

  cancelDelete(): void {
    this.confirmingDeleteId = null;
  }

  confirmDelete(): void {
    if (!this.confirmingDeleteId) return;
    const result = this.deps.remove.execute(this.confirmingDeleteId);
    this.confirmingDeleteId = null;
    if (result.ok) this.event = { kind: 'deleted', name: result.value.name };
    this.load();
  }

  /** "Spielen": the address of the ticket screen that opens filled with this tip; null for an unknown tip. */
  play(id: string): string | null {
    const tip = this.tips.find((t) => t.id === id);
    if (!tip) return null;
    return handoverPath(tip.template.productIdentifier, this.deps.handOver.execute(tip.template));
  }
}
