import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useService } from '../../app/container-context';
import { SESSION } from '../session/session.module';

/** The wallet modals are for players: a visitor gets the login modal, which comes back here afterwards. */
export const PlayersOnly = observer(function PlayersOnly({ children }: { children: ReactNode }) {
  const session = useService(SESSION.sessionViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = session.loggedIn;
  // Only when the login state says so, from the location of that moment.
  const askForLogin = useEffectEvent(() => {
    const back = `${location.pathname}${location.search}`;
    void navigate(`${location.pathname}?open-modal=login&redirect=${encodeURIComponent(back)}`, { replace: true });
  });
  useEffect(() => {
    if (!loggedIn) askForLogin();
  }, [loggedIn]);
  return loggedIn ? children : null;
});
