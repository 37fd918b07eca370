import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
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

const isPrivate = (matches: ReturnType<typeof useMatches>) => isPrivateRoute(matches.map((m) => m.handle as RouteHandle | undefined));

export const AppLayout = observer(function AppLayout() {
  const session = useService('sessionViewModel');
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const privateRoute = isPrivate(matches);
  useSessionNavigation(session, privateRoute);
  useUpdateReload(useService('watchForUpdatesUseCase'));
  usePageViewTracking(useService('trackAnalyticsUseCase'));

  useEffect(() => {
    if (privateRoute && !session.loggedIn) {
      const redirect = `${location.pathname}${location.search}`;
      void navigate(`/?open-modal=login&redirect=${encodeURIComponent(redirect)}`, { replace: true });
    }
  }, [privateRoute, session.loggedIn, location.pathname, location.search, navigate]);

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
      </main>
      <Footer />
      <ModalHost />
    </div>
  );
});
