import type { StatisticsLottery } from '../../../core/domain/statistics-lotteries';

/** The number statistics of each lottery that has them (issue 19): path and route name. */
export const STATISTICS_ROUTES: Readonly<Record<StatisticsLottery, { readonly name: string; readonly path: string }>> =
  {
    lotto6aus49: { name: 'statistics-lotto', path: '/lotto/statistik' },
    eurojackpot: { name: 'statistics-eurojackpot', path: '/eurojackpot/statistik' },
  };

/** Where the server answers a lottery's statistics as JSON: `${STATISTICS_DATA_PATH}/{lottery}`. */
export const STATISTICS_DATA_PATH = '/daten/statistik';
