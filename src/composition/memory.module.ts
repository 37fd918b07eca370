import { ContainerModule } from 'inversify';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryBasketRepository } from '../../adapters/memory/memory-basket-repository';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { SeededRandom, SequenceIdGenerator } from '../../adapters/memory/seeded-random';
import { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { MemoryLocalData } from '../../adapters/memory/memory-local-data';
import { HttpVersionGateway } from '../../adapters/http/http-version-gateway';
import { MemoryConnectivity } from '../../adapters/memory/memory-connectivity';
import { MemoryConsentStore } from '../../adapters/memory/memory-consent-store';
import { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import { FakePspCardEncryption } from '../../adapters/browser/fake-psp-card-encryption';
import { FixedBrowserInfo, MemoryPendingPaymentStore } from '../../adapters/memory/memory-payment-infrastructure';
import { MemoryDraftStore } from '../../adapters/memory/memory-draft-store';
import { MemorySavedTipsStore } from '../../adapters/memory/memory-saved-tips-store';
import { MemoryTicketHandoverStore } from '../../adapters/memory/memory-ticket-handover-store';
import { MemoryStakesConfirmationStore } from '../../adapters/memory/memory-stakes-confirmation-store';
import { provide } from './provide';
import { SHARED } from './shared.tokens';
import { MemoryAttributionStore } from '../../adapters/memory/memory-attribution-store';

const IN_MEMORY_ORIGIN = () => 'http://tippwerk.test';

export interface MemoryModuleOptions {
  readonly now?: string;
  readonly seed?: number;
}

/**
 * What a browser tab keeps, in memory: clock, scheduler, storages, randomness (view-model tests,
 * no DOM). No gateway: the backend APIs are the HTTP adapters' in every container.
 */
export const memoryModule = ({ now, seed = 7 }: MemoryModuleOptions) =>
  new ContainerModule((o) => {
    const clock = new ManualClock(now);
    provide(o, SHARED.clock, [], () => clock);
    provide(o, SHARED.scheduler, [], () => new ManualScheduler(clock));
    provide(o, SHARED.errorReporter, [], () => new MemoryErrorReporter());
    provide(o, SHARED.localData, [], () => new MemoryLocalData());
    // The app's own version.json, served in memory: the version check is the HTTP one here too.
    provide(
      o,
      SHARED.versionGateway,
      [],
      () =>
        new HttpVersionGateway(IN_MEMORY_ORIGIN, () => Promise.resolve(Response.json({ version: __APP_VERSION__ }))),
    );
    provide(o, SHARED.cardEncryption, [], () => new FakePspCardEncryption());
    provide(o, SHARED.browserInfo, [], () => new FixedBrowserInfo());
    provide(o, SHARED.draftStore, [], () => new MemoryDraftStore());
    provide(o, SHARED.savedTipsStore, [], () => new MemorySavedTipsStore());
    provide(o, SHARED.ticketHandoverStore, [], () => new MemoryTicketHandoverStore());
    provide(o, SHARED.attributionStore, [], () => new MemoryAttributionStore());
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
    provide(o, SHARED.stakesConfirmationStore, [], () => new MemoryStakesConfirmationStore());
  });
