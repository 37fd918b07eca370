import { observer } from 'mobx-react-lite';
import { LOCK_DURATIONS, type LockDuration } from '../../../core/domain/self-lock';
import { useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { RadioGroup } from '../../ui/radio-group';
import { SeriousConfirmation } from '../../ui/serious-confirmation';
import { TextField } from '../../ui/text-field';
import { t } from '../../i18n/i18n';
import { formatActiveAt } from './limit-format';
import './limits-strings';
import { LIMITS } from './limits.module';

/** The Spielpause card: choose an end, then a serious confirmation (tick + clearly labelled button). */
export const SelfLockCard = observer(function SelfLockCard() {
  const vm = useViewModel(LIMITS.selfLockViewModel);
  const active = vm.activeUntil;
  const planned = vm.plannedEnd;
  const problem = vm.problem
    ? t(`limits.lock.problems.${vm.problem}`, { defaultValue: t('limits.lock.problems.unknown') })
    : undefined;
  return (
    <Card title={t('limits.lock.title')}>
      <div className="tw-stack" data-testid="self-lock">
        <p>{t('limits.lock.text')}</p>
        {vm.lockedUntil && (
          <Notice tone="success">{t('limits.lock.done', { date: formatActiveAt(vm.lockedUntil) })}</Notice>
        )}
        {active && <Notice tone="warning">{t('limits.lock.active', { date: formatActiveAt(active) })}</Notice>}
        {vm.failed && <Notice tone="error">{t('limits.lock.failed')}</Notice>}
        <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), vm.ask())}>
          <RadioGroup
            legend={t('limits.lock.durationLegend')}
            name="lock-duration"
            value={vm.duration}
            onChange={(value) => vm.setDuration(value as LockDuration)}
            options={LOCK_DURATIONS.map((value) => ({ value, label: t(`limits.lock.durations.${value}`) }))}
            error={vm.duration !== 'custom' ? problem : undefined}
          />
          {vm.duration === 'custom' && (
            <TextField
              label={t('limits.lock.customDate')}
              type="date"
              min={vm.today}
              value={vm.customDate}
              onChange={(e) => vm.setCustomDate(e.target.value)}
              error={problem}
            />
          )}
          <div>
            <Button type="submit" variant="danger">
              {t('limits.lock.start')}
            </Button>
          </div>
        </form>
        <p className="tw-limits__help">{t('limits.lock.help')}</p>
      </div>
      <SeriousConfirmation
        step={vm.confirmation}
        title={t('limits.lock.confirmTitle')}
        acknowledgeLabel={t('limits.lock.acknowledge')}
        cancelLabel={t('limits.lock.cancel')}
        confirmLabel={t('limits.lock.confirm', { date: planned ? formatActiveAt(planned) : '' })}
        busy={vm.locking}
        onConfirm={() => void vm.confirm()}
      >
        <p>{t('limits.lock.confirmText', { date: planned ? formatActiveAt(planned) : '' })}</p>
      </SeriousConfirmation>
    </Card>
  );
});
