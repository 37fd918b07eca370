import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { totalWon, type Receipt } from '../../../core/domain/receipt';
import { useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { LoadFailedNotice } from '../../ui/load-failed-notice';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { ReceiptDraws } from './receipt-draws.view';
import { eventsLabel, fieldTypeLabel, gameLabel } from './receipt-labels';
import { Balls } from './receipt-numbers.view';
import { ReceiptSubscription } from './receipt-subscription.view';
import './receipts.css';
import './receipts-strings';
import '../../i18n/products-strings';
import { RECEIPTS } from './receipts.module';
import { templateOfReceipt } from '../../../core/domain/ticket-template';
import { winningCheckPath } from '../winning-check/winning-check-link';

function Overview({ receipt }: { receipt: Receipt }) {
  const superNumber = receipt.lotteryIdentifier === 'lotto6aus49' ? receipt.ticketNumbers[0]?.slice(-1) : undefined;
  return (
    <dl className="tw-receipt__facts">
      <div>
        <dt>{t('receiptModal.product')}</dt>
        <dd>{t(`products.${receipt.productIdentifier}`)}</dd>
      </div>
      <div>
        <dt>{t('receiptModal.number')}</dt>
        <dd className="tw-mono" data-testid="receipt-number">
          {receipt.number}
        </dd>
      </div>
      <div>
        <dt>{t('receiptModal.createdAt')}</dt>
        <dd>{formatDateTime(receipt.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('receiptModal.price')}</dt>
        <dd>{formatMoney(receipt.price)}</dd>
      </div>
      <div>
        <dt>{t('receiptModal.fee')}</dt>
        <dd>{formatMoney(receipt.fee)}</dd>
      </div>
      {receipt.fieldStake && (
        <div>
          <dt>{t('receiptModal.fieldStake')}</dt>
          <dd>{formatMoney(receipt.fieldStake)}</dd>
        </div>
      )}
      <div>
        <dt>{t('receiptModal.ticketNumber', { count: receipt.ticketNumbers.length })}</dt>
        <dd className="tw-mono">
          {receipt.ticketNumbers.join(', ')}
          {superNumber !== undefined && (
            <span className="tw-muted"> ({t('receiptModal.superNumberOf', { digit: superNumber })})</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('receiptModal.schedule')}</dt>
        <dd>
          {eventsLabel(receipt.recurringDrawEvents)},{' '}
          {t(`receiptModal.repetition_${receipt.repetition.unit}`, { count: receipt.repetition.quantity })}
        </dd>
      </div>
    </dl>
  );
}

function Fields({ receipt }: { receipt: Receipt }) {
  if (receipt.numberFields.length === 0) return null;
  // What would these numbers have won in the other draws of the archive (issue 19)?
  const checkPath = winningCheckPath(templateOfReceipt(receipt));
  return (
    <section className="tw-receipt-section" aria-labelledby="receipt-fields">
      <h3 id="receipt-fields">{t('receiptModal.fields')}</h3>
      <dl className="tw-receipt-fields">
        {receipt.numberFields.map((field, index) => (
          <div key={index}>
            <dt>
              {t('receiptModal.field', { index: index + 1 })} · {fieldTypeLabel(field.typeIdentifier)}
            </dt>
            <dd className="tw-cluster">
              <Balls numbers={field.mainTips} label={t('receiptModal.field', { index: index + 1 })} />
              {field.extraTips.length > 0 && (
                <Balls
                  numbers={field.extraTips}
                  extra
                  label={t(
                    receipt.lotteryIdentifier === 'eurojackpot'
                      ? 'receiptModal.extraNumbers.eurojackpot'
                      : 'receiptModal.extraNumbers.other',
                  )}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {checkPath && (
        <p>
          <Link to={checkPath}>{t('receipts.check')}</Link>
        </p>
      )}
    </section>
  );
}

function Addons({ receipt }: { receipt: Receipt }) {
  return (
    <section className="tw-receipt-section" aria-labelledby="receipt-addons">
      <h3 id="receipt-addons">{t('receiptModal.addons')}</h3>
      {receipt.addonTickets.length === 0 ? (
        <p>{t('receiptModal.noAddons')}</p>
      ) : (
        <ul>
          {receipt.addonTickets.map((a) => (
            <li key={a.game}>
              {gameLabel(a.game)} – {t('receiptModal.addonPlays', { numbers: a.ticketNumbers.join(', ') })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const won = totalWon(receipt);
  return (
    <>
      <Overview receipt={receipt} />
      <Fields receipt={receipt} />
      <Addons receipt={receipt} />
      <section className="tw-receipt-section" aria-labelledby="receipt-draws">
        <h3 id="receipt-draws">{t('receiptModal.draws')}</h3>
        <ReceiptDraws receipt={receipt} />
      </section>
      <section className="tw-receipt-section" aria-labelledby="receipt-total">
        <h3 id="receipt-total">{t('receiptModal.totalWon')}</h3>
        <p className="tw-receipt-total" data-testid="receipt-total-won">
          {won.fractional > 0 ? formatMoney(won) : t('receiptModal.noWinYet')}
        </p>
      </section>
    </>
  );
}

/** The lottery ticket receipt modal (spec/1 §2): opened with `open-modal=lottery_ticket_receipt&receipt=<number>`. */
const ReceiptModal = observer(function ReceiptModal({
  number,
  onClose,
}: {
  number: string | null;
  onClose: () => void;
}) {
  const vm = useViewModel(RECEIPTS.receiptModalViewModel, (v) => void v.load(number));
  const title = vm.receipt ? t('receiptModal.title', { number: vm.receipt.number }) : t('receiptModal.titleLoading');
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="lg"
      closeLabel={t('receiptModal.close')}
      footer={<Button onClick={onClose}>{t('receiptModal.close')}</Button>}
    >
      {vm.status === 'loading' && (
        <div aria-busy="true">
          <span className="tw-visually-hidden">{t('receiptModal.loading')}</span>
          <Skeleton shape="block" />
        </div>
      )}
      {vm.status === 'not_found' && <Notice tone="warning">{t('receiptModal.notFound')}</Notice>}
      {vm.status === 'error' && (
        <LoadFailedNotice retryLabel={t('common.retry')} onRetry={() => void vm.retry()}>
          {t('receiptModal.loadFailed')}
        </LoadFailedNotice>
      )}
      {vm.status === 'ready' && vm.receipt && (
        <>
          <ReceiptBody receipt={vm.receipt} />
          <ReceiptSubscription vm={vm} />
        </>
      )}
    </Modal>
  );
});

export default ReceiptModal;
