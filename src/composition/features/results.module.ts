import { ContainerModule } from 'inversify';
import { HttpDrawsGateway } from '../../../adapters/http/http-draws-gateway';
import type { HttpClient } from '../../../adapters/http/client';
import { LoadResultsUseCase } from '../../../core/use-cases/load-results.use-case';
import { ResultsViewModel } from '../../features/results/results.view-model';
import { ResultsArchiveViewModel } from '../../features/results/results-archive.view-model';
import { ResultsOverviewViewModel } from '../../features/results/results-overview.view-model';
import type { Feature } from '../feature';
import { HTTP_CLIENT } from '../http-client';
import { provide } from '../provide';
import { TOKENS } from '../tokens';

/** Numbers and odds per lottery, their archive, the overview. */
export const resultsFeature: Feature = {
  name: 'results',
  bindings: new ContainerModule((o) => {
    provide(o, 'loadResultsUseCase', ['drawsGateway', 'errorReporter'], (d, r) => new LoadResultsUseCase(d, r));
    provide(
      o,
      'resultsViewModel',
      ['loadResultsUseCase', 'errorReporter'],
      (l, r) => new ResultsViewModel(l, r),
      'transient',
    );
    provide(o, 'resultsArchiveViewModel', ['loadResultsUseCase'], (l) => new ResultsArchiveViewModel(l), 'transient');
    provide(
      o,
      'resultsOverviewViewModel',
      ['loadResultsUseCase', 'loadNextDrawsUseCase'],
      (l, n) => new ResultsOverviewViewModel(l, n),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    o.bind(TOKENS.drawsGateway)
      .toResolvedValue((h: HttpClient) => new HttpDrawsGateway(h), [HTTP_CLIENT])
      .inSingletonScope();
  }),
};
