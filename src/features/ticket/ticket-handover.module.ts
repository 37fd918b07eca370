import { ContainerModule } from 'inversify';
import { SessionStorageTicketHandoverStore } from '../../../adapters/browser/session-storage-ticket-handover-store';
import { HandOverTicketUseCase } from '../../../core/use-cases/hand-over-ticket.use-case';
import type { ProductIdentifier } from '../../../core/domain/lottery';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { ticketRoute } from './ticket-routes';

/** `?vorlage=<id>`: the ticket screen fills itself with the template handed over under that id. */
export const HANDOVER_PARAM = 'vorlage';

/** The ticket screen of `product` that opens filled with the hand-over `id`. */
export function handoverPath(product: ProductIdentifier, id: string): string | null {
  const path = ticketRoute(product);
  return path ? `${path}?${new URLSearchParams({ [HANDOVER_PARAM]: id }).toString()}` : null;
}

export const TICKET_HANDOVER = {
  handOverTicketUseCase: token<HandOverTicketUseCase>('handOverTicketUseCase'),
} as const;

/** One way to open a ticket filled (Meine Zahlen "Spielen", "Erneut spielen"): needed by the ticket and by those who send to it. */
export const ticketHandoverFeature = defineFeature({
  name: 'ticketHandover',
  tokens: TICKET_HANDOVER,
  browser: new ContainerModule((o) => {
    provide(o, SHARED.ticketHandoverStore, [], () => new SessionStorageTicketHandoverStore());
  }),
  bindings: new ContainerModule((o) => {
    provide(
      o,
      TICKET_HANDOVER.handOverTicketUseCase,
      [SHARED.ticketHandoverStore, SHARED.idGenerator],
      (s, i) => new HandOverTicketUseCase(s, i),
    );
  }),
});
