import type { RouteObject } from 'react-router';
import { LOTTERY_IDENTIFIERS } from '../../../core/domain/lottery';
import { lazyPage } from '../../app/lazy-page';
import { ARCHIVE_SEGMENT, archiveRouteName, RESULTS_OVERVIEW_ROUTE, RESULTS_ROUTES } from './results-routes';

/**
 * Numbers-and-odds routes, all lazy: /gewinnzahlen, and per lottery the page with an optional
 * date (one route, so moving between dates keeps the page) and its archive (a static segment
 * ranks before `:date`).
 */
export const resultsRoutes: RouteObject[] = [
  {
    path: RESULTS_OVERVIEW_ROUTE.path.slice(1),
    handle: { name: RESULTS_OVERVIEW_ROUTE.name },
    lazy: lazyPage(() => import('./results-overview.view')),
  },
  ...LOTTERY_IDENTIFIERS.flatMap((lottery): RouteObject[] => [
    {
      path: `${RESULTS_ROUTES[lottery].path.slice(1)}/${ARCHIVE_SEGMENT}`,
      handle: { name: archiveRouteName(lottery) },
      lazy: lazyPage(() =>
        import('./results-archive.view').then((m) => ({
          default: m.resultsArchiveFor(lottery),
          loader: m.resultsArchiveLoaderFor(lottery),
        })),
      ),
    },
    {
      path: `${RESULTS_ROUTES[lottery].path.slice(1)}/:date?`,
      handle: { name: RESULTS_ROUTES[lottery].name },
      lazy: lazyPage(() =>
        import('./results.view').then((m) => ({
          default: m.resultsPageFor(lottery),
          loader: m.resultsLoaderFor(lottery),
        })),
      ),
    },
  ]),
];
