import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../../app/container-context';
import { LAYOUT } from './layout.module';

/** The banner's code loads only when it shows (first visit, or reopened): returning visitors never fetch it. */
const CookieBanner = lazy(() => import('./cookie-banner.view'));

export const CookieBannerHost = observer(function CookieBannerHost() {
  const consent = useService(LAYOUT.cookieConsentViewModel);
  if (!consent.visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
});
