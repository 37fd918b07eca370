import { loaderAnswer, routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { HOME } from '../home/home.module';
import { RESULTS } from './results.module';
import { loadResultsOverview } from './results-overview.view-model';

/** Every lottery's last and next draw, before render (on the server for a first visit); with none at all, 503. */
export async function loader({ context }: LoaderArgs) {
  const container = routeContainer(context);
  return loaderAnswer(
    await loadResultsOverview(
      resolve(container, RESULTS.loadResultsUseCase),
      resolve(container, HOME.loadNextDrawsUseCase),
    ),
  );
}

export { default } from './results-overview.view';
