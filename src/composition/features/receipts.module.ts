import { ContainerModule } from 'inversify';
import { LoadReceiptsUseCase } from '../../../core/use-cases/load-receipts.use-case';
import { StopSubscriptionUseCase } from '../../../core/use-cases/stop-subscription.use-case';
import { ReceiptsViewModel } from '../../features/account/receipts.view-model';
import { ReceiptModalViewModel } from '../../features/account/receipt-modal.view-model';
import type { Feature } from '../feature';
import { provide } from '../provide';

/** The Spielhistorie and the receipt modal. */
export const receiptsFeature: Feature = {
  name: 'receipts',
  bindings: new ContainerModule((o) => {
    provide(o, 'loadReceiptsUseCase', ['lotteryStoreGateway'], (l) => new LoadReceiptsUseCase(l));
    provide(
      o,
      'stopSubscriptionUseCase',
      ['lotteryStoreGateway', 'loadReceiptsUseCase'],
      (l, r) => new StopSubscriptionUseCase(l, r),
    );
    provide(o, 'receiptsViewModel', ['loadReceiptsUseCase'], (l) => new ReceiptsViewModel(l), 'transient');
    provide(
      o,
      'receiptModalViewModel',
      ['loadReceiptsUseCase', 'stopSubscriptionUseCase'],
      (l, s) => new ReceiptModalViewModel(l, s),
      'transient',
    );
  }),
};
