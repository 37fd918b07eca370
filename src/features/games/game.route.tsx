import { loaderAnswer, routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { loadGame } from './game.view-model';

/** The game and its provider, before render; an unknown slug is a 404, a failing content service a 503. */
export async function loader({ params, context }: LoaderArgs) {
  return loaderAnswer(await loadGame(resolve(routeContainer(context), SHARED.contentGateway), params['slug'] ?? ''));
}

export { default } from './game.view';
