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
import { MemorySavedTipsStore } from '../../adapters/memory/memory-saved-tips-store';
import { MemoryTicketHandoverStore } from '../../adapters/memory/memory-ticket-handover-store';
import { MemoryAccountGateway } from '../../adapters/memory/memory-account-gateway';
import { MemoryVerificationGateway } from '../../adapters/memory/memory-verification-gateway';
import { MemoryLimitsGateway } from '../../adapters/memory/memory-limits-gateway';
import { MemoryStakesConfirmationStore } from '../../adapters/memory/memory-stakes-confirmation-store';
import { MemoryLedgerGateway } from '../../adapters/memory/memory-ledger-gateway';
import { MemoryContentGateway } from '../../adapters/memory/memory-content-gateway';
import { MemoryPageGateway } from '../../adapters/memory/memory-page-gateway';
import { MemoryGamblingGateway } from '../../adapters/memory/memory-gambling-gateway';
import { MemorySeoGateway } from '../../adapters/memory/memory-seo-gateway';
import { provide } from './provide';
import { SHARED } from './shared.tokens';
import { ACCOUNT } from '../features/account/account.module';
import { CHECKOUT } from '../features/basket/checkout.module';
import { CONTENT } from '../features/content/content.module';
import { DEV } from '../features/dev/dev.module';
import { RESULTS } from '../features/results/results.module';
import { SEO } from '../features/layout/seo.module';
import { TRANSACTIONS } from '../features/transactions/transactions.module';
import { VERIFICATION } from '../features/verification/verification.module';
import { MemoryAttributionStore } from '../../adapters/memory/memory-attribution-store';

export interface MemoryModuleOptions {
  readonly platform: FakePlatformApi;
  readonly now?: string;
  readonly seed?: number;
}

/** Everything in memory over the fake platform, every gateway included (the shell's and each feature's own): view-model tests, no HTTP, no DOM. */
export const memoryModule = ({ platform, now, seed = 7 }: MemoryModuleOptions) =>
  new ContainerModule((o) => {
    const clock = new ManualClock(now);
    provide(o, SHARED.clock, [], () => clock);
    provide(o, SHARED.scheduler, [], () => new ManualScheduler(clock));
    provide(o, SHARED.errorReporter, [], () => new MemoryErrorReporter());
    provide(o, SHARED.localData, [], () => new MemoryLocalData());
    provide(o, SHARED.versionGateway, [], () => new MemoryVersionGateway(__APP_VERSION__));
    provide(o, SHARED.cardEncryption, [], () => new FakePspCardEncryption());
    provide(o, SHARED.browserInfo, [], () => new FixedBrowserInfo());
    provide(o, SHARED.draftStore, [], () => new MemoryDraftStore());
    provide(o, SHARED.savedTipsStore, [], () => new MemorySavedTipsStore());
    provide(o, SHARED.ticketHandoverStore, [], () => new MemoryTicketHandoverStore());
    provide(o, SHARED.attributionStore, [], () => new MemoryAttributionStore());
    provide(o, ACCOUNT.accountGateway, [SHARED.tokenStore], (t) => new MemoryAccountGateway(platform, t));
    provide(o, SHARED.pendingPaymentStore, [], () => new MemoryPendingPaymentStore());
    provide(o, SHARED.connectivity, [], () => new MemoryConnectivity());
    provide(o, SHARED.consentStore, [], () => new MemoryConsentStore());
    provide(
      o,
      SHARED.trackAnalyticsUseCase,
      [SHARED.consentStore, SHARED.scheduler, SHARED.errorReporter],
      (c, s, r) => new TrackAnalyticsUseCase(null, c, s, r),
    );
    provide(o, SHARED.random, [], () => new SeededRandom(seed));
    provide(o, SHARED.idGenerator, [], () => new SequenceIdGenerator());
    provide(o, SHARED.tokenStore, [], () => new MemoryTokenStore());
    provide(o, SHARED.basketRepository, [], () => new MemoryBasketRepository());
    provide(o, SHARED.playerGateway, [SHARED.tokenStore], (t) => new MemoryPlayerGateway(platform, t));
    provide(o, SHARED.walletGateway, [SHARED.tokenStore], (t) => new MemoryWalletGateway(platform, t));
    provide(o, SHARED.orderGateway, [SHARED.tokenStore], (t) => new MemoryOrderGateway(platform, t));
    provide(o, SHARED.notificationGateway, [SHARED.tokenStore], (t) => new MemoryNotificationGateway(platform, t));
    provide(o, CHECKOUT.paymentGateway, [SHARED.tokenStore], (t) => new MemoryPaymentGateway(platform, t));
    provide(o, SHARED.lotteryStoreGateway, [SHARED.tokenStore], (t) => new MemoryLotteryStoreGateway(platform, t));
    provide(o, RESULTS.drawsGateway, [], () => new MemoryDrawsGateway(platform));
    provide(o, SHARED.limitsGateway, [SHARED.tokenStore], (t) => new MemoryLimitsGateway(platform, t));
    provide(o, SHARED.stakesConfirmationStore, [], () => new MemoryStakesConfirmationStore());
    provide(o, TRANSACTIONS.ledgerGateway, [SHARED.tokenStore], (t) => new MemoryLedgerGateway(platform, t));
    provide(o, DEV.fakeBackendControl, [], () => new MemoryFakeBackendControl(platform));
    // Content
    provide(o, SHARED.contentGateway, [], () => new MemoryContentGateway(platform));
    provide(o, CONTENT.pageGateway, [], () => new MemoryPageGateway(platform));
    // Games and SEO
    provide(o, SHARED.gamblingGateway, [SHARED.tokenStore], (t) => new MemoryGamblingGateway(platform, t));
    provide(o, SEO.seoGateway, [], () => new MemorySeoGateway());
    // Verification
    provide(
      o,
      VERIFICATION.verificationGateway,
      [SHARED.tokenStore],
      (t) => new MemoryVerificationGateway(platform, t),
    );
  });
