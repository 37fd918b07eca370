import { loaderAnswer, routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { loadWinningProbabilities } from './winning-probabilities.view-model';

/** The odds tables, before render (on the server for a first visit); when the content service fails, 503. */
export async function loader({ context }: LoaderArgs) {
  return loaderAnswer(await loadWinningProbabilities(resolve(routeContainer(context), SHARED.contentGateway)));
}

export { default } from './winning-probabilities.view';
