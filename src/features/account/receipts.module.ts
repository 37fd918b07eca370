import { ContainerModule } from 'inversify';
import { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import { StopSubscriptionUseCase } from '../../../core/use-cases/stop-subscription.use-case';
import { ReceiptsViewModel } from './receipts.view-model';
import { ReceiptModalViewModel } from './receipt-modal.view-model';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { TICKET_HANDOVER, ticketHandoverFeature } from '../ticket/ticket-handover.module';

export const RECEIPTS = {
  loadReceiptsUseCase: token<LoadReceiptsUseCase>('loadReceiptsUseCase'),
  stopSubscriptionUseCase: token<StopSubscriptionUseCase>('stopSubscriptionUseCase'),
  receiptsViewModel: token<ReceiptsViewModel>('receiptsViewModel'),
  receiptModalViewModel: token<ReceiptModalViewModel>('receiptModalViewModel'),
} as const;

/** The Spielhistorie and the receipt modal. */
export const receiptsFeature = defineFeature({
  name: 'receipts',
  tokens: RECEIPTS,
  requires: [ticketHandoverFeature],
  bindings: new ContainerModule((o) => {
    provide(o, RECEIPTS.loadReceiptsUseCase, [SHARED.lotteryStoreGateway], (l) => new LoadReceiptsUseCase(l));
    provide(
      o,
      RECEIPTS.stopSubscriptionUseCase,
      [SHARED.lotteryStoreGateway, RECEIPTS.loadReceiptsUseCase],
      (l, r) => new StopSubscriptionUseCase(l, r),
    );
    provide(
      o,
      RECEIPTS.receiptsViewModel,
      [RECEIPTS.loadReceiptsUseCase, TICKET_HANDOVER.handOverTicketUseCase],
      (l, h) => new ReceiptsViewModel(l, h),
      'transient',
    );
    provide(
      o,
      RECEIPTS.receiptModalViewModel,
      [RECEIPTS.loadReceiptsUseCase, RECEIPTS.stopSubscriptionUseCase],
      (l, s) => new ReceiptModalViewModel(l, s),
      'transient',
    );
  }),
});
