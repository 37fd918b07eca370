import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useService } from '../../app/container-context';
import type { RouteHandle } from '../../app/route-middleware';
import { AGE_VERIFICATION_ROUTE, isAccountRoute, mayRedirectFrom } from './verification-routes';

/**
 * Verification redirects (spec/1 §2), only at two moments: right after a login, and when an
 * account page opens. Never away from the basket, a ticket or the dev pages, so buying is not
 * interrupted (docs/decisions.md).
 */
export function useVerificationRedirect(loggedIn: boolean): void {
  const guard = useService('verificationGuardViewModel');
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const routeName = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.name).find(Boolean);
  const currentRoute = useRef(routeName);
  currentRoute.current = routeName;

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
          guard.consume();
          if (mayRedirectFrom(currentRoute.current)) void navigate(request.path);
        },
      ),
    [guard, navigate],
  );
}
