import { ContainerModule } from 'inversify';
import { StartTicketUseCase } from '../../../core/use-cases/start-ticket.use-case';
import { FillQuickTipUseCase } from '../../../core/use-cases/fill-quick-tip.use-case';
import { RollTicketNumberUseCase } from '../../../core/use-cases/roll-ticket-number.use-case';
import { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';
import { AddToBasketUseCase } from '../../../core/use-cases/add-to-basket.use-case';
import { TicketViewModel } from '../../features/ticket/ticket.view-model';
import type { Feature } from '../feature';
import { provide } from '../provide';

/** The ticket screen of every product. */
export const ticketFeature: Feature = {
  name: 'ticket',
  bindings: new ContainerModule((o) => {
    provide(o, 'startTicketUseCase', ['lotteryStoreGateway', 'random'], (l, r) => new StartTicketUseCase(l, r));
    provide(o, 'fillQuickTipUseCase', ['random'], (r) => new FillQuickTipUseCase(r));
    provide(o, 'rollTicketNumberUseCase', ['random'], (r) => new RollTicketNumberUseCase(r));
    provide(o, 'priceTicketUseCase', ['lotteryStoreGateway', 'clock'], (l, c) => new PriceTicketUseCase(l, c));
    provide(
      o,
      'addToBasketUseCase',
      ['priceTicketUseCase', 'basketRepository', 'idGenerator'],
      (p, b, i) => new AddToBasketUseCase(p, b, i),
    );
    provide(
      o,
      'ticketViewModel',
      [
        'startTicketUseCase',
        'fillQuickTipUseCase',
        'rollTicketNumberUseCase',
        'priceTicketUseCase',
        'addToBasketUseCase',
        'basketViewModel',
        'trackAnalyticsUseCase',
        'sessionViewModel',
      ],
      (startTicket, quickTip, rollTicketNumber, priceTicket, addToBasket, basket, analytics, session) =>
        new TicketViewModel({
          startTicket,
          quickTip,
          rollTicketNumber,
          priceTicket,
          addToBasket,
          basket,
          analytics,
          session,
        }),
      'transient',
    );
  }),
};
