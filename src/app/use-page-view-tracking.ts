import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageView, type AnalyticsEvent } from '../../core/domain/analytics';

/** What the hook needs from TrackAnalyticsUseCase. */
export interface AnalyticsTracker {
  track(event: AnalyticsEvent): void;
}

/**
 * One page_view per visited path. Query changes (a modal opening via open-modal=…) are not page
 * views, and StrictMode's second effect run does not count twice. Consent and the excluded
 * checkout-success page are the use case's business. Call it once, in the app layout.
 */
export function usePageViewTracking(analytics: () => AnalyticsTracker): void {
  const { pathname } = useLocation();
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    analytics().track(pageView(pathname));
  }, [pathname, analytics]);
}
