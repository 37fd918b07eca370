import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpSeoGateway } from '../../adapters/http/http-seo-gateway';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';

/**
 * The shell's gateways (next draws, SEO, player, wallet, orders, payments, limits, content, games)
 * with their wire mappers: one chunk, loaded on the first call to any of them (./http.module.ts).
 */
export const LAZY_HTTP_GATEWAYS = {
  lotteryStoreGateway: HttpLotteryStoreGateway,
  seoGateway: HttpSeoGateway,
  playerGateway: HttpPlayerGateway,
  walletGateway: HttpWalletGateway,
  notificationGateway: HttpNotificationGateway,
  paymentGateway: HttpPaymentGateway,
  orderGateway: HttpOrderGateway,
  limitsGateway: HttpLimitsGateway,
  contentGateway: HttpContentGateway,
  gamblingGateway: HttpGamblingGateway,
};
