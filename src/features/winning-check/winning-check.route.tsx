import { keyOfRoute, loaderAnswer, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { WINNING_CHECK } from './winning-check.module';
import { WINNING_CHECK_ROUTES } from './winning-check-routes';
import { WinningCheckPage } from './winning-check.view';
import type { WinningCheckData } from './winning-check.view-model';

/**
 * The page's data before render: the lottery's tip rules from its product definition (public, so
 * the server renders the empty tip). Without them the page says so with a retry, status 503.
 */
export async function loader({ request, context }: LoaderArgs) {
  const lottery = keyOfRoute(WINNING_CHECK_ROUTES, routeNameOf(context, request));
  const container = routeContainer(context);
  try {
    const rules = await resolve(container, WINNING_CHECK.checkPastWinningsUseCase).rules(lottery);
    return loaderAnswer<WinningCheckData>({ kind: 'ready', rules });
  } catch (error) {
    resolve(container, SHARED.errorReporter).report({
      message: error instanceof Error ? error.message : String(error),
      source: 'winningCheck',
      context: { lottery },
    });
    return loaderAnswer<WinningCheckData>({ kind: 'error' });
  }
}

/** Every lottery's Gewinnabfrage; another lottery mounts a fresh view model (the key). */
export default function WinningCheckRoute() {
  const lottery = keyOfRoute(WINNING_CHECK_ROUTES, useRouteName());
  return <WinningCheckPage key={lottery} lottery={lottery} />;
}
