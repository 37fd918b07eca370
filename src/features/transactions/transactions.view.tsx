import { useLoaderData } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { AccountKind } from '../../../core/domain/player';
import { useLoadedViewModel } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import type { TransactionsPage } from '../../../core/use-cases/load-transactions.use-case';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { LoadFailedNotice } from '../../ui/load-failed-notice';
import { Notice } from '../../ui/notice';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { TransactionRow } from './transaction-row.view';
import {
  ACCOUNT_KINDS,
  PAGE_SIZES,
  TRANSACTION_SORTS,
  type TransactionsSort,
  type TransactionsViewModel,
} from './transactions.view-model';
import './transactions.css';
import { TRANSACTIONS } from './transactions.module';

/** Account tabs (WAI-ARIA tabs: arrow keys move between them, one tab stop). */
function AccountTabs({
  vm,
  panelId,
  tabId,
}: {
  vm: TransactionsViewModel;
  panelId: string;
  tabId: (kind: AccountKind) => string;
}) {
  const refs = useRef<Partial<Record<AccountKind, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ACCOUNT_KINDS.indexOf(vm.kind);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target =
      event.key === 'Home'
        ? ACCOUNT_KINDS[0]
        : event.key === 'End'
          ? ACCOUNT_KINDS.at(-1)
          : step
            ? ACCOUNT_KINDS[(index + step + ACCOUNT_KINDS.length) % ACCOUNT_KINDS.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    void vm.setKind(target);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('transactions.accounts')} className="tw-transactions__tabs">
      {ACCOUNT_KINDS.map((kind) => (
        <button
          key={kind}
          ref={(el) => {
            refs.current[kind] = el;
          }}
          type="button"
          role="tab"
          onKeyDown={onKeyDown}
          id={tabId(kind)}
          aria-selected={vm.kind === kind}
          aria-controls={panelId}
          tabIndex={vm.kind === kind ? 0 : -1}
          className="tw-transactions__tab"
          onClick={() => void vm.setKind(kind)}
        >
          {t(`transactions.account.${kind}`)}
        </button>
      ))}
    </div>
  );
}

function Toolbar({ vm }: { vm: TransactionsViewModel }) {
  return (
    <div className="tw-transactions__toolbar">
      <form
        role="search"
        className="tw-transactions__search"
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submitSearch();
        }}
      >
        <TextField
          label={t('transactions.search.label')}
          hint={t('transactions.search.hint')}
          type="search"
          maxLength={100}
          value={vm.searchInput}
          onChange={(e) => vm.setSearchInput(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('transactions.search.submit')}
        </Button>
        {vm.search && (
          <Button type="button" variant="ghost" onClick={() => void vm.clearSearch()}>
            {t('transactions.search.clear')}
          </Button>
        )}
      </form>
      <Select
        label={t('transactions.sort.label')}
        value={vm.sort}
        onChange={(e) => void vm.setSort(e.target.value as TransactionsSort)}
        options={TRANSACTION_SORTS.map((sort) => ({ value: sort, label: t(`transactions.sort.${sort}`) }))}
      />
      <Select
        label={t('transactions.pageSize')}
        value={String(vm.pageSize)}
        onChange={(e) => void vm.setPageSize(Number(e.target.value))}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
      />
    </div>
  );
}

const TransactionsView = observer(function TransactionsView() {
  const loaded = useLoaderData<PlayerData<TransactionsPage>>();
  const vm = useLoadedViewModel(TRANSACTIONS.transactionsViewModel, loaded, (v, d) => v.accept(d));
  usePageTitle(t('transactions.title'));
  const id = useId();
  const panelId = `${id}-panel`;
  const tabId = (kind: AccountKind) => `${id}-tab-${kind}`;
  const loadingFirst = vm.status === 'loading' && vm.vouchers.length === 0;
  return (
    <div className="tw-container tw-page tw-transactions">
      <h1>{t('transactions.title')}</h1>
      <p className="tw-muted">{t('transactions.intro')}</p>
      <AccountTabs vm={vm} panelId={panelId} tabId={tabId} />
      <section role="tabpanel" id={panelId} aria-labelledby={tabId(vm.kind)} className="tw-transactions__panel">
        <Toolbar vm={vm} />
        <p className="tw-muted" aria-live="polite" data-testid="transactions-count">
          {vm.status === 'loading'
            ? t('transactions.loading')
            : vm.search
              ? t('transactions.hits', { count: vm.totalCount, search: vm.search })
              : t('transactions.count', { count: vm.totalCount })}
        </p>
        {vm.status === 'error' && (
          <LoadFailedNotice retryLabel={t('common.retry')} onRetry={() => void vm.load()}>
            {t('transactions.loadFailed')}
          </LoadFailedNotice>
        )}
        {vm.paymentsUnavailable && vm.status === 'ready' && (
          <Notice tone="warning">{t('transactions.paymentsUnavailable')}</Notice>
        )}
        {loadingFirst && (
          <div className="tw-stack" data-testid="transactions-skeleton">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} shape="block" />
            ))}
          </div>
        )}
        {vm.status === 'ready' && vm.vouchers.length === 0 && (
          <p className="tw-empty-state">
            {vm.search ? t('transactions.noHits', { search: vm.search }) : t('transactions.empty')}
          </p>
        )}
        {vm.vouchers.length > 0 && vm.status !== 'error' && (
          <ol className="tw-transactions__list" aria-label={t('transactions.list')} aria-busy={vm.status === 'loading'}>
            {vm.vouchers.map((voucher) => (
              <TransactionRow
                key={voucher.id}
                voucher={voucher}
                payment={vm.paymentFor(voucher)}
                paymentsUnavailable={vm.paymentsUnavailable}
              />
            ))}
          </ol>
        )}
        {vm.pageCount > 1 && vm.status !== 'error' && (
          <nav className="tw-pagination" aria-label={t('transactions.pagination')}>
            <Button variant="secondary" size="sm" disabled={!vm.hasPrevious} onClick={() => void vm.previousPage()}>
              {t('common.previous')}
            </Button>
            <span data-testid="transactions-page">
              {t('common.pageOf', { page: vm.pageNumber, pages: vm.pageCount })}
            </span>
            <Button variant="secondary" size="sm" disabled={!vm.hasNext} onClick={() => void vm.nextPage()}>
              {t('common.next')}
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
});

export default TransactionsView;
