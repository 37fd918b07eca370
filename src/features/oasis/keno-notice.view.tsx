import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useService, useViewModel } from '../../app/container-context';
import { Notice } from '../../ui/notice';
import { SESSION } from '../session/session.module';
import { OASIS } from './oasis.module';
import { kenoRefusalText } from './oasis-text';

/**
 * On the KENO ticket, for a logged-in player: why KENO cannot be bought now (OASIS, Selbstsperre)
 * or from when it can (the 5-minute wait), before the player fills the ticket.
 */
export const KenoNotice = observer(function KenoNotice() {
  const session = useService(SESSION.sessionViewModel);
  const vm = useViewModel(OASIS.kenoNoticeViewModel);
  const playerId = session.player?.id ?? null;
  useEffect(() => {
    void vm.refresh(playerId !== null);
  }, [vm, playerId]);
  const text = vm.keno ? kenoRefusalText(vm.keno) : null;
  if (!text) return null;
  return (
    <div data-testid="keno-restriction">
      <Notice tone="warning">{text}</Notice>
    </div>
  );
});
