import { ContainerModule } from 'inversify';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { token } from '../../composition/token';
import { resultsFeature } from '../results/results.module';
import { StatisticsViewModel } from './statistics.view-model';

export const STATISTICS = {
  statisticsViewModel: token<StatisticsViewModel>('statisticsViewModel'),
} as const;

/** The number statistics of LOTTO and Eurojackpot (the server computes them: statistics-aggregate.ts). */
export const statisticsFeature = defineFeature({
  name: 'statistics',
  tokens: STATISTICS,
  requires: [resultsFeature],
  bindings: new ContainerModule((o) => {
    provide(o, STATISTICS.statisticsViewModel, [], () => new StatisticsViewModel(), 'transient');
  }),
});
