import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useService } from '../../app/container-context';

/** The wallet modals are for players: a visitor gets the login modal, which comes back here afterwards. */
export const PlayersOnly = observer(function PlayersOnly({ children }: { children: ReactNode }) {
  const session = useService('sessionViewModel');
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) return;
    const back = `${location.pathname}${location.search}`;
    void navigate(`${location.pathname}?open-modal=login&redirect=${encodeURIComponent(back)}`, { replace: true });
    // Only when the login state says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);
  return loggedIn ? children : null;
});
