import { keyOfRoute, loaderAnswer, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { RESULTS } from '../results/results.module';
import { numberStatistics } from './statistics-aggregate';
import { STATISTICS_ROUTES } from './statistics-routes';
import { StatisticsPage } from './statistics.view';
import type { StatisticsData } from './statistics.view-model';

/**
 * The page's data before render: the statistics of the whole archive (public and the same for
 * everyone, so the server renders them and works without JavaScript), computed once per newest
 * show (statistics-aggregate.ts). When the archive cannot be loaded the page says so with a
 * retry, status 503.
 */
export async function loader({ request, context }: LoaderArgs) {
  const lottery = keyOfRoute(STATISTICS_ROUTES, routeNameOf(context, request));
  const container = routeContainer(context);
  try {
    const computed = await numberStatistics.of(lottery, resolve(container, RESULTS.drawsGateway));
    if (!computed) throw new Error(`No statistics for ${lottery}`);
    return loaderAnswer<StatisticsData>({ kind: 'ready', statistics: computed.value });
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
