import { formatMoney, money } from '../../../core/domain/money';
import { LEVEL_ALLOWANCES, type ClientVerificationLevel } from '../../../core/domain/verification-level';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import './verification-strings';

const TONE = { unverified: 'warning', provisional: 'info', verified: 'success', fully_verified: 'success' } as const;

/** The account level and what it allows (LOTTERY-RULES §7). */
export function AccountLevel({ level, expiresAt }: { level: ClientVerificationLevel; expiresAt: string | null }) {
  const allowance = LEVEL_ALLOWANCES[level];
  const items = [
    allowance.playWindowHours === null
      ? t('verification.level.playUnlimited')
      : t('verification.level.playWindow', { hours: allowance.playWindowHours }),
    allowance.maxDepositCents === null
      ? t('verification.level.depositLimits')
      : t('verification.level.maxDeposit', { amount: formatMoney(money(allowance.maxDepositCents)) }),
    allowance.payouts ? t('verification.level.payouts') : t('verification.level.noPayouts'),
  ];
  return (
    <Card title={t('verification.level.heading')}>
      <p>
        <Badge tone={TONE[level]}>
          <span data-testid="verification-level">{t(`verification.level.${level}`)}</span>
        </Badge>
      </p>
      <p>{t('verification.level.allowsHeading')}</p>
      <ul data-testid="verification-allowance">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {!allowance.payouts && expiresAt && (
        <p className="tw-muted">{t('verification.level.expiresAt', { date: formatDateTime(expiresAt) })}</p>
      )}
      {!allowance.payouts && <p className="tw-muted tw-small">{t('verification.level.fullNote')}</p>}
    </Card>
  );
}
