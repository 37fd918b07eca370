import { numberStatistics, type NumberStatistics } from '../domain/number-statistics';
import type { StatisticsLottery } from '../domain/statistics-lotteries';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { LoadArchiveDrawsUseCase } from './load-archive-draws.use-case';

/**
 * The number statistics of a lottery (issue 19) over the same archive the results pages and the
 * Gewinnabfrage show: the two years of shows before the newest one. Only the spec's calls: the
 * list of shows, then each show's draws (spec/2 §7.3), through the draws gateway (and its cache).
 * A call that fails throws: the statistics are of the whole archive or none.
 */
export class LoadNumberStatisticsUseCase {
  constructor(private readonly draws: DrawsGateway) {}

  async execute(lottery: StatisticsLottery): Promise<NumberStatistics> {
    return numberStatistics(lottery, await new LoadArchiveDrawsUseCase(this.draws).execute(lottery));
  }
}
