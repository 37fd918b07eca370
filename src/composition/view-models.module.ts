import { ContainerModule } from 'inversify';
import { SessionViewModel } from '../features/session/session.view-model';
import { LoginViewModel } from '../features/session/login.view-model';
import { BasketViewModel } from '../features/basket/basket.view-model';
import { HomeViewModel } from '../features/home/home.view-model';
import { VerificationGuardViewModel } from '../features/verification/verification-guard.view-model';
import { StakesNoticeViewModel } from '../features/limits/stakes-notice.view-model';
import { LayoutViewModel } from '../features/layout/layout.view-model';
import { CookieConsentViewModel } from '../features/layout/cookie-consent.view-model';
import { provide } from './provide';

/**
 * The shell's view models (session, basket, header, home, layout, app-wide guards): app-wide
 * ones are singletons, screen view models transient. Every other screen's view models load
 * with its feature (./features, ./features.ts).
 */
export const viewModelsModule = new ContainerModule((o) => {
  provide(
    o,
    'sessionViewModel',
    ['loginUseCase', 'sessionKeeper', 'loadPlayerProfileUseCase', 'tokenStore', 'localData'],
    (login, keeper, loadProfile, tokens, local) => new SessionViewModel({ login, keeper, loadProfile, tokens, local }),
  );
  provide(
    o,
    'basketViewModel',
    [
      'loadBasketUseCase',
      'removeFromBasketUseCase',
      'validateBasketUseCase',
      'checkoutLoader',
      'sessionViewModel',
      'clock',
      'trackAnalyticsUseCase',
    ],
    (loadBasket, removeFromBasket, validateBasket, checkout, session, clock, analytics) =>
      new BasketViewModel({ loadBasket, removeFromBasket, validateBasket, checkout, session, clock, analytics }),
  );
  provide(o, 'loginViewModel', ['sessionViewModel'], (s) => new LoginViewModel(s), 'transient');
  provide(o, 'homeViewModel', ['loadNextDrawsUseCase'], (l) => new HomeViewModel(l), 'transient');
  // The app-wide verification redirect guard and the stakes-and-winnings notice.
  provide(
    o,
    'verificationGuardViewModel',
    ['verifyPlayerLoader', 'sessionKeeper'],
    (verify, keeper) => new VerificationGuardViewModel(verify, keeper),
  );
  provide(
    o,
    'stakesNoticeViewModel',
    ['checkStakesNoticeUseCase', 'confirmStakesNoticeUseCase', 'limitsGateway'],
    (check, confirm, gateway) => new StakesNoticeViewModel(check, confirm, gateway),
  );
  // Layout (content-driven, once per page load) and cookie consent.
  provide(o, 'layoutViewModel', ['contentGateway', 'errorReporter'], (c, r) => new LayoutViewModel(c, r));
  provide(
    o,
    'cookieConsentViewModel',
    ['decideCookieConsentUseCase', 'contentGateway', 'errorReporter'],
    (d, c, r) => new CookieConsentViewModel(d, c, r),
  );
});
