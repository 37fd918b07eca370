import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router';
import { useEffectService, useService } from './container-context';
import { Header } from './header.view';
import { Footer } from './footer.view';
import { ModalHost } from './modal-host.view';
import { t } from '../i18n/i18n';
import { Notice } from '../ui/notice';
import { EmailBanner } from './email-banner.view';
import { useSessionNavigation } from './use-session-navigation';
import { isPrivateRoute, type RouteHandle } from './route-middleware';
import { useUpdateReload } from './use-update-reload';
import { usePageViewTracking } from './use-page-view-tracking';
import { useLandingCapture } from './use-landing-capture';
import { MobileNav } from '../features/layout/mobile-nav.view';
import { Sidebar } from '../features/layout/sidebar.view';
import { CookieBannerHost } from '../features/layout/cookie-banner-host.view';
import '../features/layout/layout.css';
import { LAYOUT } from '../features/layout/layout.module';
import { SESSION } from '../features/session/session.module';
import { SHARED } from '../composition/shared.tokens';
import type { LayoutData } from '../features/layout/layout.view-model';

/** The layout route's id (src/app/routes.ts): its loader data is the layout's content. */
const LAYOUT_ROUTE_ID = 'layout';

/** Route names whose pages have room for the content sidebar: home and the lottery landing pages. */
const SIDEBAR_ROUTES = new Set([
  'index',
  'products-lotto',
  'products-eurojackpot',
  'products-keno',
  'products-gluecksspirale',
]);

const isPrivate = (matches: ReturnType<typeof useMatches>) =>
  isPrivateRoute(matches.map((m) => ({ ...(m.handle as RouteHandle | undefined), name: m.id })));

export const AppLayout = observer(function AppLayout() {
  const session = useService(SESSION.sessionViewModel);
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const privateRoute = isPrivate(matches);
  useSessionNavigation(session, privateRoute);
  useUpdateReload(useEffectService(LAYOUT.watchForUpdatesUseCase));
  usePageViewTracking(useEffectService(SHARED.trackAnalyticsUseCase));
  useLandingCapture(useEffectService(LAYOUT.captureLandingUseCase));
  const layout = useService(LAYOUT.layoutViewModel);
  const layoutData = useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID);
  // Before the first render of the header and footer: the same content as the server's HTML.
  useState(() => layoutData && layout.accept(layoutData));
  const consent = useService(LAYOUT.cookieConsentViewModel);
  // The layout's content came with the layout route's loader; the cookie decision is the browser's.
  useEffect(() => consent.load(), [consent]);
  const routeName = matches.at(-1)?.id;
  const withSidebar = routeName !== undefined && SIDEBAR_ROUTES.has(routeName);

  useEffect(() => {
    if (privateRoute && session.known && !session.loggedIn) {
      const redirect = `${location.pathname}${location.search}`;
      void navigate(`/?open-modal=login&redirect=${encodeURIComponent(redirect)}`, { replace: true });
    }
  }, [privateRoute, session.known, session.loggedIn, location.pathname, location.search, navigate]);

  return (
    <div className="tw-app">
      <a className="tw-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header />
      {!session.storagePersistent && (
        <div className="tw-container tw-storage-notice">
          <Notice tone="error">{t('layout.storageUnavailable')}</Notice>
        </div>
      )}
      <EmailBanner />
      <main id="main" className="tw-main" tabIndex={-1}>
        {/* A private page waits for the kept session (its fallback meanwhile, the server's too); logged out, the login opens. */}
        {privateRoute && session.known && !session.loggedIn ? null : <Outlet />}
        {withSidebar && (
          <div className="tw-container">
            <Sidebar />
          </div>
        )}
      </main>
      <Footer />
      <MobileNav />
      <CookieBannerHost />
      <ModalHost />
    </div>
  );
});
