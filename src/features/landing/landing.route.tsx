import { keyOfRoute, loaderAnswer, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { HOME } from '../home/home.module';
import { LANDING_ROUTES } from '../ticket/ticket-routes';
import { LandingView } from './landing.view';
import { loadLanding } from './landing.view-model';

/** A landing page's draw facts, before render (on the server for a first visit); without a draw, 503. */
export async function loader({ request, context }: LoaderArgs) {
  const lottery = keyOfRoute(LANDING_ROUTES, routeNameOf(context, request));
  const container = routeContainer(context);
  const landing = await loadLanding(
    {
      loadNextDraws: resolve(container, HOME.loadNextDrawsUseCase),
      clock: resolve(container, SHARED.clock),
      content: resolve(container, SHARED.contentGateway),
    },
    lottery,
  );
  return loaderAnswer(landing);
}

/** Every lottery's landing page; a new lottery mounts a fresh view model (the key). */
export default function LandingPage() {
  const lottery = keyOfRoute(LANDING_ROUTES, useRouteName());
  return <LandingView key={lottery} lottery={lottery} />;
}
