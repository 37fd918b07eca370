import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/http/client';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpDrawsGateway } from '../../adapters/http/http-draws-gateway';
import { HttpFakeBackendControl } from '../../adapters/http/http-fake-backend-control';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { HttpAccountGateway } from '../../adapters/http/http-account-gateway';
import { HttpVerificationGateway } from '../../adapters/http/http-verification-gateway';
import { HttpFakeIdentControl } from '../../adapters/http/http-fake-ident-control';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { HttpLedgerGateway } from '../../adapters/http/http-ledger-gateway';
import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpPageGateway } from '../../adapters/http/http-page-gateway';
import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';
import { HttpSeoGateway } from '../../adapters/http/http-seo-gateway';
import type { TokenStore } from '../../ports/token-store.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import { TOKENS } from './tokens';

export const HTTP_CLIENT = Symbol.for('tippwerk.httpClient');

/** Gateways over the documented HTTP APIs (production, `npm start`, and the MSW dev mode). */
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
    o.bind(TOKENS.accountGateway).toResolvedValue(viaHttp((h) => new HttpAccountGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.orderGateway).toResolvedValue(viaHttp((h) => new HttpOrderGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.lotteryStoreGateway).toResolvedValue(viaHttp((h) => new HttpLotteryStoreGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.drawsGateway).toResolvedValue(viaHttp((h) => new HttpDrawsGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.limitsGateway).toResolvedValue(viaHttp((h) => new HttpLimitsGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.ledgerGateway).toResolvedValue(viaHttp((h) => new HttpLedgerGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    // Content
    o.bind(TOKENS.contentGateway).toResolvedValue(viaHttp((h) => new HttpContentGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.pageGateway).toResolvedValue(viaHttp((h) => new HttpPageGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    // Games and SEO
    o.bind(TOKENS.gamblingGateway).toResolvedValue(viaHttp((h) => new HttpGamblingGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    o.bind(TOKENS.seoGateway).toResolvedValue(viaHttp((h) => new HttpSeoGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    // Verification
    o.bind(TOKENS.verificationGateway).toResolvedValue(viaHttp((h) => new HttpVerificationGateway(h)), [HTTP_CLIENT]).inSingletonScope();
    if (__FAKE_BACKEND__) o.bind(TOKENS.fakeIdentControl).toResolvedValue(viaHttp((h) => new HttpFakeIdentControl(h)), [HTTP_CLIENT]).inSingletonScope();
    // Builds for a real backend carry no fake-backend code at all.
    if (__FAKE_BACKEND__) {
      o.bind(TOKENS.fakeBackendControl).toResolvedValue(viaHttp((h) => new HttpFakeBackendControl(h)), [HTTP_CLIENT]).inSingletonScope();
    }
  });
