import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation, useNavigate } from 'react-router';
import { useService } from '../../app/container-context';
import { useRouteName } from '../../app/use-route-name';
import { AGE_VERIFICATION_ROUTE, isAccountRoute, mayRedirectFrom } from './verification-routes';

/**
 * Verification redirects (spec/1 §2), only at two moments: right after a login, and when an
 * account page opens. Never away from the basket, a ticket or the dev pages, so buying is not
 * interrupted (docs/decisions.md).
 */
export function useVerificationRedirect(loggedIn: boolean, onRedirecting: (redirecting: boolean) => void = () => {}): void {
  const guard = useService('verificationGuardViewModel');
  const location = useLocation();
  const navigate = useNavigate();
  const routeName = useRouteName();
  const currentRoute = useRef(routeName);
  currentRoute.current = routeName;
  const onRedirectingRef = useRef(onRedirecting);
  onRedirectingRef.current = onRedirecting;
  // null: no redirect under way; false: navigating; true: the router is done, the page not yet rendered.
  const redirectDone = useRef<boolean | null>(null);

  // Over once the new location has rendered (the router renders it in a transition, after its promise).
  useEffect(() => {
    if (!redirectDone.current) return;
    redirectDone.current = null;
    guard.redirected();
    onRedirectingRef.current(false);
  }, [location.key]);

  useEffect(() => guard.start(), [guard]);

  useEffect(() => {
    if (loggedIn && isAccountRoute(routeName) && routeName !== AGE_VERIFICATION_ROUTE) void guard.check();
  }, [guard, loggedIn, routeName, location.key]);

  useEffect(
    () =>
      reaction(
        () => guard.redirect,
        (request) => {
          if (!request) return;
          const navigating = mayRedirectFrom(currentRoute.current);
          guard.consume(navigating);
          if (!navigating) return;
          // Until the page has loaded, another query change (a modal) would cancel this navigation.
          onRedirectingRef.current(true);
          redirectDone.current = false;
          void Promise.resolve(navigate(request.path)).finally(() => (redirectDone.current = true));
        },
      ),
    [guard, navigate],
  );
}
