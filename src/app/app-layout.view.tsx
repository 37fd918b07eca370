import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { useService } from './container-context';
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
import { useHeadManager } from './head-manager';
import { MobileNav } from '../features/layout/mobile-nav.view';
import { Sidebar } from '../features/layout/sidebar.view';
import { CookieBannerHost } from '../features/layout/cookie-banner-host.view';
import '../features/layout/layout.css';
import { LAYOUT } from '../features/layout/layout.module';
import { SESSION } from '../features/session/session.module';
import { SHARED } from '../composition/shared.tokens';
import { resolve } from '../composition/feature';
import { routeContainer } from './route-container';
import type { LayoutData } from '../features/layout/layout.view-model';

/** The root route's id: its loader data is the layout's content. */
export const LAYOUT_ROUTE_ID = 'layout';

/**
 * The layout's content (navigation, top bar, sidebar, footer), on the server for a first visit, so
 * the page does not shift when it arrives. Loaded once: the root route is not revalidated.
 */
export async function layoutLoader({ context }: LoaderFunctionArgs): Promise<LayoutData> {
  const layout = resolve(routeContainer(context), LAYOUT.layoutViewModel);
  await layout.load();
  return layout.snapshot();
}

/** Route names whose pages have room for the content sidebar: home and the lottery landing pages. */
const SIDEBAR_ROUTES = new Set([
  'index',
  'products-lotto',
  'products-eurojackpot',
  'products-keno',
  'products-gluecksspirale',
]);

const isPrivate = (matches: ReturnType<typeof useMatches>) =>
  isPrivateRoute(matches.map((m) => m.handle as RouteHandle | undefined));

export const AppLayout = observer(function AppLayout() {
  const session = useService(SESSION.sessionViewModel);
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const privateRoute = isPrivate(matches);
  useSessionNavigation(session, privateRoute);
  useUpdateReload(useService(LAYOUT.watchForUpdatesUseCase));
  usePageViewTracking(useService(SHARED.trackAnalyticsUseCase));
  useLandingCapture(useService(LAYOUT.captureLandingUseCase));
  useHeadManager(useService(LAYOUT.loadSeoUseCase));
  const layout = useService(LAYOUT.layoutViewModel);
  const layoutData = useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID);
  // Before the first render of the header and footer: the same content as the server's HTML.
  useState(() => layoutData && layout.accept(layoutData));
  const consent = useService(LAYOUT.cookieConsentViewModel);
  useEffect(() => {
    void layout.load();
    consent.load();
  }, [layout, consent]);
  const routeName = (matches.at(-1)?.handle as RouteHandle | undefined)?.name;
  const withSidebar = routeName !== undefined && SIDEBAR_ROUTES.has(routeName);

  useEffect(() => {
    if (privateRoute && session.known && !session.loggedIn) {
      const redirect = `${location.pathname}${location.search}`;
      void navigate(`/?open-modal=login&redirect=${encodeURIComponent(redirect)}`, { replace: true });
    }
  }, [privateRoute, session.known, session.loggedIn, location.pathname, location.search, navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

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
        {privateRoute && !session.loggedIn ? null : <Outlet />}
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
