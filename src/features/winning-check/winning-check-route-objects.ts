import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { WINNING_CHECK_ROUTES } from './winning-check-routes';

/** /lotto/gewinnabfrage and /eurojackpot/gewinnabfrage, one lazy chunk with its loader. */
// The list comes from the routes table, not the core module of tips: this file loads with every page.
export const winningCheckRoutes: RouteObject[] = (
  Object.keys(WINNING_CHECK_ROUTES) as (keyof typeof WINNING_CHECK_ROUTES)[]
).map((lottery) => ({
  path: WINNING_CHECK_ROUTES[lottery].path.slice(1),
  handle: { name: WINNING_CHECK_ROUTES[lottery].name },
  lazy: lazyPage(() =>
    import('./winning-check.view').then((m) => ({
      default: m.winningCheckPageFor(lottery),
      loader: m.winningCheckLoaderFor(lottery),
    })),
  ),
}));
