import { ContainerModule } from 'inversify';
import { LocalStorageSavedTipsStore } from '../../../adapters/browser/local-storage-saved-tips-store';
import { SaveTipUseCase } from '../../../core/use-cases/save-tip.use-case';
import { ListSavedTipsUseCase } from '../../../core/use-cases/list-saved-tips.use-case';
import { RenameSavedTipUseCase } from '../../../core/use-cases/rename-saved-tip.use-case';
import { DeleteSavedTipUseCase } from '../../../core/use-cases/delete-saved-tip.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { TICKET_HANDOVER, ticketHandoverFeature } from '../ticket/ticket-handover.module';
import { MyNumbersViewModel } from './my-numbers.view-model';
import { SaveTipViewModel } from './save-tip.view-model';

export const MY_NUMBERS = {
  saveTipUseCase: token<SaveTipUseCase>('saveTipUseCase'),
  listSavedTipsUseCase: token<ListSavedTipsUseCase>('listSavedTipsUseCase'),
  renameSavedTipUseCase: token<RenameSavedTipUseCase>('renameSavedTipUseCase'),
  deleteSavedTipUseCase: token<DeleteSavedTipUseCase>('deleteSavedTipUseCase'),
  myNumbersViewModel: token<MyNumbersViewModel>('myNumbersViewModel'),
  saveTipViewModel: token<SaveTipViewModel>('saveTipViewModel'),
} as const;

/** Meine Zahlen: tips saved in this browser under a name, the page that lists them, and the ticket's save dialog. */
export const myNumbersFeature = defineFeature({
  name: 'myNumbers',
  tokens: MY_NUMBERS,
  requires: [ticketHandoverFeature],
  browser: new ContainerModule((o) => {
    provide(o, SHARED.savedTipsStore, [], () => new LocalStorageSavedTipsStore());
  }),
  bindings: new ContainerModule((o) => {
    provide(
      o,
      MY_NUMBERS.saveTipUseCase,
      [SHARED.savedTipsStore, SHARED.idGenerator, SHARED.clock],
      (s, i, c) => new SaveTipUseCase(s, i, c),
    );
    provide(o, MY_NUMBERS.listSavedTipsUseCase, [SHARED.savedTipsStore], (s) => new ListSavedTipsUseCase(s));
    provide(o, MY_NUMBERS.renameSavedTipUseCase, [SHARED.savedTipsStore], (s) => new RenameSavedTipUseCase(s));
    provide(o, MY_NUMBERS.deleteSavedTipUseCase, [SHARED.savedTipsStore], (s) => new DeleteSavedTipUseCase(s));
    provide(
      o,
      MY_NUMBERS.myNumbersViewModel,
      [
        MY_NUMBERS.listSavedTipsUseCase,
        MY_NUMBERS.renameSavedTipUseCase,
        MY_NUMBERS.deleteSavedTipUseCase,
        TICKET_HANDOVER.handOverTicketUseCase,
      ],
      (list, rename, remove, handOver) => new MyNumbersViewModel({ list, rename, remove, handOver }),
      'transient',
    );
    provide(
      o,
      MY_NUMBERS.saveTipViewModel,
      [MY_NUMBERS.saveTipUseCase, SHARED.clock],
      (s, clock) => new SaveTipViewModel(s, clock),
      'transient',
    );
  }),
});
