import { ContainerModule } from 'inversify';
import { StartTicketUseCase } from '../../../core/use-cases/start-ticket.use-case';
import { FillQuickTipUseCase } from '../../../core/use-cases/fill-quick-tip.use-case';
import { RollTicketNumberUseCase } from '../../../core/use-cases/roll-ticket-number.use-case';
import { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';
import { AddToBasketUseCase } from '../../../core/use-cases/add-to-basket.use-case';
import { TicketViewModel } from './ticket.view-model';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { BASKET } from '../basket/basket.module';
import { SESSION } from '../session/session.module';
import { myNumbersFeature } from '../my-numbers/my-numbers.module';
import { TICKET_HANDOVER, ticketHandoverFeature } from './ticket-handover.module';

export const TICKET = {
  startTicketUseCase: token<StartTicketUseCase>('startTicketUseCase'),
  fillQuickTipUseCase: token<FillQuickTipUseCase>('fillQuickTipUseCase'),
  rollTicketNumberUseCase: token<RollTicketNumberUseCase>('rollTicketNumberUseCase'),
  priceTicketUseCase: token<PriceTicketUseCase>('priceTicketUseCase'),
  addToBasketUseCase: token<AddToBasketUseCase>('addToBasketUseCase'),
  ticketViewModel: token<TicketViewModel>('ticketViewModel'),
} as const;

/** The ticket screen of every product. */
export const ticketFeature = defineFeature({
  name: 'ticket',
  tokens: TICKET,
  // A ticket opens filled from a hand-over and saves its numbers in Meine Zahlen.
  requires: [ticketHandoverFeature, myNumbersFeature],
  bindings: new ContainerModule((o) => {
    provide(
      o,
      TICKET.startTicketUseCase,
      [SHARED.lotteryStoreGateway, SHARED.random],
      (l, r) => new StartTicketUseCase(l, r),
    );
    provide(o, TICKET.fillQuickTipUseCase, [SHARED.random], (r) => new FillQuickTipUseCase(r));
    provide(o, TICKET.rollTicketNumberUseCase, [SHARED.random], (r) => new RollTicketNumberUseCase(r));
    provide(o, TICKET.priceTicketUseCase, [SHARED.lotteryStoreGateway], (l) => new PriceTicketUseCase(l));
    provide(
      o,
      TICKET.addToBasketUseCase,
      [TICKET.priceTicketUseCase, SHARED.basketRepository, SHARED.idGenerator],
      (p, b, i) => new AddToBasketUseCase(p, b, i),
    );
    provide(
      o,
      TICKET.ticketViewModel,
      [
        TICKET.startTicketUseCase,
        TICKET.fillQuickTipUseCase,
        TICKET.rollTicketNumberUseCase,
        TICKET.priceTicketUseCase,
        TICKET.addToBasketUseCase,
        BASKET.basketViewModel,
        SHARED.trackAnalyticsUseCase,
        SESSION.sessionViewModel,
        TICKET_HANDOVER.handOverTicketUseCase,
      ],
      (startTicket, quickTip, rollTicketNumber, priceTicket, addToBasket, basket, analytics, session, handOver) =>
        new TicketViewModel({
          startTicket,
          quickTip,
          rollTicketNumber,
          priceTicket,
          addToBasket,
          basket,
          analytics,
          session,
          handOver,
        }),
      'transient',
    );
  }),
});
