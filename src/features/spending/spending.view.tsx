import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import type { SpendingOverview } from '../../../core/use-cases/load-spending.use-case';
import { useLoadedViewModel } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { LoadFailedNotice } from '../../ui/load-failed-notice';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { chartSummary, monthShort, SERIES, seriesName, signedMoney } from './spending-format';
import type { SpendingChartProps } from './spending-chart.view';
import { SpendingLimits } from './spending-limits.view';
import { SpendingTable } from './spending-table.view';
import { SPENDING } from './spending.module';
import './spending.css';

function ChartUnavailable() {
  return <p className="tw-muted">{t('spending.chart.unavailable')}</p>;
}

// The chart library comes with its own chunk, fetched only when there are figures to draw; the table carries the same figures if it fails.
const SpendingChart = lazy<ComponentType<SpendingChartProps>>(() =>
  import('./spending-chart.view').catch(() => ({ default: ChartUnavailable })),
);

function NetResult({ overview }: { overview: SpendingOverview }) {
  const { net, totals } = overview;
  const amount = formatMoney({ fractional: Math.abs(net.fractional), currency: net.currency });
  const sentence = net.fractional < 0 ? 'loss' : net.fractional > 0 ? 'gain' : 'even';
  return (
    <section aria-labelledby="spending-net" className="tw-spending__section tw-spending__net">
      <h2 id="spending-net">{t('spending.net.heading')}</h2>
      <p>
        <span className="tw-muted">{t('spending.net.label')}: </span>
        <strong className="tw-spending__net-amount" data-testid="spending-net">
          {signedMoney(net)}
        </strong>
      </p>
      <p>{t(`spending.net.${sentence}`, { amount })}</p>
      <p className="tw-muted tw-small">
        {t('spending.net.totals', {
          stakes: formatMoney(totals.stakes),
          winnings: formatMoney(totals.winnings),
          deposits: formatMoney(totals.deposits),
        })}
      </p>
    </section>
  );
}

function Chart({ overview }: { overview: SpendingOverview }) {
  return (
    <section aria-labelledby="spending-chart" className="tw-spending__section">
      <h2 id="spending-chart">{t('spending.chart.heading')}</h2>
      <ul className="tw-spending__legend">
        {SERIES.map((series) => (
          <li key={series}>
            <span aria-hidden="true" className={`tw-spending__swatch tw-spending__swatch--${series}`} />
            {seriesName(series)}
          </li>
        ))}
      </ul>
      <div className="tw-spending__chart">
        <Suspense fallback={<p className="tw-muted">{t('spending.chart.loading')}</p>}>
          <SpendingChart months={overview.months} label={chartSummary(overview.months)} monthLabel={monthShort} />
        </Suspense>
      </div>
    </section>
  );
}

/**
 * /kundenkonto/ausgaben. Personal data, so the server renders the route's fallback (heading and a
 * loading line; noindex, like every account page) and the route's clientLoader loads the figures
 * in the browser.
 */
const SpendingView = observer(function SpendingView() {
  const loaded = useLoaderData<PlayerData<SpendingOverview>>();
  const vm = useLoadedViewModel(SPENDING.spendingViewModel, loaded, (v, d) => v.accept(d));
  usePageTitle(t('spending.title'));
  const overview = vm.status === 'ready' ? vm.overview : null;
  return (
    <div className="tw-container tw-page tw-spending">
      <h1>{t('spending.title')}</h1>
      <p className="tw-muted">{t('spending.intro')}</p>
      {vm.status === 'loading' && (
        <div className="tw-stack">
          <p role="status">{t('spending.loading')}</p>
          <Skeleton shape="block" />
        </div>
      )}
      {vm.status === 'error' && (
        <LoadFailedNotice retryLabel={t('common.retry')} onRetry={() => void vm.load()}>
          {t('spending.loadFailed')}
        </LoadFailedNotice>
      )}
      {overview && (
        <>
          {!overview.complete && <Notice tone="warning">{t('spending.incomplete')}</Notice>}
          <NetResult overview={overview} />
          <SpendingLimits overview={overview} depositsThisMonth={formatMoney(vm.currentMonth!.deposits)} />
          {vm.empty ? <p className="tw-empty-state">{t('spending.empty')}</p> : <Chart overview={overview} />}
          <SpendingTable months={overview.months} totals={overview.totals} />
        </>
      )}
    </div>
  );
});

export default SpendingView;
