import { ContainerModule } from 'inversify';
import { HttpLedgerGateway } from '../../../adapters/http/http-ledger-gateway';
import { LoadTransactionsUseCase } from '../../../core/use-cases/load-transactions.use-case';
import { TransactionsViewModel } from './transactions.view-model';
import type { LedgerGateway } from '../../../ports/ledger-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';

export const TRANSACTIONS = {
  ledgerGateway: token<LedgerGateway>('ledgerGateway'),
  loadTransactionsUseCase: token<LoadTransactionsUseCase>('loadTransactionsUseCase'),
  transactionsViewModel: token<TransactionsViewModel>('transactionsViewModel'),
} as const;

/** The transactions page (ledger). */
export const transactionsFeature = defineFeature({
  name: 'transactions',
  tokens: TRANSACTIONS,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      TRANSACTIONS.loadTransactionsUseCase,
      [TRANSACTIONS.ledgerGateway, SHARED.errorReporter],
      (l, r) => new LoadTransactionsUseCase(l, r),
    );
    provide(
      o,
      TRANSACTIONS.transactionsViewModel,
      [TRANSACTIONS.loadTransactionsUseCase],
      (l) => new TransactionsViewModel(l),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    provide(o, TRANSACTIONS.ledgerGateway, [HTTP_CLIENT], (h) => new HttpLedgerGateway(h));
  }),
});
