import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { stoppedByRenewal } from '../../../core/domain/receipt';
import { formatDate } from '../../i18n/format';
import { errorMessage, t } from '../../i18n/i18n';
import type { ReceiptModalViewModel } from './receipt-modal.view-model';
import './receipts-strings';

/**
 * Dauerschein status and "Abo beenden" behind a confirmation (an alert dialog inside the modal,
 * so the modal's focus trap still holds). Focus goes to "Abo behalten" when it opens, back to
 * "Abo beenden" when kept, and to the result once ended.
 */
export const ReceiptSubscription = observer(function ReceiptSubscription({ vm }: { vm: ReceiptModalViewModel }) {
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  const receipt = vm.receipt;
  const subscription = receipt?.subscription;

  useEffect(() => {
    if (vm.confirmingStop) keepRef.current?.focus();
    else if (wasConfirming.current)
      (vm.stop === 'stopped' || vm.stop === 'failed' ? resultRef.current : stopRef.current)?.focus();
    wasConfirming.current = vm.confirmingStop;
  }, [vm.confirmingStop, vm.stop]);

  if (!receipt || !subscription) return null;
  return (
    <section className="tw-receipt-section" aria-labelledby={`${titleId}-section`}>
      <h3 id={`${titleId}-section`}>{t('receiptModal.subscription')}</h3>
      <p className="tw-cluster">
        <Badge tone={subscription.active ? 'brand' : 'neutral'}>
          <span data-testid="subscription-status">
            {t(subscription.active ? 'receiptModal.subscriptionActive' : 'receiptModal.subscriptionStopped')}
          </span>
        </Badge>
        {subscription.active && (
          <span>{t(`receiptModal.subscriptionType.${subscription.subscriptionType}`, { defaultValue: '' })}</span>
        )}
      </p>
      {stoppedByRenewal(receipt) && (
        <Notice tone="warning">
          {errorMessage('receiptModal.stoppedByRenewal', subscription.stoppedReason ?? '', {
            date: subscription.stoppedAt ? formatDate(subscription.stoppedAt) : '',
          })}
        </Notice>
      )}
      <div ref={resultRef} tabIndex={-1}>
        {vm.stop === 'stopped' && <Notice tone="success">{t('receiptModal.stopped')}</Notice>}
        {vm.stop === 'failed' && <Notice tone="error">{t('receiptModal.stopFailed')}</Notice>}
      </div>
      {vm.canStop && !vm.confirmingStop && (
        <Button ref={stopRef} variant="secondary" onClick={() => vm.askStop()}>
          {t('receiptModal.stopSubscription')}
        </Button>
      )}
      {vm.confirmingStop && (
        <div className="tw-receipt-confirm" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
          <h4 id={titleId}>{t('receiptModal.confirmTitle')}</h4>
          <p id={textId}>{t('receiptModal.confirmText')}</p>
          <div className="tw-cluster">
            <Button variant="danger" loading={vm.stop === 'stopping'} onClick={() => void vm.confirmStop()}>
              {t('receiptModal.confirmYes')}
            </Button>
            <Button ref={keepRef} variant="secondary" disabled={vm.stop === 'stopping'} onClick={() => vm.cancelStop()}>
              {t('receiptModal.confirmNo')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
});
