import { ContainerModule } from 'inversify';
import { HttpPaymentGateway } from '../../../adapters/http/http-payment-gateway';
import { PurchaseBasketUseCase } from '../../../core/use-cases/purchase-basket.use-case';
import { ChargePaymentUseCase } from '../../../core/use-cases/charge-payment.use-case';
import { CheckoutUseCase } from '../../../core/use-cases/checkout.use-case';
import type { PaymentGateway } from '../../../ports/payment-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';

export const CHECKOUT = {
  paymentGateway: token<PaymentGateway>('paymentGateway'),
  purchaseBasketUseCase: token<PurchaseBasketUseCase>('purchaseBasketUseCase'),
  chargePaymentUseCase: token<ChargePaymentUseCase>('chargePaymentUseCase'),
  checkoutUseCase: token<CheckoutUseCase>('checkoutUseCase'),
} as const;

/**
 * Buying the basket (charge what the wallet does not cover, then order) and the card/PayPal
 * charge deposits reuse. Loads with the basket page and the wallet; the shell's basket view
 * model imports it on its first purchase (./basket.module.ts).
 */
export const checkoutFeature = defineFeature({
  name: 'checkout',
  tokens: CHECKOUT,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      CHECKOUT.purchaseBasketUseCase,
      [
        SHARED.orderGateway,
        SHARED.basketRepository,
        SHARED.idGenerator,
        SHARED.clock,
        SHARED.playerCache,
        SHARED.attributionStore,
      ],
      (g, b, i, c, cache, t) => new PurchaseBasketUseCase(g, b, i, c, cache, t),
    );
    provide(
      o,
      CHECKOUT.chargePaymentUseCase,
      [CHECKOUT.paymentGateway, SHARED.cardEncryption, SHARED.browserInfo, SHARED.pendingPaymentStore],
      (payments, encryption, browser, pending) => new ChargePaymentUseCase(payments, encryption, browser, pending),
    );
    provide(
      o,
      CHECKOUT.checkoutUseCase,
      [
        CHECKOUT.purchaseBasketUseCase,
        CHECKOUT.paymentGateway,
        CHECKOUT.chargePaymentUseCase,
        SHARED.basketRepository,
        SHARED.idGenerator,
      ],
      (purchase, payments, charge, basket, ids) => new CheckoutUseCase(purchase, payments, charge, basket, ids),
    );
  }),
  http: new ContainerModule((o) => {
    provide(o, CHECKOUT.paymentGateway, [HTTP_CLIENT], (h) => new HttpPaymentGateway(h));
  }),
});
