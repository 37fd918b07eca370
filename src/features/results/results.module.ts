import { ContainerModule } from 'inversify';
import { HttpDrawsGateway } from '../../../adapters/http/http-draws-gateway';
import { CachedDrawsGateway } from '../../../adapters/cache/cached-draws-gateway';
import { LoadResultsUseCase } from '../../../core/use-cases/load-results.use-case';
import { ResultsViewModel } from './results.view-model';
import { ResultsArchiveViewModel } from './results-archive.view-model';
import { ResultsOverviewViewModel } from './results-overview.view-model';
import type { DrawsGateway } from '../../../ports/draws-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SERVER_ONLY, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { HOME } from '../home/home.module';

export const RESULTS = {
  drawsGateway: token<DrawsGateway>('drawsGateway'),
  loadResultsUseCase: token<LoadResultsUseCase>('loadResultsUseCase'),
  resultsViewModel: token<ResultsViewModel>('resultsViewModel'),
  resultsArchiveViewModel: token<ResultsArchiveViewModel>('resultsArchiveViewModel'),
  resultsOverviewViewModel: token<ResultsOverviewViewModel>('resultsOverviewViewModel'),
} as const;

/** Numbers and odds per lottery, their archive, the overview. */
export const resultsFeature = defineFeature({
  name: 'results',
  tokens: RESULTS,
  bindings: new ContainerModule((o) => {
    // The draws-and-shows cache (spec/2 §9) wraps whichever gateway the mode bound.
    o.onActivation(
      RESULTS.drawsGateway,
      (c, inner) =>
        new CachedDrawsGateway(inner, c.get(SHARED.clock), c.get(SERVER_ONLY.drawsStore, { optional: true })),
    );
    provide(
      o,
      RESULTS.loadResultsUseCase,
      [RESULTS.drawsGateway, SHARED.errorReporter],
      (d, r) => new LoadResultsUseCase(d, r),
    );
    provide(o, RESULTS.resultsViewModel, [], () => new ResultsViewModel(), 'transient');
    provide(
      o,
      RESULTS.resultsArchiveViewModel,
      [RESULTS.loadResultsUseCase],
      (l) => new ResultsArchiveViewModel(l),
      'transient',
    );
    provide(
      o,
      RESULTS.resultsOverviewViewModel,
      [RESULTS.loadResultsUseCase, HOME.loadNextDrawsUseCase],
      (l, n) => new ResultsOverviewViewModel(l, n),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    provide(o, RESULTS.drawsGateway, [HTTP_CLIENT], (h) => new HttpDrawsGateway(h));
  }),
});
