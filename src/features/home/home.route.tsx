import { loaderAnswer, routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { HOME } from './home.module';
import { loadHome } from './home.view-model';

/** The jackpots and next draws, on the server for a first visit; without any, the page says so (503). */
export async function loader({ context }: LoaderArgs) {
  return loaderAnswer(await loadHome(resolve(routeContainer(context), HOME.loadNextDrawsUseCase)));
}

export { default } from './home.view';
