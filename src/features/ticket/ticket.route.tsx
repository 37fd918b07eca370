import { keyOfRoute, loaderAnswer, routeContainer, routeNameOf, type LoaderArgs } from '../../app/route-container';
import { useRouteName } from '../../app/use-route-name';
import { resolve } from '../../composition/feature';
import { TICKET } from './ticket.module';
import { TICKET_ROUTES } from './ticket-routes';
import { TicketScreen } from './ticket-screen.view';
import { loadTicket } from './ticket.view-model';

/** A ticket screen's product rules and draws, before render (on the server for a first visit); without them, 503. */
export async function loader({ request, context }: LoaderArgs) {
  const product = keyOfRoute(TICKET_ROUTES, routeNameOf(context, request));
  return loaderAnswer(await loadTicket(resolve(routeContainer(context), TICKET.startTicketUseCase), product));
}

/** Every product's ticket screen; moving between two products mounts a fresh view model (the key). */
export default function TicketPage() {
  const product = keyOfRoute(TICKET_ROUTES, useRouteName());
  return <TicketScreen key={product} product={product} />;
}
