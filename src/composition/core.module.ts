import { ContainerModule } from 'inversify';
import { LoginUseCase } from '../../core/use-cases/login.use-case';
import { LogoutUseCase } from '../../core/use-cases/logout.use-case';
import { LoadPlayerProfileUseCase } from '../../core/use-cases/load-player-profile.use-case';
import { LoadNextDrawsUseCase } from '../../core/use-cases/load-next-draws.use-case';
import { RemoveFromBasketUseCase } from '../../core/use-cases/remove-from-basket.use-case';
import { LoadBasketUseCase } from '../../core/use-cases/load-basket.use-case';
import { ValidateBasketUseCase } from '../../core/use-cases/validate-basket.use-case';
import { SessionKeeper } from '../../core/use-cases/keep-session.use-case';
import { WatchForUpdatesUseCase } from '../../core/use-cases/watch-for-updates.use-case';
import { CheckStakesNoticeUseCase } from '../../core/use-cases/check-stakes-notice.use-case';
import { ConfirmStakesNoticeUseCase } from '../../core/use-cases/confirm-stakes-notice.use-case';
import { LoadSeoUseCase } from '../../core/use-cases/load-seo.use-case';
import { DecideCookieConsentUseCase } from '../../core/use-cases/decide-cookie-consent.use-case';
import { provide } from './provide';
import { CaptureLandingUseCase } from '../../core/use-cases/capture-landing.use-case';

/** Use cases: plain classes, ports in the constructor, bound by factories. */
export const coreModule = new ContainerModule((o) => {
  provide(o, 'loginUseCase', ['playerGateway', 'tokenStore', 'scheduler'], (p, t, s) => new LoginUseCase(p, t, s));
  provide(
    o,
    'logoutUseCase',
    ['playerGateway', 'tokenStore', 'localData', 'gamblingGateway'],
    (p, t, l, g) => new LogoutUseCase(p, t, l, g),
  );
  provide(
    o,
    'sessionKeeper',
    ['playerGateway', 'tokenStore', 'localData', 'logoutUseCase', 'scheduler', 'clock', 'errorReporter', 'playerCache'],
    (p, t, l, logout, s, c, r, cache) => new SessionKeeper(p, t, l, logout, s, c, r, cache),
  );
  provide(
    o,
    'loadPlayerProfileUseCase',
    ['playerGateway', 'walletGateway', 'notificationGateway'],
    (p, w, n) => new LoadPlayerProfileUseCase(p, w, n),
  );
  provide(
    o,
    'loadNextDrawsUseCase',
    ['lotteryStoreGateway', 'errorReporter'],
    (l, r) => new LoadNextDrawsUseCase(l, r),
  );
  provide(o, 'removeFromBasketUseCase', ['basketRepository'], (b) => new RemoveFromBasketUseCase(b));
  provide(o, 'loadBasketUseCase', ['basketRepository'], (b) => new LoadBasketUseCase(b));
  provide(
    o,
    'validateBasketUseCase',
    ['orderGateway', 'basketRepository', 'idGenerator', 'attributionStore'],
    (g, b, i, t) => new ValidateBasketUseCase(g, b, i, t),
  );
  provide(o, 'captureLandingUseCase', ['attributionStore'], (t) => new CaptureLandingUseCase(t));
  provide(
    o,
    'watchForUpdatesUseCase',
    ['versionGateway', 'scheduler', 'connectivity', 'errorReporter'],
    (v, s, c, r) => new WatchForUpdatesUseCase(__APP_VERSION__, v, s, c, r),
  );
  // Limits, autowithdrawal, Spielpause and the stakes-and-winnings notice.
  provide(
    o,
    'checkStakesNoticeUseCase',
    ['limitsGateway', 'stakesConfirmationStore', 'clock', 'errorReporter'],
    (l, s, c, r) => new CheckStakesNoticeUseCase(l, s, c, r),
  );
  provide(
    o,
    'confirmStakesNoticeUseCase',
    ['limitsGateway', 'stakesConfirmationStore', 'clock', 'errorReporter'],
    (l, s, c, r) => new ConfirmStakesNoticeUseCase(l, s, c, r),
  );
  // Layout, cookie consent, games, SEO
  provide(o, 'loadSeoUseCase', ['seoGateway', 'errorReporter'], (s, r) => new LoadSeoUseCase(s, r));
  provide(o, 'decideCookieConsentUseCase', ['consentStore'], (c) => new DecideCookieConsentUseCase(c));
});
