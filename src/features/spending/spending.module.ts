import { ContainerModule } from 'inversify';
import { LoadSpendingUseCase } from '../../../core/use-cases/load-spending.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { TRANSACTIONS, transactionsFeature } from '../transactions/transactions.module';
import { SpendingViewModel } from './spending.view-model';

export const SPENDING = {
  loadSpendingUseCase: token<LoadSpendingUseCase>('loadSpendingUseCase'),
  spendingViewModel: token<SpendingViewModel>('spendingViewModel'),
} as const;

/** Ausgaben: stakes, winnings and deposits per month from the ledger (the transactions feature's gateway), and the limits' use. */
export const spendingFeature = defineFeature({
  name: 'spending',
  tokens: SPENDING,
  requires: [transactionsFeature],
  bindings: new ContainerModule((o) => {
    provide(
      o,
      SPENDING.loadSpendingUseCase,
      [TRANSACTIONS.ledgerGateway, SHARED.limitsGateway, SHARED.clock, SHARED.errorReporter],
      (ledger, limits, clock, reporter) => new LoadSpendingUseCase(ledger, limits, clock, reporter),
    );
    provide(
      o,
      SPENDING.spendingViewModel,
      [SPENDING.loadSpendingUseCase],
      (load) => new SpendingViewModel(load),
      'transient',
    );
  }),
});
