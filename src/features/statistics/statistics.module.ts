import { ContainerModule } from 'inversify';
import { LoadNumberStatisticsUseCase } from '../../../core/use-cases/load-number-statistics.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { token } from '../../composition/token';
import { RESULTS, resultsFeature } from '../results/results.module';
import { StatisticsViewModel } from './statistics.view-model';

export const STATISTICS = {
  loadNumberStatisticsUseCase: token<LoadNumberStatisticsUseCase>('loadNumberStatisticsUseCase'),
  statisticsViewModel: token<StatisticsViewModel>('statisticsViewModel'),
} as const;

/** The number statistics of LOTTO and Eurojackpot. Their draws come through the results feature's cached gateway. */
export const statisticsFeature = defineFeature({
  name: 'statistics',
  tokens: STATISTICS,
  requires: [resultsFeature],
  bindings: new ContainerModule((o) => {
    provide(
      o,
      STATISTICS.loadNumberStatisticsUseCase,
      [RESULTS.drawsGateway],
      (d) => new LoadNumberStatisticsUseCase(d),
    );
    provide(o, STATISTICS.statisticsViewModel, [], () => new StatisticsViewModel(), 'transient');
  }),
});
