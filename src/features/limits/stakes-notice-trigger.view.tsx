import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useService } from '../../app/container-context';
import { SESSION } from '../session/session.module';
import { STAKES_NOTICE } from './stakes-notice.module';
import { VERIFICATION_GUARD } from '../verification/verification-guard.module';

/**
 * Renders nothing: opens the stakes-and-winnings notice once per logged-in player when it is due
 * (after a login, or on a visit with a session kept from an earlier day). It never replaces
 * another open modal: it waits until that one is closed (the login modal closes itself after a
 * login, in a navigation of its own, which this one must not undo). It stays away from the
 * developer pages. It waits for the verification
 * check and its redirect: its query change would cancel the redirect while the page loads, and
 * the redirect would take the notice away; so the notice opens where the redirect lands.
 */
export const StakesNoticeTrigger = observer(function StakesNoticeTrigger() {
  const session = useService(SESSION.sessionViewModel);
  const notice = useService(STAKES_NOTICE.stakesNoticeViewModel);
  const guard = useService(VERIFICATION_GUARD.verificationGuardViewModel);
  const [params, setParams] = useSearchParams();
  const otherModal = params.get('open-modal') !== null;
  // The check answers later; by then the page may have moved on, so the latest setter is used.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const playerId = session.status === 'ready' ? (session.player?.id ?? null) : null;
  const loggedIn = session.loggedIn;
  const due = playerId !== null && notice.dueAnswer?.playerId === playerId ? notice.dueAnswer.due : null;
  const verificationBusy = guard.checking || guard.redirect !== null || guard.redirecting;

  useEffect(() => {
    if (!loggedIn) notice.forget();
  }, [loggedIn, notice]);

  useEffect(() => {
    if (playerId) void notice.dueFor(playerId);
  }, [playerId, notice]);

  useEffect(() => {
    if (!playerId || due === null || verificationBusy || otherModal) return;
    let opening = false;
    if (due && !window.location.pathname.startsWith('/dev/')) {
      setParamsRef.current(
        (current) => {
          if (current.get('open-modal')) return current;
          opening = true;
          const next = new URLSearchParams(current);
          next.set('open-modal', 'latest_stakes_and_winnings');
          return next;
        },
        { replace: true },
      );
    }
    // Other after-login notices wait for this answer (and for this notice, when it opens).
    notice.settle(playerId, opening);
  }, [playerId, due, verificationBusy, otherModal, notice]);

  return null;
});
