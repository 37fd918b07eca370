import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';
import { HttpSeoGateway } from '../../adapters/http/http-seo-gateway';
import type { TokenStore } from '../../ports/token-store.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import { TOKENS } from './tokens';
import { HTTP_CLIENT } from './http-client';


/** The shell's gateways over the documented HTTP APIs (production, `npm start`, the MSW dev mode); gateways only one feature uses load with it (./features). */
export const httpModule = (baseUrl: string) =>
  new ContainerModule((o) => {
    o.bind<HttpClient>(HTTP_CLIENT)
      .toResolvedValue((tokens: TokenStore, reporter: ErrorReporter) => new HttpClient(baseUrl, tokens, reporter), [TOKENS.tokenStore, TOKENS.errorReporter])
      .inSingletonScope();
    const viaHttp = <T>(make: (http: HttpClient) => T) => (http: HttpClient) => make(http);
    o.bind(TOKENS.playerGateway).toResolvedValue(viaHttp((h) => new HttpPlayerGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.walletGateway).toResolvedValue(viaHttp((h) => new HttpWalletGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.notificationGateway).toResolvedValue(viaHttp((h) => new HttpNotificationGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.paymentGateway).toResolvedValue(viaHttp((h) => new HttpPaymentGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.orderGateway).toResolvedValue(viaHttp((h) => new HttpOrderGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.lotteryStoreGateway).toResolvedValue(viaHttp((h) => new HttpLotteryStoreGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.limitsGateway).toResolvedValue(viaHttp((h) => new HttpLimitsGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    // Content (layout, cookie banner, games)
    o.bind(TOKENS.contentGateway).toResolvedValue(viaHttp((h) => new HttpContentGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    // Games (logout ends game sessions) and SEO
    o.bind(TOKENS.gamblingGateway).toResolvedValue(viaHttp((h) => new HttpGamblingGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.seoGateway).toResolvedValue(viaHttp((h) => new HttpSeoGateway(h)), [HTTP_CLIENT]).inSingletonScope();
  });
