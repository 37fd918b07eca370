import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useLocation, useNavigate } from 'react-router';
import type { SessionViewModel } from '../features/session/session.view-model';

/**
 * After a logout: from a private page whose session was lost, home with the login modal and the
 * way back; otherwise home, reloading when already there (spec/1 §4). Clicks count as activity.
 */
export function useSessionNavigation(session: SessionViewModel, privateRoute: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      reaction(
        () => session.lastLogout,
        (logout) => {
          if (!logout) return;
          if (privateRoute && logout.reason !== 'user') {
            const redirect = `${location.pathname}${location.search}`;
            void navigate(`/?open-modal=login&redirect=${encodeURIComponent(redirect)}`, { replace: true });
          } else if (location.pathname === '/' && !location.search) {
            window.location.reload();
          } else {
            void navigate('/', { replace: true });
          }
        },
      ),
    [session, privateRoute, location.pathname, location.search, navigate],
  );

  useEffect(() => {
    const onClick = () => session.activity();
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [session]);
}
