import { ContainerModule } from 'inversify';
import { EstimateOddsUseCase } from '../../../core/use-cases/estimate-odds.use-case';
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

/**
 * Gewinnchance and Erwartungswert in the basket (issue 19). Loads with the basket page; the mean
 * quotas come through the results feature's cached draws gateway, and the view model keeps them
 * per lottery for the tab.
 */
export const basketOddsFeature = defineFeature({
  name: 'basketOdds',
  tokens: BASKET_ODDS,
  requires: [resultsFeature],
  bindings: new ContainerModule((o) => {
    provide(o, BASKET_ODDS.estimateOddsUseCase, [RESULTS.drawsGateway], (d) => new EstimateOddsUseCase(d));
    provide(
      o,
      BASKET_ODDS.basketOddsViewModel,
      [BASKET_ODDS.estimateOddsUseCase, BASKET.basketViewModel],
      (estimateOdds, basket) => new BasketOddsViewModel(estimateOdds, basket),
    );
  }),
});
