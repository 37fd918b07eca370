import { ContainerModule } from 'inversify';
import { HttpArchiveAggregatesGateway } from '../../../adapters/http/http-archive-aggregates-gateway';
import { EstimateOddsUseCase } from '../../../core/use-cases/estimate-odds.use-case';
import type { ArchiveAggregatesGateway } from '../../../ports/archive-aggregates-gateway.port';
import type { DrawsGateway } from '../../../ports/draws-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { token } from '../../composition/token';
import { RESULTS, resultsFeature } from '../results/results.module';
import { BASKET } from './basket.module';
import { BasketOddsViewModel } from './basket-odds.view-model';

export const BASKET_ODDS = {
  estimateOddsUseCase: token<EstimateOddsUseCase>('estimateOddsUseCase'),
  basketOddsViewModel: token<BasketOddsViewModel>('basketOddsViewModel'),
} as const;

/** Bound in a browser tab only (the feature's `browser` part): the server's aggregates. */
const ARCHIVE_AGGREGATES = token<ArchiveAggregatesGateway>('archiveAggregatesGateway');

/**
 * Gewinnchance and Erwartungswert in the basket (issue 19). Loads with the basket page; the view
 * model keeps the mean quotas per lottery for the tab. A browser tab asks the shop's server for
 * them (one request: mean-quotas.route.ts computes them once per new draw); a container without
 * that server (tests, the fake platform in process) computes them from the archive through the
 * results feature's cached draws gateway, with the same core function.
 */
export const basketOddsFeature = defineFeature({
  name: 'basketOdds',
  tokens: BASKET_ODDS,
  requires: [resultsFeature],
  bindings: new ContainerModule((o) => {
    o.bind(BASKET_ODDS.estimateOddsUseCase)
      .toResolvedValue(
        (draws: DrawsGateway, aggregates: ArchiveAggregatesGateway | undefined) =>
          new EstimateOddsUseCase(draws, aggregates ?? null),
        [RESULTS.drawsGateway, { serviceIdentifier: ARCHIVE_AGGREGATES, optional: true }],
      )
      .inSingletonScope();
    provide(
      o,
      BASKET_ODDS.basketOddsViewModel,
      [BASKET_ODDS.estimateOddsUseCase, BASKET.basketViewModel],
      (estimateOdds, basket) => new BasketOddsViewModel(estimateOdds, basket),
    );
  }),
  browser: new ContainerModule((o) => {
    provide(o, ARCHIVE_AGGREGATES, [], () => new HttpArchiveAggregatesGateway());
  }),
});
