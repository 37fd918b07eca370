import { ContainerModule } from 'inversify';
import { LoadBasketUseCase } from '../../../core/use-cases/load-basket.use-case';
import { RemoveFromBasketUseCase } from '../../../core/use-cases/remove-from-basket.use-case';
import { ValidateBasketUseCase } from '../../../core/use-cases/validate-basket.use-case';
import { FEATURE_ACCESS, defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';
import { BasketViewModel } from './basket.view-model';

export const BASKET = {
  loadBasketUseCase: token<LoadBasketUseCase>('loadBasketUseCase'),
  removeFromBasketUseCase: token<RemoveFromBasketUseCase>('removeFromBasketUseCase'),
  validateBasketUseCase: token<ValidateBasketUseCase>('validateBasketUseCase'),
  basketViewModel: token<BasketViewModel>('basketViewModel'),
} as const;

/** The app-wide basket (shell). Its checkout is a feature of its own, loaded with the basket page or the first purchase. */
export const basketFeature = defineFeature({
  name: 'basket',
  tokens: BASKET,
  bindings: new ContainerModule((o) => {
    provide(o, BASKET.loadBasketUseCase, [SHARED.basketRepository], (b) => new LoadBasketUseCase(b));
    provide(o, BASKET.removeFromBasketUseCase, [SHARED.basketRepository], (b) => new RemoveFromBasketUseCase(b));
    provide(
      o,
      BASKET.validateBasketUseCase,
      [SHARED.orderGateway, SHARED.basketRepository, SHARED.idGenerator, SHARED.attributionStore],
      (g, b, i, t) => new ValidateBasketUseCase(g, b, i, t),
    );
    provide(
      o,
      BASKET.basketViewModel,
      [
        BASKET.loadBasketUseCase,
        BASKET.removeFromBasketUseCase,
        BASKET.validateBasketUseCase,
        FEATURE_ACCESS,
        SESSION.sessionViewModel,
        SHARED.clock,
        SHARED.trackAnalyticsUseCase,
      ],
      (loadBasket, removeFromBasket, validateBasket, features, session, clock, analytics) =>
        new BasketViewModel({
          loadBasket,
          removeFromBasket,
          validateBasket,
          // Already loaded on the basket page; a chunk that fails to load fails the purchase like a failed request.
          checkout: async () => {
            const { checkoutFeature, CHECKOUT } = await import('./checkout.module');
            return features.resolve(checkoutFeature, CHECKOUT.checkoutUseCase);
          },
          session,
          clock,
          analytics,
        }),
    );
  }),
});
