import type { NumberStatistics } from '../../../core/domain/number-statistics';
import { isStatisticsLottery, type StatisticsLottery } from '../../../core/domain/statistics-lotteries';
import { LoadNumberStatisticsUseCase } from '../../../core/use-cases/load-number-statistics.use-case';
import { archiveAggregate } from '../../app/archive-aggregate';

/**
 * A lottery's number statistics, computed once per newest show in the server process
 * (src/app/archive-aggregate.ts): the page's loader renders them, and
 * GET /daten/statistik/{lottery} (statistics-data.route.ts) serves them as JSON.
 */
export const numberStatistics = archiveAggregate<StatisticsLottery, NumberStatistics>(
  isStatisticsLottery,
  (lottery, draws) => new LoadNumberStatisticsUseCase(draws).execute(lottery),
);
