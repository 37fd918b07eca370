import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/domain/money';
import { useService } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { t } from '../../i18n/i18n';
import { formatActiveAt } from './limit-format';
import './limits.css';
import './limits-strings';
import { SESSION } from '../session/session.module';
import { STAKES_NOTICE } from './stakes-notice.module';

/** open-modal=latest_stakes_and_winnings: the last 30 days' stakes, winnings and result; confirming stores today's date. */
const StakesNoticeModal = observer(function StakesNoticeModal({ onClose }: { onClose: () => void }) {
  const vm = useService(STAKES_NOTICE.stakesNoticeViewModel);
  const loggedIn = useService(SESSION.sessionViewModel).loggedIn;
  useEffect(() => {
    if (loggedIn) void vm.load();
  }, [vm, loggedIn]);
  // A shared link with the modal's query shows nothing to visitors.
  if (!loggedIn) return null;
  const latest = vm.latest;
  const result = vm.result;
  const resultLabel = !result || result.fractional === 0 ? 'even' : result.fractional > 0 ? 'profit' : 'loss';
  const confirm = () => void vm.confirm().then(onClose);
  return (
    <Modal
      open
      title={t('stakesNotice.title')}
      onClose={onClose}
      size="sm"
      closeOnBackdrop={false}
      footer={
        <div className="tw-cluster">
          <Button onClick={confirm} loading={vm.confirming}>
            {t('stakesNotice.confirm')}
          </Button>
        </div>
      }
    >
      {vm.status === 'failed' && <Notice tone="warning">{t('stakesNotice.failed')}</Notice>}
      {vm.status !== 'failed' && !latest && <p aria-busy="true">{t('stakesNotice.loading')}</p>}
      {latest && result && (
        <div className="tw-stack">
          <p>
            {t('stakesNotice.intro', {
              from: formatActiveAt(latest.from).slice(0, 10),
              to: formatActiveAt(latest.to).slice(0, 10),
            })}
          </p>
          <dl className="tw-limits__figures" data-testid="stakes-notice">
            <div>
              <dt>{t('stakesNotice.staked')}</dt>
              <dd data-testid="stakes-notice-staked">{formatMoney(latest.amountStaked)}</dd>
            </div>
            <div>
              <dt>{t('stakesNotice.won')}</dt>
              <dd data-testid="stakes-notice-won">{formatMoney(latest.amountWon)}</dd>
            </div>
            <div>
              <dt>{t(`stakesNotice.${resultLabel}`)}</dt>
              <dd
                data-testid="stakes-notice-result"
                className={resultLabel === 'loss' ? 'tw-stakes-notice__result--loss' : undefined}
              >
                {formatMoney(result)}
              </dd>
            </div>
          </dl>
        </div>
      )}
    </Modal>
  );
});

export default StakesNoticeModal;
