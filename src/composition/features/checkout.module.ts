import { ContainerModule } from 'inversify';
import { PurchaseBasketUseCase } from '../../../core/use-cases/purchase-basket.use-case';
import { ChargePaymentUseCase } from '../../../core/use-cases/charge-payment.use-case';
import { CheckoutUseCase } from '../../../core/use-cases/checkout.use-case';
import type { Feature } from '../feature';
import { provide } from '../provide';

/**
 * Buying the basket (charge what the wallet does not cover, then order) and the card/PayPal
 * charge deposits reuse. Loads with the basket page and deposits; the shell's basket view
 * model reaches it through `checkoutLoader` (../container.ts).
 */
export const checkoutFeature: Feature = {
  name: 'checkout',
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'purchaseBasketUseCase',
      ['orderGateway', 'basketRepository', 'idGenerator', 'clock', 'playerCache', 'attributionStore'],
      (g, b, i, c, cache, t) => new PurchaseBasketUseCase(g, b, i, c, cache, t),
    );
    provide(
      o,
      'chargePaymentUseCase',
      ['paymentGateway', 'cardEncryption', 'browserInfo', 'pendingPaymentStore'],
      (payments, encryption, browser, pending) => new ChargePaymentUseCase(payments, encryption, browser, pending),
    );
    provide(
      o,
      'checkoutUseCase',
      ['purchaseBasketUseCase', 'paymentGateway', 'chargePaymentUseCase', 'basketRepository', 'idGenerator'],
      (purchase, payments, charge, basket, ids) => new CheckoutUseCase(purchase, payments, charge, basket, ids),
    );
  }),
};
