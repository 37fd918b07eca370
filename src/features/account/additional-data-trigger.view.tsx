import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useService } from '../../app/container-context';
import { useRouteName } from '../../app/use-route-name';
import { ADDITIONAL_DATA_MODAL, AdditionalDataReminderViewModel } from './additional-data-reminder.view-model';
import { SESSION } from '../session/session.module';
import { STAKES_NOTICE } from '../limits/stakes-notice.module';
import { VERIFICATION_GUARD } from '../verification/verification-guard.module';

/**
 * Renders nothing: puts `open-modal=additional_data_needed` in the query once per login when it is
 * the reminder's turn. `redirecting`: the verification redirect is loading its page (a query change
 * now would cancel it).
 */
export const AdditionalDataTrigger = observer(function AdditionalDataTrigger({
  redirecting,
}: {
  redirecting: boolean;
}) {
  const session = useService(SESSION.sessionViewModel);
  const keeper = useService(SESSION.sessionKeeper);
  const guard = useService(VERIFICATION_GUARD.verificationGuardViewModel);
  const stakes = useService(STAKES_NOTICE.stakesNoticeViewModel);
  // App-wide and tiny; made here because it only combines services the shell has anyway.
  const [reminder] = useState(() => new AdditionalDataReminderViewModel({ session, keeper, guard, stakes }));
  const [params, setParams] = useSearchParams();
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const routeName = useRouteName();
  const open = reminder.shouldOpen({ routeName, modalOpen: params.has('open-modal'), navigating: redirecting });

  useEffect(() => reminder.start(), [reminder]);

  useEffect(() => {
    if (!open) return;
    reminder.opened();
    setParamsRef.current(
      (current) => {
        if (current.get('open-modal')) return current;
        const next = new URLSearchParams(current);
        next.set('open-modal', ADDITIONAL_DATA_MODAL);
        return next;
      },
      { replace: true },
    );
  }, [open, reminder]);

  return null;
});
