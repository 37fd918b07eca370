import { useEffect, useLayoutEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation, useNavigate } from 'react-router';
import { useService } from '../../app/container-context';
import { useRouteName } from '../../app/use-route-name';
import { AGE_VERIFICATION_ROUTE, isAccountRoute } from './verification-routes';
import { VERIFICATION_GUARD } from './verification-guard.module';

/**
 * Verification redirects (spec/1 §2), only at two moments: right after a login, and when an
 * account page opens. Never away from the basket, a ticket or the dev pages, so buying is not
 * interrupted (docs/decisions.md).
 */
export function useVerificationRedirect(
  loggedIn: boolean,
  onRedirecting: (redirecting: boolean) => void = () => {},
): void {
  const guard = useService(VERIFICATION_GUARD.verificationGuardViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  const routeName = useRouteName();
  // The latest route and callback, for the reaction and effects below; layout effects run before those.
  const currentRoute = useRef(routeName);
  const onRedirectingRef = useRef(onRedirecting);
  useLayoutEffect(() => {
    currentRoute.current = routeName;
    onRedirectingRef.current = onRedirecting;
  });

  // A page has rendered while the redirect was under way: its own, or one whose navigation cancelled
  // it (e.g. the login modal closing itself while the lazy page loaded); the guard then asks again.
  useEffect(() => {
    if (!guard.redirecting) return;
    guard.landed(currentRoute.current);
    onRedirectingRef.current(guard.redirecting);
  }, [guard, location.key]);

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
          if (!guard.takeFrom(currentRoute.current)) return;
          // Until the page has loaded, another query change (a modal) would cancel this navigation.
          onRedirectingRef.current(true);
          void navigate(request.path);
        },
        // A request made before this effect ran (a remount) is followed too.
        { fireImmediately: true },
      ),
    [guard, navigate],
  );
}
