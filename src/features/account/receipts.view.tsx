import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { LOTTERY_IDENTIFIERS, isLotteryIdentifier } from '../../../core/domain/lottery';
import { formatMoney } from '../../../core/domain/money';
import {
  pendingDrawCount,
  receiptOutcome,
  stoppedByRenewal,
  totalWon,
  type Page,
  type Receipt,
} from '../../../core/domain/receipt';
import { useLoadedViewModel } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import { usePageTitle } from '../../app/use-page-title';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { LoadFailedNotice } from '../../ui/load-failed-notice';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime } from '../../i18n/format';
import { errorMessage, t } from '../../i18n/i18n';
import {
  DEFAULT_RECEIPTS_FILTER,
  filterFromSearch,
  filterKey,
  searchWithFilter,
  type ReceiptsFilter,
} from './receipts-query';
import { RECEIPT_MODAL, receiptModalSearch } from './receipt-modal-link';
import './receipts.css';
import './receipts-strings';
import '../../i18n/products-strings';
import { RECEIPTS } from './receipts.module';

const OUTCOME_TONE: Record<ReturnType<typeof receiptOutcome>, BadgeTone> = {
  won: 'success',
  pending: 'info',
  awaiting_result: 'warning',
  lost: 'neutral',
};

function ReceiptEntry({
  receipt,
  search,
  onReplay,
}: {
  receipt: Receipt;
  search: URLSearchParams;
  onReplay: (receipt: Receipt) => void;
}) {
  const outcome = receiptOutcome(receipt);
  const product = t(`products.${receipt.productIdentifier}`);
  return (
    <li className="tw-receipt-entry">
      <Link className="tw-receipt-entry__link" to={{ search: receiptModalSearch(receipt.number, search) }}>
        <span className="tw-receipt-entry__product">{t(`products.${receipt.productIdentifier}`)}</span>
        <span className="tw-receipt-entry__meta">
          {t('receipts.boughtOn', { date: formatDateTime(receipt.createdAt) })} ·{' '}
          <span className="tw-mono">{receipt.number}</span>
        </span>
        <span className="tw-receipt-entry__price">{formatMoney(receipt.price)}</span>
        <span className="tw-receipt-entry__badges">
          <Badge tone={OUTCOME_TONE[outcome]}>
            {t(`receipts.outcome.${outcome}`, { count: pendingDrawCount(receipt) })}
          </Badge>
          {outcome === 'won' && (
            <Badge tone="success">{t('receipts.wonAmount', { amount: formatMoney(totalWon(receipt)) })}</Badge>
          )}
          {receipt.subscription && (
            <Badge tone={receipt.subscription.active ? 'brand' : stoppedByRenewal(receipt) ? 'warning' : 'neutral'}>
              {receipt.subscription.active
                ? t('receipts.subscriptionRunning')
                : stoppedByRenewal(receipt)
                  ? errorMessage('receipts.subscriptionStoppedBy', receipt.subscription.stoppedReason ?? '')
                  : t('receipts.subscriptionStopped')}
            </Badge>
          )}
        </span>
      </Link>
      {/* Beside the link, not in it: a control inside a link is neither valid nor reachable. */}
      <Button
        variant="secondary"
        size="sm"
        className="tw-receipt-entry__replay"
        onClick={() => onReplay(receipt)}
        aria-label={t('receipts.replayLabel', { product, number: receipt.number })}
      >
        {t('receipts.replay')}
      </Button>
    </li>
  );
}

const ReceiptsView = observer(function ReceiptsView() {
  const [params, setParams] = useSearchParams();
  // The route's clientLoader loaded the page of the URL's filter (a visit, a login); the list is of that filter.
  const loaded = useLoaderData<PlayerData<Page<Receipt>>>();
  const vm = useLoadedViewModel(RECEIPTS.receiptsViewModel, loaded, (v, d) => v.accept(d, filterFromSearch(params)));
  const navigate = useNavigate();
  usePageTitle(t('receipts.title'));
  const filter = filterFromSearch(params);
  const key = filterKey(filter);
  const modal = params.get('open-modal');
  const lastModal = useRef(modal);
  const shownKey = useRef(key);

  // A later change of the filter part of the URL (its key) loads here; opening or closing a modal does not.
  const show = useEffectEvent(() => void vm.show(filterFromSearch(params)));
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    show();
  }, [vm, key]);

  useEffect(() => {
    // The receipt modal may have ended a subscription: show the list as it is now.
    if (lastModal.current === RECEIPT_MODAL && modal !== RECEIPT_MODAL) void vm.show(vm.filter, true);
    lastModal.current = modal;
  }, [vm, modal]);

  useEffect(() => {
    if (vm.beyondLastPage) setParams(searchWithFilter(params, vm.pageFilter(vm.pageCount)), { replace: true });
  });

  // The controls show the URL's filter, or the one just asked for until the URL has it: the router
  // commits a URL change later (a transition), and until then React would put a clicked checkbox
  // back to its old value, so a second quick click would build on the old filter.
  const [asked, setAsked] = useState<{ from: string; filter: ReceiptsFilter } | null>(null);
  const shown = asked?.from === key ? asked.filter : filter;
  const go = (next: ReceiptsFilter) => {
    setAsked({ from: key, filter: next });
    setParams(searchWithFilter(params, next));
  };
  /** A control changed: the filter shown with that change, from its first page. */
  const change = (patch: Partial<Omit<ReceiptsFilter, 'page'>>) => go(vm.changed(patch, shown));
  const replay = (receipt: Receipt) => {
    const path = vm.replay(receipt);
    if (path) void navigate(path);
  };

  return (
    <div className="tw-container tw-page">
      <h1>{t('receipts.title')}</h1>
      <form className="tw-receipts-filters" aria-label={t('receipts.filters')} onSubmit={(e) => e.preventDefault()}>
        <Checkbox
          label={t('receipts.filterWon')}
          checked={shown.won}
          onChange={(e) => change({ won: e.target.checked })}
        />
        <Checkbox
          label={t('receipts.filterPending')}
          checked={shown.pending}
          onChange={(e) => change({ pending: e.target.checked })}
        />
        <Select
          label={t('receipts.lottery')}
          value={shown.lottery ?? ''}
          onChange={(e) => change({ lottery: isLotteryIdentifier(e.target.value) ? e.target.value : null })}
          options={[
            { value: '', label: t('receipts.allLotteries') },
            ...LOTTERY_IDENTIFIERS.map((l) => ({ value: l, label: t(`lotteries.${l}`) })),
          ]}
        />
        <Select
          label={t('receipts.sort')}
          value={shown.sort}
          onChange={(e) => change({ sort: e.target.value === 'desc' ? 'desc' : 'asc' })}
          options={[
            { value: 'asc', label: t('receipts.oldestFirst') },
            { value: 'desc', label: t('receipts.newestFirst') },
          ]}
        />
      </form>
      <p className="tw-muted" aria-live="polite">
        {vm.status === 'ready'
          ? t('receipts.count', { count: vm.totalCount, total: vm.totalCount.toLocaleString('de-DE') })
          : '\u00a0'}
      </p>
      {vm.status === 'error' && (
        <LoadFailedNotice retryLabel={t('common.retry')} onRetry={() => void vm.load()}>
          {t('receipts.loadFailed')}
        </LoadFailedNotice>
      )}
      {vm.status === 'loading' && vm.receipts.length === 0 && <Skeleton shape="block" />}
      {vm.status === 'ready' && vm.receipts.length === 0 && (
        <div className="tw-empty-state">
          <p>{vm.filtered ? t('receipts.emptyFiltered') : t('receipts.empty')}</p>
          {vm.filtered && (
            <Button variant="secondary" size="sm" onClick={() => go(DEFAULT_RECEIPTS_FILTER)}>
              {t('receipts.resetFilters')}
            </Button>
          )}
        </div>
      )}
      {vm.status !== 'error' && vm.receipts.length > 0 && (
        <ul
          className="tw-receipt-list"
          aria-label={t('receipts.list')}
          aria-busy={vm.status === 'loading'}
          data-testid="receipt-list"
        >
          {vm.receipts.map((r) => (
            <ReceiptEntry key={r.id} receipt={r} search={params} onReplay={replay} />
          ))}
        </ul>
      )}
      {vm.pageCount > 1 && vm.status !== 'error' && (
        <nav className="tw-pagination" aria-label={t('receipts.pagination')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={!vm.hasPrevious}
            onClick={() => go(vm.pageFilter(vm.pageNumber - 1))}
          >
            {t('common.previous')}
          </Button>
          <span aria-live="polite" data-testid="receipts-page">
            {t('common.pageOf', {
              page: vm.pageNumber.toLocaleString('de-DE'),
              pages: vm.pageCount.toLocaleString('de-DE'),
            })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!vm.hasNext}
            onClick={() => go(vm.pageFilter(vm.pageNumber + 1))}
          >
            {t('common.next')}
          </Button>
        </nav>
      )}
    </div>
  );
});

export default ReceiptsView;
