import { loaderAnswer, routeContainer, type LoaderArgs } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { loadFaq } from './faq.view-model';

/** /faq's data, on the server for a first visit (spec/2 §7.7); a failing content service gives the retry page, 503. */
export async function loader({ context }: LoaderArgs) {
  return loaderAnswer(await loadFaq(resolve(routeContainer(context), SHARED.contentGateway)));
}

export { default } from './faq.view';
