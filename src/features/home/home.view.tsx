import { observer } from 'mobx-react-lite';
import { Link, useLoaderData } from 'react-router';
import { formatJackpot } from '../../../core/domain/money';
import type { NextDraw } from '../../../core/use-cases/load-next-draws.use-case';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { LANDING_ROUTES, TICKET_ROUTES } from '../ticket/ticket-routes';
import { HOME } from './home.module';
import type { HomeData } from './home.view-model';

/** Each lottery's regular ticket; the landing page tells more. */
const PLAY_LINKS: Record<NextDraw['lottery'], string> = {
  lotto6aus49: TICKET_ROUTES.lotto6aus49_regular.path,
  eurojackpot: TICKET_ROUTES.eurojackpot_regular.path,
  keno: TICKET_ROUTES.keno_regular.path,
  gluecksspirale: TICKET_ROUTES.gluecksspirale_regular.path,
};

function LotteryCard({ next }: { next: NextDraw }) {
  const lottery = t(`lotteries.${next.lottery}`);
  return (
    <article className={`tw-lottery-card tw-lottery-card--${next.lottery}`} aria-labelledby={`lottery-${next.lottery}`}>
      <h3 id={`lottery-${next.lottery}`}>{lottery}</h3>
      <p className="tw-lottery-card__jackpot" data-testid={`jackpot-${next.lottery}`}>
        {next.draw?.jackpot ? formatJackpot(next.draw.jackpot) : t(`home.noJackpot.${next.lottery}`)}
      </p>
      <p className="tw-lottery-card__draw">
        {next.draw ? t('home.nextDraw', { date: formatDateTime(next.draw.drawingTime) }) : t('home.noDraw')}
      </p>
      {next.draw && (
        <p className="tw-lottery-card__stop">{t('home.saleStop', { date: formatDateTime(next.draw.saleStopTime) })}</p>
      )}
      <Link className="tw-button tw-button--primary tw-button--md" to={PLAY_LINKS[next.lottery]}>
        {t('home.play', { lottery })}
      </Link>
      <Link className="tw-text-link" to={LANDING_ROUTES[next.lottery].path}>
        {t('home.learnMore', { lottery })}
      </Link>
    </article>
  );
}

const HomeView = observer(function HomeView() {
  const vm = useLoadedViewModel(HOME.homeViewModel, useLoaderData<HomeData>(), (v, d) => v.accept(d));
  usePageTitle('');
  return (
    <>
      <section className="tw-hero" aria-labelledby="hero-title">
        <div className="tw-container tw-hero__inner">
          <p className="tw-hero__kicker">{t('home.kicker')}</p>
          <h1 id="hero-title">
            {vm.lottoJackpot ? t('home.heroJackpot', { jackpot: formatJackpot(vm.lottoJackpot) }) : t('home.heroTitle')}
          </h1>
          <p className="tw-hero__text">{t('home.heroText')}</p>
          <Link className="tw-button tw-button--accent tw-button--lg" to="/lotto/normalschein">
            {t('home.heroCta')}
          </Link>
        </div>
      </section>
      <div className="tw-container tw-page">
        <h2>{t('home.lotteriesTitle')}</h2>
        {vm.status === 'error' && <Notice tone="warning">{t('home.drawsUnavailable')}</Notice>}
        <div className="tw-lottery-grid" aria-busy={vm.status === 'loading'}>
          {vm.status === 'loading'
            ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className="tw-lottery-card tw-lottery-card--skeleton" />)
            : vm.nextDraws.map((next) => <LotteryCard key={next.lottery} next={next} />)}
        </div>
        <p className="tw-age-notice">
          <strong>{t('home.ageTitle')}</strong> {t('home.ageText')}
        </p>
      </div>
    </>
  );
});

export default HomeView;
