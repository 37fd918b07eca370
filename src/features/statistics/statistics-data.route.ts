import { routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { RESULTS } from '../results/results.module';
import { numberStatistics } from './statistics-aggregate';

/** GET /daten/statistik/{lottery}: the number statistics the statistics page shows, as JSON a shared cache may keep. */
export const loader = ({ params, request, context }: LoaderArgs): Promise<Response> =>
  numberStatistics.answer(request, params['lottery'], () => resolve(routeContainer(context), RESULTS.drawsGateway));
