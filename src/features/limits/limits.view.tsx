import { observer } from 'mobx-react-lite';
import { useLoaderData } from 'react-router';
import { formatMoney, subtract } from '../../../core/domain/money';
import { useLoadedViewModel, useService } from '../../app/container-context';
import type { PlayerData } from '../../app/player-data';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorPage } from '../../app/error-page';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { t } from '../../i18n/i18n';
import { AutowithdrawalCard } from './autowithdrawal-card.view';
import { LimitCard } from './limit-card.view';
import { perInterval } from './limit-format';
import { SelfLockCard } from './self-lock.view';
import { SelfExclusionCard } from '../oasis/self-exclusion.view';
import { CHANGEABLE, type LimitsLoad, type LimitsViewModel } from './limits.view-model';
import './limits.css';
import './limits-strings';
import { LIMITS } from './limits.module';
import { SESSION } from '../session/session.module';

/** /kundenkonto/limits (route account-limits). Without the maxima (GET /settings) it is the error page with status 500. */
const LimitsView = observer(function LimitsView() {
  const loaded = useLoaderData<PlayerData<LimitsLoad>>();
  const vm = useLoadedViewModel(LIMITS.limitsViewModel, loaded, (v, d) => v.accept(d));
  usePageTitle(t('limits.title'));
  if (vm.errorStatus !== null) return <ErrorPage status={vm.errorStatus} />;
  return (
    <div className="tw-container tw-page tw-stack">
      <h1>{t('limits.title')}</h1>
      <p>{t('limits.intro')}</p>
      {vm.status === 'loading' && <p aria-busy="true">{t('limits.loading')}</p>}
      {vm.status === 'failed' && (
        <Notice
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void vm.load()}>
              {t('limits.retry')}
            </Button>
          }
        >
          {t('limits.unavailable')}
        </Notice>
      )}
      {vm.status === 'ready' && <LimitsContent vm={vm} />}
    </div>
  );
});

const LimitsContent = observer(function LimitsContent({ vm }: { vm: LimitsViewModel }) {
  const session = useService(SESSION.sessionViewModel);
  const data = vm.data!;
  const { stakes, maxLimits } = data;
  const legal = maxLimits.deposit.legal;
  const level = session.player?.verificationStatus ?? 'unverified';
  return (
    <>
      <Card title={t('limits.stakes.title')} tone="muted">
        <dl className="tw-limits__figures" data-testid="limits-stakes">
          <div>
            <dt>{t('limits.stakes.staked')}</dt>
            <dd>{formatMoney(stakes.amountStaked)}</dd>
          </div>
          <div>
            <dt>{t('limits.stakes.won')}</dt>
            <dd>{formatMoney(stakes.amountWon)}</dd>
          </div>
          <div>
            <dt>{t('limits.stakes.result')}</dt>
            <dd>{formatMoney(subtract(stakes.amountWon, stakes.amountStaked))}</dd>
          </div>
        </dl>
      </Card>
      <div className="tw-limits__grid">
        {CHANGEABLE.map((limit) => (
          <LimitCard key={limit} vm={vm} limit={limit} />
        ))}
      </div>
      <Card title={t('limits.maxima.title')}>
        <dl className="tw-limits__figures" data-testid="limits-maxima">
          <div>
            <dt>{t('limits.maxima.initial')}</dt>
            <dd>{perInterval(legal.initial.amount, legal.initial.interval)}</dd>
          </div>
          <div>
            <dt>{t('limits.maxima.provisionallyVerified')}</dt>
            <dd>{perInterval(legal.provisionallyVerified.amount, legal.provisionallyVerified.interval)}</dd>
          </div>
          <div>
            <dt>{t('limits.maxima.verified')}</dt>
            <dd>{perInterval(legal.verified.amount, legal.verified.interval)}</dd>
          </div>
          <div>
            <dt>{t('limits.maxima.purchase')}</dt>
            <dd>{perInterval(maxLimits.purchase.personal.amount, maxLimits.purchase.personal.interval)}</dd>
          </div>
        </dl>
        <p>
          {t('limits.maximumLevel', {
            level: t(`limits.levels.${level}`),
            amount: formatMoney(vm.bounds('deposit').max ?? legal.verified.amount),
            interval: t('limits.intervals.month'),
          })}
        </p>
        <p>
          {t('limits.maxima.delay', { days: Math.round(maxLimits.purchase.personal.elevationDelayInMinutes / 1440) })}
        </p>
      </Card>
      <AutowithdrawalCard vm={vm} />
      <SelfLockCard />
      <SelfExclusionCard />
    </>
  );
});

export default LimitsView;
