import { ContainerModule } from 'inversify';
import { DecideCookieConsentUseCase } from '../../../core/use-cases/decide-cookie-consent.use-case';
import { CaptureLandingUseCase } from '../../../core/use-cases/capture-landing.use-case';
import { WatchForUpdatesUseCase } from '../../../core/use-cases/watch-for-updates.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { LayoutViewModel } from './layout.view-model';
import { CookieConsentViewModel } from './cookie-consent.view-model';

export const LAYOUT = {
  layoutViewModel: token<LayoutViewModel>('layoutViewModel'),
  cookieConsentViewModel: token<CookieConsentViewModel>('cookieConsentViewModel'),
  decideCookieConsentUseCase: token<DecideCookieConsentUseCase>('decideCookieConsentUseCase'),
  captureLandingUseCase: token<CaptureLandingUseCase>('captureLandingUseCase'),
  watchForUpdatesUseCase: token<WatchForUpdatesUseCase>('watchForUpdatesUseCase'),
} as const;

/** What every page has (shell): navigation and footer from the CMS, cookie consent, SEO head, campaign capture, the update check. */
export const layoutFeature = defineFeature({
  name: 'layout',
  tokens: LAYOUT,
  bindings: new ContainerModule((o) => {
    // Content-driven, once per page load.
    provide(
      o,
      LAYOUT.layoutViewModel,
      [SHARED.contentGateway, SHARED.errorReporter],
      (c, r) => new LayoutViewModel(c, r),
    );
    provide(o, LAYOUT.decideCookieConsentUseCase, [SHARED.consentStore], (c) => new DecideCookieConsentUseCase(c));
    provide(
      o,
      LAYOUT.cookieConsentViewModel,
      [LAYOUT.decideCookieConsentUseCase, SHARED.contentGateway, SHARED.errorReporter],
      (d, c, r) => new CookieConsentViewModel(d, c, r),
    );
    provide(o, LAYOUT.captureLandingUseCase, [SHARED.attributionStore], (t) => new CaptureLandingUseCase(t));
    provide(
      o,
      LAYOUT.watchForUpdatesUseCase,
      [SHARED.versionGateway, SHARED.scheduler, SHARED.connectivity, SHARED.errorReporter],
      (v, s, c, r) => new WatchForUpdatesUseCase(__APP_VERSION__, v, s, c, r),
    );
  }),
});
