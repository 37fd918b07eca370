import { ContainerModule } from 'inversify';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryBasketRepository } from '../../adapters/memory/memory-basket-repository';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { SeededRandom, SequenceIdGenerator } from '../../adapters/memory/seeded-random';
import { MemoryPlayerGateway } from '../../adapters/memory/memory-player-gateway';
import { MemoryWalletGateway } from '../../adapters/memory/memory-wallet-gateway';
import { MemoryOrderGateway } from '../../adapters/memory/memory-order-gateway';
import { MemoryNotificationGateway } from '../../adapters/memory/memory-notification-gateway';
import { MemoryPaymentGateway } from '../../adapters/memory/memory-payment-gateway';
import { MemoryLotteryStoreGateway } from '../../adapters/memory/memory-lottery-store-gateway';
import { MemoryDrawsGateway } from '../../adapters/memory/memory-draws-gateway';
import { MemoryFakeBackendControl } from '../../adapters/memory/memory-fake-backend-control';
import { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { MemoryLocalData } from '../../adapters/memory/memory-local-data';
import { MemoryVersionGateway } from '../../adapters/memory/memory-version-gateway';
import { MemoryConnectivity } from '../../adapters/memory/memory-connectivity';
import { MemoryConsentStore } from '../../adapters/memory/memory-consent-store';
import { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import { FakePspCardEncryption } from '../../adapters/browser/fake-psp-card-encryption';
import { FixedBrowserInfo, MemoryPendingPaymentStore } from '../../adapters/memory/memory-payment-infrastructure';
import { MemoryDraftStore } from '../../adapters/memory/memory-draft-store';
import { MemoryAccountGateway } from '../../adapters/memory/memory-account-gateway';
import { MemoryVerificationGateway } from '../../adapters/memory/memory-verification-gateway';
import { MemoryFakeIdentControl } from '../../adapters/memory/memory-fake-ident-control';
import { MemoryLimitsGateway } from '../../adapters/memory/memory-limits-gateway';
import { MemoryStakesConfirmationStore } from '../../adapters/memory/memory-stakes-confirmation-store';
import { MemoryLedgerGateway } from '../../adapters/memory/memory-ledger-gateway';
import { MemoryContentGateway } from '../../adapters/memory/memory-content-gateway';
import { MemoryPageGateway } from '../../adapters/memory/memory-page-gateway';
import { MemoryGamblingGateway } from '../../adapters/memory/memory-gambling-gateway';
import { MemorySeoGateway } from '../../adapters/memory/memory-seo-gateway';
import { provide } from './provide';
import { MemoryAttributionStore } from '../../adapters/memory/memory-attribution-store';

export interface MemoryModuleOptions {
  readonly platform: FakePlatformApi;
  readonly now?: string;
  readonly seed?: number;
}

/** Everything in memory over the fake platform: core tests and view-model tests, no HTTP, no DOM. */
export const memoryModule = ({ platform, now, seed = 7 }: MemoryModuleOptions) =>
  new ContainerModule((o) => {
    const clock = new ManualClock(now);
    provide(o, 'clock', [], () => clock);
    provide(o, 'scheduler', [], () => new ManualScheduler(clock));
    provide(o, 'errorReporter', [], () => new MemoryErrorReporter());
    provide(o, 'localData', [], () => new MemoryLocalData());
    provide(o, 'versionGateway', [], () => new MemoryVersionGateway(__APP_VERSION__));
    provide(o, 'cardEncryption', [], () => new FakePspCardEncryption());
    provide(o, 'browserInfo', [], () => new FixedBrowserInfo());
    provide(o, 'draftStore', [], () => new MemoryDraftStore());
    provide(o, 'attributionStore', [], () => new MemoryAttributionStore());
    provide(o, 'accountGateway', ['tokenStore'], (t) => new MemoryAccountGateway(platform, t));
    provide(o, 'pendingPaymentStore', [], () => new MemoryPendingPaymentStore());
    provide(o, 'connectivity', [], () => new MemoryConnectivity());
    provide(o, 'consentStore', [], () => new MemoryConsentStore());
    provide(
      o,
      'trackAnalyticsUseCase',
      ['consentStore', 'scheduler', 'errorReporter'],
      (c, s, r) => new TrackAnalyticsUseCase(null, c, s, r),
    );
    provide(o, 'random', [], () => new SeededRandom(seed));
    provide(o, 'idGenerator', [], () => new SequenceIdGenerator());
    provide(o, 'tokenStore', [], () => new MemoryTokenStore());
    provide(o, 'basketRepository', [], () => new MemoryBasketRepository());
    provide(o, 'playerGateway', ['tokenStore'], (t) => new MemoryPlayerGateway(platform, t));
    provide(o, 'walletGateway', ['tokenStore'], (t) => new MemoryWalletGateway(platform, t));
    provide(o, 'orderGateway', ['tokenStore'], (t) => new MemoryOrderGateway(platform, t));
    provide(o, 'notificationGateway', ['tokenStore'], (t) => new MemoryNotificationGateway(platform, t));
    provide(o, 'paymentGateway', ['tokenStore'], (t) => new MemoryPaymentGateway(platform, t));
    provide(o, 'lotteryStoreGateway', ['tokenStore'], (t) => new MemoryLotteryStoreGateway(platform, t));
    provide(o, 'drawsGateway', [], () => new MemoryDrawsGateway(platform));
    provide(o, 'limitsGateway', ['tokenStore'], (t) => new MemoryLimitsGateway(platform, t));
    provide(o, 'stakesConfirmationStore', [], () => new MemoryStakesConfirmationStore());
    provide(o, 'ledgerGateway', ['tokenStore'], (t) => new MemoryLedgerGateway(platform, t));
    provide(o, 'fakeBackendControl', [], () => new MemoryFakeBackendControl(platform));
    // Content
    provide(o, 'contentGateway', [], () => new MemoryContentGateway(platform));
    provide(o, 'pageGateway', [], () => new MemoryPageGateway(platform));
    // Games and SEO
    provide(o, 'gamblingGateway', ['tokenStore'], (t) => new MemoryGamblingGateway(platform, t));
    provide(o, 'seoGateway', [], () => new MemorySeoGateway());
    // Verification
    provide(o, 'verificationGateway', ['tokenStore'], (t) => new MemoryVerificationGateway(platform, t));
    provide(o, 'fakeIdentControl', [], () => new MemoryFakeIdentControl(platform));
  });
