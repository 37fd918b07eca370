import type { RouteObject } from 'react-router';
import { CHECKED_LOTTERIES } from '../../../core/domain/winning-check-tip';
import { lazyPage } from '../../app/lazy-page';
import { WINNING_CHECK_ROUTES } from './winning-check-routes';

/** /lotto/gewinnabfrage and /eurojackpot/gewinnabfrage, one lazy chunk with its loader. */
export const winningCheckRoutes: RouteObject[] = CHECKED_LOTTERIES.map((lottery) => ({
  path: WINNING_CHECK_ROUTES[lottery].path.slice(1),
  handle: { name: WINNING_CHECK_ROUTES[lottery].name },
  lazy: lazyPage(() =>
    import('./winning-check.view').then((m) => ({
      default: m.winningCheckPageFor(lottery),
      loader: m.winningCheckLoaderFor(lottery),
    })),
  ),
}));
