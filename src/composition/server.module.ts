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
  RequestStakesConfirmationStore,
  RequestTokenStore,
  ServerBrowserInfo,
  ServerConnectivity,
} from '../../adapters/server/request-stores';
import { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import { provide } from './provide';

/**
 * The browser module's services for a page rendered on the server: a request knows nothing of the
 * player's browser storage (tokens, basket, consent live there), so every page renders as a first
 * visit. Bound per container, and the server makes a container per request.
 */
export const serverModule = new ContainerModule((o) => {
  provide(o, 'clock', [], () => new SystemClock());
  provide(o, 'random', [], () => new CryptoRandom());
  provide(o, 'idGenerator', [], () => new CryptoIdGenerator());
  provide(o, 'tokenStore', [], () => new RequestTokenStore());
  provide(o, 'basketRepository', [], () => new RequestBasketRepository());
  provide(o, 'scheduler', [], () => new TimerScheduler());
  provide(o, 'errorReporter', [], () => new ConsoleErrorReporter());
  provide(o, 'localData', [], () => new RequestLocalData());
  provide(o, 'stakesConfirmationStore', [], () => new RequestStakesConfirmationStore());
  provide(o, 'versionGateway', [], () => new HttpVersionGateway());
  provide(o, 'cardEncryption', [], () => new UnavailableCardEncryption());
  provide(o, 'browserInfo', [], () => new ServerBrowserInfo());
  provide(o, 'draftStore', [], () => new RequestDraftStore());
  provide(o, 'attributionStore', [], () => new RequestAttributionStore());
  provide(o, 'pendingPaymentStore', [], () => new RequestPendingPaymentStore());
  provide(o, 'connectivity', [], () => new ServerConnectivity());
  provide(o, 'consentStore', [], () => new RequestConsentStore());
  provide(
    o,
    'trackAnalyticsUseCase',
    ['consentStore', 'scheduler', 'errorReporter'],
    (c, s, r) => new TrackAnalyticsUseCase(tagManagerFor(undefined, r), c, s, r),
  );
});
