import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { berlinDateOf } from '../../../core/domain/draw';
import { formatJackpot } from '../../../core/domain/money';
import { germanDate, germanWeekday, resultsDateOf } from '../../../core/domain/results-date';
import { RESULTS_ADDONS } from '../../../core/domain/results-games';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { DrawNumbers } from './draw-numbers.view';
import { type LotteryOverview, type ResultsOverviewData } from './results-overview.view-model';
import { archivePath, resultsLinkFor, resultsPath } from './results-routes';
import { nameOf } from './results-text';
import './results.css';
import { RESULTS } from './results.module';

/** Lotteries whose top prize is a rolling jackpot; the others name their top prize. */
const ROLLING_JACKPOT: readonly string[] = ['lotto6aus49', 'eurojackpot'];

function LotteryResults({ entry }: { entry: LotteryOverview }) {
  const { lottery, last, next } = entry;
  const name = nameOf(lottery);
  const day = last ? berlinDateOf(last.drawingTime) : null;
  const dateParam = last ? resultsDateOf(last.drawingTime) : undefined;
  return (
    <article className="tw-results-card" aria-labelledby={`results-${lottery}`} data-testid={`overview-${lottery}`}>
      <h2 id={`results-${lottery}`}>{name}</h2>
      {last && day ? (
        <>
          <p className="tw-results-card__date">
            {t('results.overview.lastDraw', { date: `${germanWeekday(day)}, ${germanDate(day)}` })}
          </p>
          <DrawNumbers lottery={lottery} draw={last} focus={null} />
        </>
      ) : (
        <p className="tw-muted">{t('results.overview.noDrawYet')}</p>
      )}
      <dl className="tw-results__facts">
        <div>
          <dt>{t('results.overview.nextDraw')}</dt>
          <dd>{next ? formatDateTime(next.drawingTime) : t('results.overview.nextUnknown')}</dd>
        </div>
        <div>
          <dt>{t(ROLLING_JACKPOT.includes(lottery) ? 'results.overview.jackpot' : 'results.overview.topPrize')}</dt>
          <dd data-testid={`overview-jackpot-${lottery}`}>
            {next?.jackpot ? formatJackpot(next.jackpot) : t(`home.noJackpot.${lottery}`)}
          </dd>
        </div>
      </dl>
      <ul className="tw-results-card__links">
        <li>
          <Link to={resultsPath(lottery, dateParam)}>{t('results.overview.toResults', { lottery: name })}</Link>
        </li>
        {RESULTS_ADDONS[lottery].map((game) => {
          const link = resultsLinkFor(game, dateParam);
          return link ? (
            <li key={game}>
              <Link to={link}>{t('results.overview.addonLink', { game: nameOf(game) })}</Link>
            </li>
          ) : null;
        })}
        <li>
          <Link to={archivePath(lottery)}>{t('results.overview.toArchive', { lottery: name })}</Link>
        </li>
      </ul>
    </article>
  );
}

/** Gewinnzahlen (/gewinnzahlen): every lottery's last numbers, next draw and jackpot, with links to its pages. */
const ResultsOverviewView = observer(function ResultsOverviewView() {
  const vm = useLoadedViewModel(RESULTS.resultsOverviewViewModel, useLoaderData<ResultsOverviewData>(), (v, d) =>
    v.accept(d),
  );
  const revalidator = useRevalidator();
  usePageTitle(t('results.overview.title'));
  return (
    <div className="tw-container tw-page tw-results-overview" aria-busy={vm.status === 'loading'}>
      <h1>{t('results.overview.title')}</h1>
      <p className="tw-muted">{t('results.overview.intro')}</p>
      {vm.status === 'loading' && (
        <div className="tw-results-overview__grid">
          <p className="tw-visually-hidden" role="status">
            {t('results.overview.loading')}
          </p>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} shape="block" />
          ))}
        </div>
      )}
      {vm.status === 'error' && (
        <Notice
          tone="error"
          action={<Button onClick={() => void revalidator.revalidate()}>{t('common.retry')}</Button>}
        >
          {t('results.overview.failed')}
        </Notice>
      )}
      {vm.status === 'ready' && (
        <div className="tw-results-overview__grid">
          {vm.lotteries.map((entry) => (
            <LotteryResults key={entry.lottery} entry={entry} />
          ))}
        </div>
      )}
    </div>
  );
});

export default ResultsOverviewView;
