import { HttpClient } from '../../adapters/http/client';
import { HttpAccountGateway } from '../../adapters/http/http-account-gateway';
import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpDrawsGateway } from '../../adapters/http/http-draws-gateway';
import { HttpFakeBackendControl } from '../../adapters/http/http-fake-backend-control';
import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';
import { HttpLedgerGateway } from '../../adapters/http/http-ledger-gateway';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { HttpPageGateway } from '../../adapters/http/http-page-gateway';
import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { HttpPlayerGateway } from '../../adapters/http/http-player-gateway';
import { HttpSeoGateway } from '../../adapters/http/http-seo-gateway';
import { HttpVerificationGateway } from '../../adapters/http/http-verification-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { IN_PROCESS_ORIGIN, platformFetch, type PlatformFetchOptions } from '../../mocks/platform-fetch';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { TokenStore } from '../../ports/token-store.port';

/**
 * The production HTTP client and gateways over the fake platform in this process (its MSW
 * handlers as `fetch`): what core and contract tests call, with the client's retries, refresh,
 * SKIP_ERROR and error mapping in the path. One client for all gateways, sharing `tokens`.
 */
export function inProcess(
  platform: FakePlatformApi,
  tokens: TokenStore = new MemoryTokenStore(),
  options: PlatformFetchOptions & { reporter?: ErrorReporter } = {},
) {
  const client = new HttpClient(IN_PROCESS_ORIGIN, tokens, options.reporter ?? null, platformFetch(platform, options));
  return {
    client,
    tokens,
    players: new HttpPlayerGateway(client),
    accounts: new HttpAccountGateway(client),
    verification: new HttpVerificationGateway(client),
    wallet: new HttpWalletGateway(client),
    payments: new HttpPaymentGateway(client),
    ledger: new HttpLedgerGateway(client),
    limits: new HttpLimitsGateway(client),
    notifications: new HttpNotificationGateway(client),
    orders: new HttpOrderGateway(client),
    lotteryStore: new HttpLotteryStoreGateway(client),
    draws: new HttpDrawsGateway(client),
    content: new HttpContentGateway(client),
    pages: new HttpPageGateway(client),
    gambling: new HttpGamblingGateway(client),
    seo: new HttpSeoGateway(client),
    control: new HttpFakeBackendControl(client),
  };
}

export type InProcess = ReturnType<typeof inProcess>;
