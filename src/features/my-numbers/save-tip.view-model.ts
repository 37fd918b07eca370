import { makeAutoObservable, observableRef } from 'mobx';
import { berlinDateOf } from '../../../core/domain/draw';
import { proposedTipName, tipName, type SavedTip, type SavedTipError } from '../../../core/domain/saved-tip';
import type { TicketConfig } from '../../../core/domain/ticket';
import type { SaveTipUseCase } from '../../../core/use-cases/save-tip.use-case';
import type { Clock } from '../../../ports/clock.port';

/**
 * The ticket screen's "In Meine Zahlen speichern" dialog: a name, checked by the core's rule
 * (the same when saving and renaming), then the ticket's numbers under it in this browser. The
 * dialog opens with a proposed name (the lottery and today), so one tap on "Speichern" saves.
 */
export class SaveTipViewModel {
  open = false;
  name = '';
  error: SavedTipError | null = null;
  /** The tip just saved, for the confirmation on the ticket. */
  saved: SavedTip | null = null;

  constructor(
    private readonly saveTip: SaveTipUseCase,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'saveTip' | 'clock'>(
      this,
      { saveTip: false, clock: false, error: observableRef, saved: observableRef },
      { autoBind: true },
    );
  }

  /** Opens the dialog with a name proposed for a tip of that lottery (its German name). */
  start(lotteryName: string): void {
    this.open = true;
    this.name = proposedTipName(lotteryName, berlinDateOf(this.clock.now().toString()));
    this.error = null;
    this.saved = null;
  }

  close(): void {
    this.open = false;
  }

  /** Typing clears a name error as soon as the name is fine again (no message before the first try). */
  setName(value: string): void {
    this.name = value;
    if (this.error?.kind === 'name_required' || this.error?.kind === 'name_too_long') {
      const checked = tipName(value);
      this.error = checked.ok ? null : checked.error;
    }
  }

  /** true when saved (the dialog then closes). */
  save(config: TicketConfig | null): boolean {
    if (!config) return false;
    const result = this.saveTip.execute({ name: this.name, config });
    if (!result.ok) {
      this.error = result.error;
      return false;
    }
    this.saved = result.value;
    this.open = false;
    return true;
  }

  /** The error belongs to the name field (the others to the whole dialog). */
  get nameError(): SavedTipError | null {
    return this.error?.kind === 'name_required' || this.error?.kind === 'name_too_long' ? this.error : null;
  }
}
