import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { germanDate, germanWeekday } from '../../../core/domain/results-date';
import type { ArchiveMonth } from '../../../core/domain/results-archive';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import NotFoundView from '../../app/not-found.view';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import {
  monthKey,
  type ArchiveData,
  type ArchiveRow,
  type ResultsArchiveViewModel,
} from './results-archive.view-model';
import { resultsPath } from './results-routes';
import { compactNumbers } from './results-text';
import './results.css';
import { RESULTS } from './results.module';

const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' });

/** Asks for a month's numbers once its table comes near the screen (all at once where there is no IntersectionObserver). */
function useNearScreen(load: () => void) {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '100px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);
  return ref;
}

const MonthTable = observer(function MonthTable({
  vm,
  lottery,
  year,
  month,
}: {
  vm: ResultsArchiveViewModel;
  lottery: LotteryIdentifier;
  year: number;
  month: ArchiveMonth<ArchiveRow>;
}) {
  const key = monthKey(year, month.month);
  const [load] = useState(() => () => void vm.loadMonth(key));
  const ref = useNearScreen(load);
  const failed = vm.failedMonths.has(key);
  return (
    <table className="tw-archive__month" ref={ref} data-testid={`archive-month-${key}`}>
      <caption>
        {t('results.archive.monthCaption', { month: monthName.format(new Date(Date.UTC(year, month.month - 1, 15))) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('results.archive.date')}</th>
          <th scope="col">{t('results.archive.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {month.items.map((row) => {
          const draw = vm.draws.get(row.show.id);
          const numbers =
            draw === undefined
              ? null
              : draw === null
                ? t('results.archive.numbersMissing')
                : compactNumbers(lottery, draw) || t('results.archive.numbersMissing');
          const when = new Date(Date.UTC(row.date.year, row.date.month - 1, row.date.day, 12));
          return (
            <tr key={row.show.id}>
              <th scope="row">
                <Link
                  to={resultsPath(lottery, row.param)}
                  aria-label={`${germanWeekday(row.date)}, ${germanDate(row.date)}`}
                >
                  {weekdayShort.format(when)} {germanDate(row.date)}
                </Link>
              </th>
              <td className="tw-archive__numbers" aria-busy={numbers === null}>
                {numbers ?? (failed ? '–' : <span className="tw-muted">{t('results.archive.numbersLoading')}</span>)}
              </td>
            </tr>
          );
        })}
        {failed && (
          <tr>
            <td colSpan={2}>
              {t('results.archive.monthFailed')}{' '}
              <Button variant="ghost" size="sm" onClick={() => void vm.loadMonth(key)}>
                {t('results.archive.retryMonth')}
              </Button>
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
});

/** The archive: years as disclosures (the newest open), months as tables; closed years render nothing. */
export const ArchiveView = observer(function ArchiveView({ lottery }: { lottery: LotteryIdentifier }) {
  const vm = useLoadedViewModel(RESULTS.resultsArchiveViewModel, useLoaderData<ArchiveData>(), (v, d) =>
    v.accept(lottery, d),
  );
  const revalidator = useRevalidator();
  const name = t(`lotteries.${lottery}`);
  usePageTitle(t('results.archive.title', { lottery: name }));
  const [open, setOpen] = useState<ReadonlySet<number> | null>(null);
  const years = vm.years;
  const openYears = open ?? new Set(years.slice(0, 1).map((y) => y.year));
  const toggle = (year: number, isOpen: boolean) => {
    if (openYears.has(year) === isOpen) return;
    const next = new Set(openYears);
    if (isOpen) next.add(year);
    else next.delete(year);
    setOpen(next);
  };

  if (vm.status === 'not_found') return <NotFoundView />;
  return (
    <div className="tw-container tw-page tw-archive" data-testid="results-archive" aria-busy={vm.status === 'loading'}>
      <h1>{t('results.archive.title', { lottery: name })}</h1>
      <p className="tw-muted">{t('results.archive.intro')}</p>
      <p>
        <Link to={resultsPath(lottery)}>{t('results.archive.back')}</Link>
      </p>
      {vm.status === 'loading' && (
        <div className="tw-results__skeleton">
          <p className="tw-visually-hidden" role="status">
            {t('results.archive.loading')}
          </p>
          <Skeleton lines={8} />
        </div>
      )}
      {vm.status === 'error' && (
        <Notice
          tone="error"
          action={<Button onClick={() => void revalidator.revalidate()}>{t('common.retry')}</Button>}
        >
          {t('results.archive.failed')}
        </Notice>
      )}
      {vm.status === 'ready' &&
        years.map((year) => (
          <details
            key={year.year}
            className="tw-archive__year"
            open={openYears.has(year.year)}
            onToggle={(e) => toggle(year.year, e.currentTarget.open)}
          >
            <summary>
              <h2>{t('results.archive.year', { year: year.year, count: year.count })}</h2>
            </summary>
            {openYears.has(year.year) &&
              year.months.map((month) => (
                <MonthTable key={month.month} vm={vm} lottery={lottery} year={year.year} month={month} />
              ))}
          </details>
        ))}
    </div>
  );
});
