import { ContainerModule } from 'inversify';
import { HttpLedgerGateway } from '../../../adapters/http/http-ledger-gateway';
import type { HttpClient } from '../../../adapters/http/client';
import { LoadTransactionsUseCase } from '../../../core/use-cases/load-transactions.use-case';
import { TransactionsViewModel } from '../../features/transactions/transactions.view-model';
import type { Feature } from '../feature';
import { HTTP_CLIENT } from '../http-client';
import { provide } from '../provide';
import { TOKENS } from '../tokens';

/** The transactions page (ledger). */
export const transactionsFeature: Feature = {
  name: 'transactions',
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'loadTransactionsUseCase',
      ['ledgerGateway', 'errorReporter'],
      (l, r) => new LoadTransactionsUseCase(l, r),
    );
    provide(o, 'transactionsViewModel', ['loadTransactionsUseCase'], (l) => new TransactionsViewModel(l), 'transient');
  }),
  http: new ContainerModule((o) => {
    o.bind(TOKENS.ledgerGateway)
      .toResolvedValue((h: HttpClient) => new HttpLedgerGateway(h), [HTTP_CLIENT])
      .inSingletonScope();
  }),
};
