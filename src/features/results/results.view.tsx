import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { isCheckedLottery } from '../../../core/domain/winning-check-tip';
import { isStatisticsLottery } from '../../../core/domain/statistics-lotteries';
import { formatJackpot, formatMoney } from '../../../core/domain/money';
import { fillTitleTemplate, germanDate, germanWeekday } from '../../../core/domain/results-date';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { useOnline } from '../../app/use-online';
import { formatDateTime } from '../../i18n/format';
import NotFoundView from '../../app/not-found.view';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Select } from '../../ui/select';
import { DrawNumbers } from './draw-numbers.view';
import { QuotasTable } from './quotas-table.view';
import { archivePath, RESULTS_OVERVIEW_ROUTE, resultsPath } from './results-routes';
import { WINNING_CHECK_ROUTES } from '../winning-check/winning-check-routes';
import { STATISTICS_ROUTES } from '../statistics/statistics-routes';
import { quotaSections } from './results-text';
import { type ResultsData, type ResultsViewModel } from './results.view-model';
import './results.css';
import { RESULTS } from './results.module';

/** Previous / select / next: links (so they open in new tabs too); the select navigates on change. */
const DateNavigation = observer(function DateNavigation({
  vm,
  lottery,
}: {
  vm: ResultsViewModel;
  lottery: LotteryIdentifier;
}) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const keep = query.toString() ? `?${query.toString()}` : '';
  return (
    <nav className="tw-results__dates" aria-label={t('results.page.dateNav')}>
      {vm.previous ? (
        <Link
          className="tw-button tw-button--secondary tw-button--md"
          to={`${resultsPath(lottery, vm.previous.param)}${keep}`}
          rel="prev"
        >
          ‹ {t('results.page.previous')}
        </Link>
      ) : (
        <span />
      )}
      <Select
        label={t('results.page.dateSelect')}
        value={vm.currentParam ?? ''}
        onChange={(event) => void navigate(`${resultsPath(lottery, event.target.value)}${keep}`)}
        options={vm.recent.map(({ date, param }) => ({
          value: param,
          label: `${germanWeekday(date)}, ${germanDate(date)}`,
        }))}
      />
      {vm.next ? (
        <Link
          className="tw-button tw-button--secondary tw-button--md"
          to={`${resultsPath(lottery, vm.next.param)}${keep}`}
          rel="next"
        >
          {t('results.page.next')} ›
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
});

const Loaded = observer(function Loaded({ vm, lottery }: { vm: ResultsViewModel; lottery: LotteryIdentifier }) {
  const { draw, date } = vm;
  if (!date) return null;
  const dateText = germanDate(date);
  const sections = draw ? quotaSections(lottery, draw) : [];
  return (
    <>
      <DateNavigation vm={vm} lottery={lottery} />
      <section className="tw-results__block" aria-labelledby="results-numbers">
        <h2 id="results-numbers">{t('results.page.numbers')}</h2>
        {draw ? (
          <DrawNumbers lottery={lottery} draw={draw} focus={vm.focus} />
        ) : (
          <p className="tw-muted">{t('results.page.notDrawnYet')}</p>
        )}
        {draw && (draw.jackpot || draw.stake) && (
          <dl className="tw-results__facts">
            {draw.jackpot && (
              <div>
                <dt>{t('results.page.jackpot')}</dt>
                <dd data-testid="results-jackpot">{formatJackpot(draw.jackpot)}</dd>
              </div>
            )}
            {draw.stake && (
              <div>
                <dt>{t('results.page.stake')}</dt>
                <dd>{formatMoney(draw.stake)}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
      <section className="tw-results__block" aria-labelledby="results-quotas">
        <h2 id="results-quotas">{t('results.page.quotas')}</h2>
        {sections.length === 0 && <p className="tw-muted">{t('results.page.noQuotas')}</p>}
        {sections.map((section) => (
          <QuotasTable key={section.game} section={section} date={dateText} focused={vm.focus === section.game} />
        ))}
      </section>
      <p className="tw-results__more">
        <Link to={archivePath(lottery)}>{t('results.page.archive')}</Link>
        <Link to={RESULTS_OVERVIEW_ROUTE.path}>{t('results.page.overview')}</Link>
        {isCheckedLottery(lottery) && (
          <Link to={WINNING_CHECK_ROUTES[lottery].path}>{t('results.page.winningCheck')}</Link>
        )}
        {isStatisticsLottery(lottery) && (
          <Link to={STATISTICS_ROUTES[lottery].path}>{t('results.page.statistics')}</Link>
        )}
      </p>
    </>
  );
});

/** A lottery's numbers-and-odds page: /…/zahlen-quoten and /…/zahlen-quoten/ziehung-dd-MM-yyyy (spec/1 §2). */
export const ResultsView = observer(function ResultsView({ lottery }: { lottery: LotteryIdentifier }) {
  const loaded = useLoaderData<ResultsData>();
  const [query] = useSearchParams();
  const identifier = query.get('identifier');
  const vm = useLoadedViewModel(RESULTS.resultsViewModel, loaded, (v, d) => v.accept(lottery, d, identifier));
  const busy = useNavigation().state === 'loading';
  const online = useOnline();
  const revalidator = useRevalidator();
  const name = t(`lotteries.${lottery}`);
  usePageTitle(
    vm.date
      ? fillTitleTemplate(t(`results.page.titles.${lottery}`), vm.date)
      : t('results.page.loadingTitle', { lottery: name }),
  );
  // A focused add-on scrolls into view once its numbers are on screen.
  useEffect(() => {
    if (vm.status !== 'ready' || !vm.focus) return;
    const target = document.getElementById(`ergebnis-${vm.focus}`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [vm.status, vm.focus, vm.show]);

  if (vm.status === 'not_found') return <NotFoundView />;
  return (
    <div className="tw-container tw-page tw-results" data-testid="results-page" aria-busy={busy}>
      <h1>
        {vm.date
          ? fillTitleTemplate(t(`results.page.titles.${lottery}`), vm.date)
          : t('results.page.loadingTitle', { lottery: name })}
      </h1>
      {!online && (
        <Notice tone="warning">
          {vm.loadedAt
            ? t('results.page.offlineSince', { when: formatDateTime(vm.loadedAt) })
            : t('results.page.offline')}
        </Notice>
      )}
      {vm.status === 'error' && (
        <Notice
          tone="error"
          action={<Button onClick={() => void revalidator.revalidate()}>{t('common.retry')}</Button>}
        >
          {t('results.page.failed')}
        </Notice>
      )}
      {vm.date && vm.status !== 'error' && <Loaded vm={vm} lottery={lottery} />}
    </div>
  );
});
