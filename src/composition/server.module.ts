import { ContainerModule } from 'inversify';
import { SystemClock } from '../../adapters/browser/system-clock';
import { CryptoIdGenerator, CryptoRandom } from '../../adapters/browser/crypto-random';
import { TimerScheduler } from '../../adapters/browser/timer-scheduler';
import { ConsoleErrorReporter } from '../../adapters/browser/console-error-reporter';
import { HttpVersionGateway } from '../../adapters/http/http-version-gateway';
import { UnavailableCardEncryption } from '../../adapters/browser/unavailable-card-encryption';
import { tagManagerFor } from '../../adapters/browser/data-layer-tag-manager';
import {
  RequestAttributionStore,
  RequestBasketRepository,
  RequestConsentStore,
  RequestDraftStore,
  RequestLocalData,
  RequestPendingPaymentStore,
  RequestSavedTipsStore,
  RequestStakesConfirmationStore,
  RequestTicketHandoverStore,
  RequestTokenStore,
  ServerBrowserInfo,
  ServerConnectivity,
} from '../../adapters/server/request-stores';
import { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import { provide } from './provide';
import { SHARED } from './shared.tokens';

/**
 * The browser module's services for a page rendered on the server: a request knows nothing of the
 * player's browser storage (tokens, basket, consent live there), so every page renders as a first
 * visit. Bound per container, and the server makes a container per request.
 */
export const serverModule = new ContainerModule((o) => {
  provide(o, SHARED.clock, [], () => new SystemClock());
  provide(o, SHARED.random, [], () => new CryptoRandom());
  provide(o, SHARED.idGenerator, [], () => new CryptoIdGenerator());
  provide(o, SHARED.tokenStore, [], () => new RequestTokenStore());
  provide(o, SHARED.basketRepository, [], () => new RequestBasketRepository());
  provide(o, SHARED.scheduler, [], () => new TimerScheduler());
  provide(o, SHARED.errorReporter, [], () => new ConsoleErrorReporter());
  provide(o, SHARED.localData, [], () => new RequestLocalData());
  provide(o, SHARED.stakesConfirmationStore, [], () => new RequestStakesConfirmationStore());
  provide(o, SHARED.versionGateway, [], () => new HttpVersionGateway());
  provide(o, SHARED.cardEncryption, [], () => new UnavailableCardEncryption());
  provide(o, SHARED.browserInfo, [], () => new ServerBrowserInfo());
  provide(o, SHARED.draftStore, [], () => new RequestDraftStore());
  provide(o, SHARED.savedTipsStore, [], () => new RequestSavedTipsStore());
  provide(o, SHARED.ticketHandoverStore, [], () => new RequestTicketHandoverStore());
  provide(o, SHARED.attributionStore, [], () => new RequestAttributionStore());
  provide(o, SHARED.pendingPaymentStore, [], () => new RequestPendingPaymentStore());
  provide(o, SHARED.connectivity, [], () => new ServerConnectivity());
  provide(o, SHARED.consentStore, [], () => new RequestConsentStore());
  provide(
    o,
    SHARED.trackAnalyticsUseCase,
    [SHARED.consentStore, SHARED.scheduler, SHARED.errorReporter],
    (c, s, r) => new TrackAnalyticsUseCase(tagManagerFor(undefined, r), c, s, r),
  );
});
