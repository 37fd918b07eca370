import type { RouteObject } from 'react-router';
import { STATISTICS_LOTTERIES } from '../../../core/domain/statistics-lotteries';
import { lazyPage } from '../../app/lazy-page';
import { STATISTICS_ROUTES } from './statistics-routes';

/** /lotto/statistik and /eurojackpot/statistik, one lazy chunk with its loader. */
export const statisticsRoutes: RouteObject[] = STATISTICS_LOTTERIES.map((lottery) => ({
  path: STATISTICS_ROUTES[lottery].path.slice(1),
  handle: { name: STATISTICS_ROUTES[lottery].name },
  lazy: lazyPage(() =>
    import('./statistics.view').then((m) => ({
      default: m.statisticsPageFor(lottery),
      loader: m.statisticsLoaderFor(lottery),
    })),
  ),
}));
