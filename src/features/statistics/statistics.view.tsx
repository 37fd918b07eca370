import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { NumberStatistics } from '../../../core/domain/number-statistics';
import type { StatisticsLottery } from '../../../core/domain/statistics-lotteries';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { resultsPath } from '../results/results-routes';
import { WINNING_CHECK_ROUTES } from '../winning-check/winning-check-routes';
import { FrequencyChart } from './frequency-chart.view';
import { FrequencyTable, PairsTable } from './statistics-tables.view';
import { chartLabel, drawDate, poolName } from './statistics-text';
import type { PoolView, StatisticsData } from './statistics.view-model';
import { STATISTICS } from './statistics.module';
import './statistics.css';

/** One pool: its heading, the chart and the table with every value. */
function PoolSection({
  statistics,
  which,
  view,
}: {
  statistics: NumberStatistics;
  which: 'main' | 'extra';
  view: PoolView;
}) {
  const pool = poolName(statistics.lottery, which, view);
  const id = `statistik-${which}`;
  return (
    <section className="tw-statistics__block" aria-labelledby={id}>
      <h2 id={id}>{t('statistics.poolHeading', { pool })}</h2>
      <div className="tw-statistics__pool">
        <FrequencyChart
          view={view}
          label={chartLabel(pool, view, statistics.draws)}
          testId={`statistics-chart-${which}`}
        />
        <FrequencyTable view={view} pool={pool} testId={`statistics-table-${which}`} />
      </div>
    </section>
  );
}

/** /lotto/statistik, /eurojackpot/statistik: how often each number was drawn in the archive. */
export const StatisticsPage = observer(function StatisticsPage({ lottery }: { lottery: StatisticsLottery }) {
  const loaded = useLoaderData<StatisticsData>();
  const vm = useLoadedViewModel(STATISTICS.statisticsViewModel, loaded, (v, d) => v.accept(d));
  const revalidator = useRevalidator();
  const title = t(`statistics.titles.${lottery}`);
  usePageTitle(title);
  const statistics = vm.statistics;
  return (
    <div className="tw-container tw-page tw-statistics" data-testid="statistics-page">
      <h1>{title}</h1>
      {vm.status === 'error' || !statistics ? (
        <Notice
          tone="error"
          action={<Button onClick={() => void revalidator.revalidate()}>{t('common.retry')}</Button>}
        >
          {t('statistics.loadFailed')}
        </Notice>
      ) : (
        <>
          <p className="tw-statistics__intro">
            {statistics.draws === 0
              ? t('statistics.noDraws')
              : t('statistics.intro', {
                  count: statistics.draws,
                  from: drawDate(statistics.oldestDrawAt!),
                  to: drawDate(statistics.newestDrawAt!),
                })}
          </p>
          <div className="tw-statistics__chance" data-testid="statistics-chance">
            <h2>{t('statistics.chanceTitle')}</h2>
            <p>{t('statistics.chance')}</p>
          </div>
          {vm.main && <PoolSection statistics={statistics} which="main" view={vm.main} />}
          {vm.extra && <PoolSection statistics={statistics} which="extra" view={vm.extra} />}
          {statistics.pairs.length > 0 && (
            <section className="tw-statistics__block" aria-labelledby="statistik-paare">
              <h2 id="statistik-paare">{t('statistics.pairsHeading')}</h2>
              <p>{t('statistics.pairsIntro')}</p>
              <PairsTable pairs={statistics.pairs} />
            </section>
          )}
        </>
      )}
      <p className="tw-statistics__more">
        <Link to={resultsPath(lottery)}>{t('statistics.toResults')}</Link>
        <Link to={WINNING_CHECK_ROUTES[lottery].path}>{t('statistics.toWinningCheck')}</Link>
      </p>
    </div>
  );
});
