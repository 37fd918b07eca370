import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { additionalDataNeeded } from '../../../core/domain/player';
import { useService } from '../../app/container-context';
import { ADDITIONAL_DATA_MODAL } from './additional-data-reminder.view-model';
import { SESSION } from '../session/session.module';

/** Query key naming the modal that follows `additional_data_needed` once the data is complete. */
export const AFTER_ADDITIONAL_DATA = 'next';

/**
 * Money moves only with complete identification data (GwG): a player without birth name or
 * birthplace who opens `then` (the deposit) gets `additional_data_needed` first, which leads on to
 * `then` once both are saved. Decided once per opening, so a session reload during the deposit
 * never unmounts it.
 */
export const AdditionalDataGate = observer(function AdditionalDataGate({
  then,
  children,
}: {
  then: string;
  children: ReactNode;
}) {
  const session = useService(SESSION.sessionViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  const [passed, setPassed] = useState(false);
  const player = session.player;
  const known = player !== null || session.status === 'error' || session.status === 'notReady';
  const blocked = player !== null && additionalDataNeeded(player);

  // Decided once per opening (see above), from the location of that moment.
  const askForData = useEffectEvent(() => {
    const next = new URLSearchParams(location.search);
    next.set('open-modal', ADDITIONAL_DATA_MODAL);
    next.set(AFTER_ADDITIONAL_DATA, then);
    void navigate(`${location.pathname}?${next.toString()}`, { replace: true });
  });
  useEffect(() => {
    if (passed || !known) return;
    if (!blocked) return setPassed(true);
    askForData();
  }, [passed, known, blocked]);

  return passed ? children : null;
});
