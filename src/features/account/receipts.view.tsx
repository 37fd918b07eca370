import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/domain/money';
import type { Receipt } from '../../../core/domain/receipt';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { formatDate, formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';

function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const pending = receipt.draws.filter((d) => d.status === 'pending').length;
  const won = receipt.winnings.reduce((sum, w) => sum + w.amount.fractional, 0);
  return (
    <Card as="article" title={t(`products.${receipt.productIdentifier}`)} headingLevel={2} className="tw-receipt" >
      <div className="tw-cluster">
        <Badge tone={pending > 0 ? 'info' : 'neutral'}>{pending > 0 ? t('receipts.pending', { count: pending }) : t('receipts.finished')}</Badge>
        {won > 0 && <Badge tone="success">{t('receipts.won', { amount: formatMoney({ fractional: won, currency: receipt.price.currency }) })}</Badge>}
      </div>
      <dl className="tw-receipt__facts">
        <div><dt>{t('receipts.number')}</dt><dd className="tw-mono" data-testid="receipt-number">{receipt.number}</dd></div>
        <div><dt>{t('receipts.createdAt')}</dt><dd>{formatDateTime(receipt.createdAt)}</dd></div>
        <div><dt>{t('receipts.price')}</dt><dd>{formatMoney(receipt.price)}</dd></div>
        <div><dt>{t('receipts.ticketNumber')}</dt><dd className="tw-mono">{receipt.ticketNumbers.join(', ')}</dd></div>
        <div>
          <dt>{t('receipts.addons')}</dt>
          <dd>{receipt.addonLotteries.length ? receipt.addonLotteries.map((a) => t(`addons.${a}`)).join(', ') : t('basket.none')}</dd>
        </div>
        <div><dt>{t('receipts.draws')}</dt><dd>{receipt.draws.map((d) => formatDate(d.drawingTime)).join(', ')}</dd></div>
      </dl>
      <ol className="tw-receipt__fields" aria-label={t('receipts.fields')}>
        {receipt.numberFields.map((f, i) => (
          <li key={i}>
            <span className="tw-receipt__field-label">{t('ticket.fieldLabel', { index: i + 1 })}</span> {f.mainTips.join(' · ')}
            {f.extraTips.length > 0 && ` + ${f.extraTips.join(' · ')}`}
          </li>
        ))}
      </ol>
    </Card>
  );
}

const ReceiptsView = observer(function ReceiptsView() {
  const vm = useViewModel('receiptsViewModel', (v) => void v.load());
  usePageTitle(t('receipts.title'));
  return (
    <div className="tw-container tw-page">
      <h1>{t('receipts.title')}</h1>
      <div className="tw-toolbar">
        <Select
          label={t('receipts.sort')}
          value={vm.sortDirection}
          onChange={(e) => void vm.setSortDirection(e.target.value === 'desc' ? 'desc' : 'asc')}
          options={[
            { value: 'asc', label: t('receipts.oldestFirst') },
            { value: 'desc', label: t('receipts.newestFirst') },
          ]}
        />
        <p className="tw-muted" aria-live="polite">{t('receipts.count', { count: vm.totalCount })}</p>
      </div>
      {vm.status === 'error' && (
        <Notice tone="error" action={<Button size="sm" variant="secondary" onClick={() => void vm.load()}>{t('common.retry')}</Button>}>
          {t('receipts.loadFailed')}
        </Notice>
      )}
      {vm.status === 'loading' && vm.receipts.length === 0 && <Skeleton shape="block" />}
      {vm.status !== 'error' && vm.receipts.length === 0 && vm.status === 'ready' && <p className="tw-empty-state">{t('receipts.empty')}</p>}
      <div className="tw-stack" aria-busy={vm.status === 'loading'}>
        {vm.receipts.map((r) => (
          <ReceiptCard key={r.id} receipt={r} />
        ))}
      </div>
      {vm.pageCount > 1 && (
        <nav className="tw-pagination" aria-label={t('receipts.pagination')}>
          <Button variant="secondary" size="sm" disabled={!vm.hasPrevious} onClick={() => void vm.previousPage()}>{t('common.previous')}</Button>
          <span>{t('common.pageOf', { page: vm.pageNumber, pages: vm.pageCount })}</span>
          <Button variant="secondary" size="sm" disabled={!vm.hasNext} onClick={() => void vm.nextPage()}>{t('common.next')}</Button>
        </nav>
      )}
    </div>
  );
});

export default ReceiptsView;
