import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';
import { provide } from './provide';
import { HTTP_CLIENT, SHARED } from './shared.tokens';

/**
 * The shell's gateways over the documented HTTP APIs (production, `npm start`, the MSW dev mode).
 * A gateway only one feature calls is bound by that feature's module (`http`), so it loads with it.
 */
export const httpModule = (baseUrl: string, fetchImpl?: typeof fetch) =>
  new ContainerModule((o) => {
    provide(
      o,
      HTTP_CLIENT,
      [SHARED.tokenStore, SHARED.errorReporter],
      (t, r) => new HttpClient(baseUrl, t, r, fetchImpl),
    );
    provide(o, SHARED.playerGateway, [HTTP_CLIENT], (h) => new HttpPlayerGateway(h));
    provide(o, SHARED.walletGateway, [HTTP_CLIENT], (h) => new HttpWalletGateway(h));
    provide(o, SHARED.notificationGateway, [HTTP_CLIENT], (h) => new HttpNotificationGateway(h));
    provide(o, SHARED.orderGateway, [HTTP_CLIENT], (h) => new HttpOrderGateway(h));
    provide(o, SHARED.lotteryStoreGateway, [HTTP_CLIENT], (h) => new HttpLotteryStoreGateway(h));
    provide(o, SHARED.limitsGateway, [HTTP_CLIENT], (h) => new HttpLimitsGateway(h));
    provide(o, SHARED.contentGateway, [HTTP_CLIENT], (h) => new HttpContentGateway(h));
    provide(o, SHARED.gamblingGateway, [HTTP_CLIENT], (h) => new HttpGamblingGateway(h));
  });
