import { ContainerModule } from 'inversify';
import { LocalStorageTokenStore } from '../../adapters/browser/local-storage-token-store';
import { LocalStorageBasketRepository } from '../../adapters/browser/local-storage-basket-repository';
import { SystemClock } from '../../adapters/browser/system-clock';
import { CryptoIdGenerator, CryptoRandom } from '../../adapters/browser/crypto-random';
import { TimerScheduler } from '../../adapters/browser/timer-scheduler';
import { ConsoleErrorReporter } from '../../adapters/browser/console-error-reporter';
import { LocalStorageLocalData } from '../../adapters/browser/local-storage-local-data';
import { HttpVersionGateway } from '../../adapters/http/http-version-gateway';
import { NavigatorConnectivity } from '../../adapters/browser/navigator-connectivity';
import { LocalStorageConsentStore } from '../../adapters/browser/local-storage-consent-store';
import { tagManagerFor } from '../../adapters/browser/data-layer-tag-manager';
import { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import { FakePspCardEncryption } from '../../adapters/browser/fake-psp-card-encryption';
import { UnavailableCardEncryption } from '../../adapters/browser/unavailable-card-encryption';
import { NavigatorBrowserInfo } from '../../adapters/browser/navigator-browser-info';
import { SessionStoragePendingPaymentStore } from '../../adapters/browser/session-storage-pending-payment-store';
import { SessionStorageDraftStore } from '../../adapters/browser/session-storage-draft-store';
import { SessionStorageAttributionStore } from '../../adapters/browser/session-storage-attribution-store';
import { LocalStorageStakesConfirmationStore } from '../../adapters/browser/local-storage-stakes-confirmation-store';
import { provide } from './provide';
import { SHARED } from './shared.tokens';
import { IN_BROWSER } from './feature';

/** Browser infrastructure: storage, clock, crypto. */
export const browserModule = new ContainerModule((o) => {
  o.bind(IN_BROWSER).toConstantValue(true);
  provide(o, SHARED.clock, [], () => new SystemClock());
  provide(o, SHARED.random, [], () => new CryptoRandom());
  provide(o, SHARED.idGenerator, [], () => new CryptoIdGenerator());
  provide(o, SHARED.tokenStore, [], () => new LocalStorageTokenStore());
  provide(o, SHARED.basketRepository, [], () => new LocalStorageBasketRepository());
  provide(o, SHARED.scheduler, [], () => new TimerScheduler());
  provide(o, SHARED.errorReporter, [SHARED.tokenStore], (t) => new ConsoleErrorReporter(t));
  provide(o, SHARED.localData, [], () => new LocalStorageLocalData());
  provide(o, SHARED.stakesConfirmationStore, [], () => new LocalStorageStakesConfirmationStore());
  provide(o, SHARED.versionGateway, [], () => new HttpVersionGateway());
  // The fake PSP's reversible encryption only with the fake backend; a real PSP brings its own script.
  provide(o, SHARED.cardEncryption, [], () =>
    __FAKE_BACKEND__ ? new FakePspCardEncryption() : new UnavailableCardEncryption(),
  );
  provide(o, SHARED.browserInfo, [], () => new NavigatorBrowserInfo());
  provide(o, SHARED.draftStore, [], () => new SessionStorageDraftStore());
  provide(o, SHARED.attributionStore, [], () => new SessionStorageAttributionStore());
  provide(o, SHARED.pendingPaymentStore, [], () => new SessionStoragePendingPaymentStore());
  provide(o, SHARED.connectivity, [], () => new NavigatorConnectivity());
  provide(o, SHARED.consentStore, [], () => new LocalStorageConsentStore());
  // The tag manager is an adapter choice: none unless VITE_GTM_ID is set (analytics then stays off).
  provide(
    o,
    SHARED.trackAnalyticsUseCase,
    [SHARED.consentStore, SHARED.scheduler, SHARED.errorReporter],
    (c, s, r) => new TrackAnalyticsUseCase(tagManagerFor(import.meta.env.VITE_GTM_ID, r), c, s, r),
  );
});
