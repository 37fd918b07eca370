import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { formatJackpot } from '../../../core/domain/money';
import { upcomingDrawKey } from '../../../core/domain/draw';
import { lotteryOfProduct, type LotteryIdentifier, type ProductIdentifier } from '../../../core/domain/lottery';
import { productRules } from '../../../core/domain/product-rules';
import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { formatCountdown, formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { TICKET_ROUTES } from '../ticket/ticket-routes';
import type { LandingData, LandingViewModel } from './landing.view-model';
import { LotteryContentSection } from '../content/lottery-content.view';
import './landing.css';
import './landing-strings';
import '../../i18n/products-strings';
import { LANDING } from './landing.module';

/** Paragraphs of the game description, in reading order; a lottery without systems has no "system" text. */
const ABOUT = ['rules', 'draws', 'system', 'extras', 'jackpot'] as const;
/** Lotteries whose top prize is a rolling jackpot; the others show their fixed top prize. */
const ROLLING_JACKPOT: readonly LotteryIdentifier[] = ['lotto6aus49', 'eurojackpot'];

const ticketsOf = (lottery: LotteryIdentifier) =>
  (Object.keys(TICKET_ROUTES) as ProductIdentifier[]).filter((product) => lotteryOfProduct(product) === lottery);

const DrawFacts = observer(function DrawFacts({ vm, lottery }: { vm: LandingViewModel; lottery: LotteryIdentifier }) {
  if (vm.status === 'loading') return <Skeleton shape="block" className="tw-landing__facts-skeleton" />;
  if (!vm.draw || !vm.now) return <Notice tone="warning">{t('landing.loadFailed')}</Notice>;
  const { draw } = vm;
  // The draw's own name where it has one (Mittwochs- or Samstagslotto); KENO draws daily.
  const key = upcomingDrawKey(draw);
  const upcoming = key ? t(`landing.upcomingDraw.${key}`, { defaultValue: '' }) : '';
  return (
    <dl className="tw-landing__facts">
      <div>
        <dt>{t(ROLLING_JACKPOT.includes(lottery) ? 'landing.jackpot' : 'landing.topPrize')}</dt>
        <dd className="tw-landing__jackpot" data-testid="landing-jackpot">
          {draw.jackpot ? formatJackpot(draw.jackpot) : t(`home.noJackpot.${lottery}`)}
        </dd>
      </div>
      <div>
        <dt>{t('landing.nextDraw')}</dt>
        {upcoming && <dd data-testid="landing-upcoming-draw">{upcoming}</dd>}
        <dd>{formatDateTime(draw.drawingTime)}</dd>
      </div>
      <div>
        <dt>{t('landing.saleStopIn')}</dt>
        {/* role=timer (on a span: a dd may not take it): a clock that changes by itself is not read out on every tick. */}
        <dd>
          <span role="timer" aria-atomic="true" data-testid="sale-stop-countdown">
            {vm.saleOpen ? formatCountdown(draw.saleStopTime, vm.now) : t('landing.saleClosed')}
          </span>
        </dd>
        <dd className="tw-landing__stop">{t('landing.saleStopAt', { date: formatDateTime(draw.saleStopTime) })}</dd>
      </div>
    </dl>
  );
});

/** A lottery's landing page: jackpot, next draw with a live sale-stop countdown, the game in brief and its tickets. */
export const LandingView = observer(function LandingView({ lottery }: { lottery: LotteryIdentifier }) {
  const loaded = useLoaderData<LandingData>();
  const vm = useLoadedViewModel(LANDING.landingViewModel, loaded, (v, d) => v.accept(lottery, d));
  useEffect(() => vm.startTicking(), [vm]);
  usePageTitle(t(`landing.pageTitles.${lottery}`));
  const name = t(`lotteries.${lottery}`);
  const tickets = ticketsOf(lottery);
  const regular = tickets[0];
  const teaser = regular ? productRules(regular).quickTips.teaser : [];
  const lose = regular ? productRules(regular).kind === 'lose' : false;
  return (
    <>
      <section className={`tw-landing-hero tw-landing-hero--${lottery}`} aria-labelledby="landing-title">
        <div className="tw-container tw-landing-hero__inner">
          <h1 id="landing-title">{name}</h1>
          <p className="tw-landing-hero__lead">{t(`landing.${lottery}.lead`)}</p>
          <DrawFacts vm={vm} lottery={lottery} />
          <nav className="tw-landing__tickets" aria-label={t('landing.tickets')}>
            {tickets.map((product, index) => (
              <Link
                key={product}
                className={`tw-button tw-button--${index === 0 ? 'accent' : 'secondary'} tw-button--lg`}
                to={TICKET_ROUTES[product].path}
              >
                {t('landing.playTicket', { ticket: t(`products.${product}`) })}
              </Link>
            ))}
            {regular &&
              teaser.map((count) => (
                <Link
                  key={count}
                  className="tw-button tw-button--ghost tw-button--md tw-landing__teaser"
                  to={`${TICKET_ROUTES[regular].path}?quicktipp=${count}`}
                >
                  {t(lose ? 'landing.teaserLose' : 'landing.teaserFields', { count })}
                </Link>
              ))}
          </nav>
        </div>
      </section>
      <div className="tw-container tw-page tw-landing__about">
        <h2>{t('landing.about', { lottery: name })}</h2>
        {ABOUT.filter((part) => t(`landing.${lottery}.${part}`, { defaultValue: '' }) !== '').map((part) => (
          <p key={part}>{t(`landing.${lottery}.${part}`)}</p>
        ))}
      </div>
      <LotteryContentSection loaded={loaded.content} />
    </>
  );
});
