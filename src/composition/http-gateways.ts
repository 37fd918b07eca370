import type { HttpClient } from '../../adapters/http/client';

/**
 * The shell's gateways (next draws, SEO, player, wallet, orders, payments, limits, content, games),
 * each in a chunk of its own with its wire mappers, loaded on the first call to it
 * (./http.module.ts): a visit loads only the gateways its screens call.
 */
export const LAZY_HTTP_GATEWAYS = {
  lotteryStoreGateway: () =>
    import('../../adapters/http/http-lottery-store-gateway').then((m) => m.HttpLotteryStoreGateway),
  seoGateway: () => import('../../adapters/http/http-seo-gateway').then((m) => m.HttpSeoGateway),
  playerGateway: () => import('../../adapters/http/http-player-gateway').then((m) => m.HttpPlayerGateway),
  walletGateway: () => import('../../adapters/http/http-wallet-gateway').then((m) => m.HttpWalletGateway),
  notificationGateway: () =>
    import('../../adapters/http/http-notification-gateway').then((m) => m.HttpNotificationGateway),
  paymentGateway: () => import('../../adapters/http/http-payment-gateway').then((m) => m.HttpPaymentGateway),
  orderGateway: () => import('../../adapters/http/http-order-gateway').then((m) => m.HttpOrderGateway),
  limitsGateway: () => import('../../adapters/http/http-limits-gateway').then((m) => m.HttpLimitsGateway),
  contentGateway: () => import('../../adapters/http/http-content-gateway').then((m) => m.HttpContentGateway),
  gamblingGateway: () => import('../../adapters/http/http-gambling-gateway').then((m) => m.HttpGamblingGateway),
} satisfies Record<string, () => Promise<new (http: HttpClient) => object>>;
