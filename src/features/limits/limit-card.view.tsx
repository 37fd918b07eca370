import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/domain/money';
import { LIMIT_INTERVALS, type LimitInterval } from '../../../core/domain/limits';
import type { ChangeableLimit } from '../../../core/use-cases/change-limit.use-case';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import type { LimitsViewModel } from './limits.view-model';
import { formatActiveAt } from './limit-format';
import './limits-strings';

/** One limit: what is in force, what is left this period, a pending change with its date, and the form to change it. */
export const LimitCard = observer(function LimitCard({ vm, limit }: { vm: LimitsViewModel; limit: ChangeableLimit }) {
  const personal = vm.personal(limit);
  const pending = vm.pending(limit);
  const form = vm.forms[limit];
  const { max } = vm.bounds(limit);
  const outcome = vm.outcomes[limit];
  const error = form.error
    ? fieldMessage('limit_amount', form.error)
    : form.serverError
      ? t(`limits.serverErrors.${form.serverError}`, { defaultValue: t('limits.serverErrors.unknown') })
      : undefined;
  const interval = limit === 'lugas' ? 'month' : vm.intervals[limit];
  return (
    <Card title={t(`limits.cards.${limit}`)}>
      <div className="tw-stack" data-testid={`limit-${limit}`}>
        <p>{t(`limits.explain.${limit}`)}</p>
        {personal ? (
          <div className="tw-stack tw-stack--sm">
            <p data-testid={`limit-${limit}-current`}>
              <strong>
                {t('limits.current', {
                  amount: formatMoney(personal.amount),
                  interval: t(`limits.intervals.${personal.interval}`),
                })}
              </strong>
            </p>
            <p data-testid={`limit-${limit}-remaining`}>
              {t('limits.remaining', { amount: formatMoney(personal.remainingAmount) })}
            </p>
            {pending && (
              <Notice tone="info">
                <span data-testid={`limit-${limit}-pending`}>
                  {pending.amount
                    ? t('limits.pendingChange', {
                        amount: formatMoney(pending.amount),
                        interval: t(`limits.intervals.${pending.interval}`),
                        date: formatActiveAt(pending.activeAt),
                      })
                    : t('limits.pendingRemoval', { date: formatActiveAt(pending.activeAt) })}
                </span>
              </Notice>
            )}
          </div>
        ) : (
          <p data-testid={`limit-${limit}-current`}>{t('limits.none')}</p>
        )}
        {outcome && (
          <Notice tone={outcome.tone}>
            {t(`limits.outcome.${outcome.key}`, { date: outcome.activeAt ? formatActiveAt(outcome.activeAt) : '' })}
          </Notice>
        )}
        <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), void vm.save(limit))}>
          <TextField
            label={t(`limits.amountLabel.${limit}`)}
            inputMode="decimal"
            autoComplete="off"
            suffix="€"
            hint={`${t('limits.amountHint')}. ${max ? t('limits.maximum', { amount: formatMoney(max), interval: t(`limits.intervals.${interval}`) }) : ''}`}
            value={form.text}
            onChange={(e) => form.set(e.target.value)}
            onBlur={() => form.text !== '' && form.check()}
            error={error}
          />
          {limit !== 'lugas' && (
            <Select
              label={t('limits.intervalLabel')}
              value={interval}
              onChange={(e) => vm.setInterval(limit, e.target.value as LimitInterval)}
              options={LIMIT_INTERVALS.map((value) => ({ value, label: t(`limits.intervalOptions.${value}`) }))}
            />
          )}
          <div className="tw-cluster">
            <Button type="submit" loading={vm.busy === limit}>
              {t('limits.save')}
            </Button>
            {limit !== 'lugas' && personal && pending?.amount !== null && (
              <Button type="button" variant="secondary" onClick={() => void vm.remove(limit)}>
                {t('limits.remove')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
});
