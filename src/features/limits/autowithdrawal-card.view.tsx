import { observer } from 'mobx-react-lite';
import { formatMoney, zero } from '../../../core/domain/money';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import type { LimitsViewModel } from './limits.view-model';
import './limits-strings';

/** GlüStV: an automatic payout above a chosen amount; none set shows the default 0 €. */
export const AutowithdrawalCard = observer(function AutowithdrawalCard({ vm }: { vm: LimitsViewModel }) {
  const form = vm.autowithdrawalForm;
  const outcome = vm.outcomes.autowithdrawal;
  const error = form.error
    ? fieldMessage('limit_amount', form.error)
    : form.serverError
      ? t(`limits.serverErrors.${form.serverError}`, { defaultValue: t('limits.serverErrors.unknown') })
      : undefined;
  return (
    <Card title={t('limits.autowithdrawal.title')}>
      <div className="tw-stack" data-testid="autowithdrawal">
        <p>{t('limits.autowithdrawal.text')}</p>
        <p data-testid="autowithdrawal-current">
          <strong>
            {vm.hasAutowithdrawal
              ? t('limits.autowithdrawal.current', { amount: formatMoney(vm.autowithdrawal) })
              : t('limits.autowithdrawal.off', { amount: formatMoney(zero()) })}
          </strong>
        </p>
        {outcome && <Notice tone={outcome.tone}>{t(`limits.outcome.${outcome.key}`)}</Notice>}
        <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), void vm.saveAutowithdrawal())}>
          <TextField
            label={t('limits.autowithdrawal.label')}
            inputMode="decimal"
            autoComplete="off"
            suffix="€"
            hint={t('limits.amountHint')}
            value={form.text}
            onChange={(e) => form.set(e.target.value)}
            onBlur={() => form.text !== '' && form.check()}
            error={error}
          />
          <div className="tw-cluster">
            <Button type="submit" loading={vm.busy === 'autowithdrawal'}>
              {t('limits.autowithdrawal.save')}
            </Button>
            {vm.hasAutowithdrawal && (
              <Button type="button" variant="secondary" onClick={() => void vm.saveAutowithdrawal(true)}>
                {t('limits.autowithdrawal.remove')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
});
