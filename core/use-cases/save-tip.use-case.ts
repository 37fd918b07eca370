import { err, ok, type Result } from '../shared/result';
import { SAVED_TIPS_MAX, tipName, type SavedTip, type SavedTipError } from '../domain/saved-tip';
import { templateHasTips, templateOf } from '../domain/ticket-template';
import type { TicketConfig } from '../domain/ticket';
import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';

/** "In Meine Zahlen speichern": the ticket's numbers, add-ons and draw days under a name, newest first. */
export class SaveTipUseCase {
  constructor(
    private readonly store: SavedTipsStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: { name: string; config: TicketConfig }): Result<SavedTip, SavedTipError> {
    // An empty ticket first: no name can help it.
    const template = templateOf(input.config);
    if (!templateHasTips(template)) return err({ kind: 'nothing_to_save' });
    const name = tipName(input.name);
    if (!name.ok) return name;
    const tips = this.store.load();
    if (tips.length >= SAVED_TIPS_MAX) return err({ kind: 'too_many_tips', max: SAVED_TIPS_MAX });
    const tip: SavedTip = { id: this.ids.uuid(), name: name.value, savedAt: this.clock.now().toString(), template };
    this.store.save([tip, ...tips]);
    return ok(tip);
  }
}
