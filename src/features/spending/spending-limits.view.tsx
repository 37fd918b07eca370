import { Link } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import type { LimitUse } from '../../../core/domain/spending';
import type { SpendingOverview } from '../../../core/use-cases/load-spending.use-case';
import { t } from '../../i18n/i18n';
import { limitUsed } from './spending-format';

function LimitMeter({ name, use, testId }: { name: string; use: LimitUse; testId: string }) {
  return (
    <li className="tw-spending__limit" data-testid={testId}>
      <strong>{name}</strong>
      <meter
        className="tw-spending__meter"
        min={0}
        max={100}
        low={80}
        high={95}
        optimum={0}
        value={use.percent}
        aria-label={t('spending.limits.meter', { name, percent: use.percent })}
      />
      <span>{limitUsed(use)}</span>
      <span className="tw-muted tw-small">
        {t('spending.limits.remaining', { amount: formatMoney(use.remaining) })}
      </span>
    </li>
  );
}

/** The use of the deposit limit and the LUGAS limit in the current period, as GET /my/limits reports it. */
export function SpendingLimits({
  overview,
  depositsThisMonth,
}: {
  overview: SpendingOverview;
  depositsThisMonth: string;
}) {
  return (
    <section aria-labelledby="spending-limits" className="tw-spending__section">
      <h2 id="spending-limits">{t('spending.limits.heading')}</h2>
      <p>{t('spending.limits.depositsThisMonth', { amount: depositsThisMonth })}</p>
      {overview.limitsUnavailable ? (
        <p className="tw-muted">{t('spending.limits.unavailable')}</p>
      ) : (
        <ul className="tw-spending__limits">
          {overview.depositLimit ? (
            <LimitMeter
              name={t('spending.limits.deposit')}
              use={overview.depositLimit}
              testId="spending-limit-deposit"
            />
          ) : (
            <li className="tw-spending__limit" data-testid="spending-limit-deposit">
              <strong>{t('spending.limits.deposit')}</strong>
              <span>{t('spending.limits.noDeposit')}</span>
            </li>
          )}
          {overview.lugasLimit && (
            <LimitMeter name={t('spending.limits.lugas')} use={overview.lugasLimit} testId="spending-limit-lugas" />
          )}
        </ul>
      )}
      <p>
        <Link to="/kundenkonto/limits">{t('spending.limits.change')}</Link>
      </p>
    </section>
  );
}
