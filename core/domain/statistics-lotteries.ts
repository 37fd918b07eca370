/**
 * The lotteries with a statistics page: those that draw numbers from a pool. Kept apart from the
 * statistics themselves because the route table (in every page's entry) names them.
 */
const STATISTICS_LOTTERIES = ['lotto6aus49', 'eurojackpot'] as const;
export type StatisticsLottery = (typeof STATISTICS_LOTTERIES)[number];

export const isStatisticsLottery = (id: string): id is StatisticsLottery =>
  (STATISTICS_LOTTERIES as readonly string[]).includes(id);
