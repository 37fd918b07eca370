import { keyOfRoute, loaderAnswer, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { STATISTICS } from './statistics.module';
import { STATISTICS_ROUTES } from './statistics-routes';
import { StatisticsPage } from './statistics.view';
import type { StatisticsData } from './statistics.view-model';

/**
 * The page's data before render: the statistics of the whole archive (public and the same for
 * everyone, so the server renders them and works without JavaScript). When the archive cannot be
 * loaded the page says so with a retry, status 503.
 */
export async function loader({ request, context }: LoaderArgs) {
  const lottery = keyOfRoute(STATISTICS_ROUTES, routeNameOf(context, request));
  const container = routeContainer(context);
  try {
    const statistics = await resolve(container, STATISTICS.loadNumberStatisticsUseCase).execute(lottery);
    return loaderAnswer<StatisticsData>({ kind: 'ready', statistics });
  } catch (error) {
    resolve(container, SHARED.errorReporter).report({
      message: error instanceof Error ? error.message : String(error),
      source: 'statistics',
      context: { lottery },
    });
    return loaderAnswer<StatisticsData>({ kind: 'error' });
  }
}

/** Every lottery's statistics; another lottery mounts a fresh page (the key). */
export default function StatisticsRoute() {
  const lottery = keyOfRoute(STATISTICS_ROUTES, useRouteName());
  return <StatisticsPage key={lottery} lottery={lottery} />;
}
