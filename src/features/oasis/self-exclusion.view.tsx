import { observer } from 'mobx-react-lite';
import { SELF_EXCLUSION_DURATIONS, type SelfExclusionDuration } from '../../../core/domain/oasis';
import { useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { RadioGroup } from '../../ui/radio-group';
import { SeriousConfirmation } from '../../ui/serious-confirmation';
import { formatDate } from '../../i18n/format';
import { formatLastDay } from './oasis-text';
import { t } from '../../i18n/i18n';
import { OASIS } from './oasis.module';
import './oasis-strings';

/**
 * The Selbstsperre card beside the Spielpause: what sets the two apart, the running Selbstsperre
 * (it cannot be lifted here), or the request with a serious confirmation (tick + clear button).
 */
export const SelfExclusionCard = observer(function SelfExclusionCard() {
  const vm = useViewModel(OASIS.selfExclusionViewModel, (v) => void v.load());
  const active = vm.active;
  const planned = vm.plannedEnd;
  const problem = vm.problem
    ? t(`oasis.selfExclusion.problems.${vm.problem}`, { defaultValue: t('oasis.selfExclusion.problems.unknown') })
    : undefined;
  return (
    <Card title={t('oasis.selfExclusion.title')}>
      <div className="tw-stack" data-testid="self-exclusion">
        <p>{t('oasis.selfExclusion.difference')}</p>
        <p>{t('oasis.selfExclusion.scope')}</p>
        {vm.done && <Notice tone="success">{t('oasis.selfExclusion.done')}</Notice>}
        {vm.status === 'loading' && <p aria-busy="true">{t('oasis.selfExclusion.loading')}</p>}
        {vm.status === 'failed' && (
          <Notice
            tone="error"
            action={
              <Button variant="secondary" onClick={() => void vm.load()}>
                {t('oasis.selfExclusion.retry')}
              </Button>
            }
          >
            {t('oasis.selfExclusion.unavailable')}
          </Notice>
        )}
        {active && (
          <Notice tone="warning">
            {active.till
              ? t('oasis.selfExclusion.activeUntil', {
                  since: formatDate(active.since),
                  date: formatLastDay(active.till),
                })
              : t('oasis.selfExclusion.activeUnlimited', { since: formatDate(active.since) })}
          </Notice>
        )}
        {vm.status === 'ready' && !active && (
          <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), vm.ask())}>
            <RadioGroup
              legend={t('oasis.selfExclusion.durationLegend')}
              name="self-exclusion-duration"
              value={vm.duration}
              onChange={(value) => vm.setDuration(value as SelfExclusionDuration)}
              options={SELF_EXCLUSION_DURATIONS.map((value) => ({
                value,
                label: t(`oasis.selfExclusion.durations.${value}`),
              }))}
              error={problem}
            />
            <div>
              <Button type="submit" variant="danger">
                {t('oasis.selfExclusion.start')}
              </Button>
            </div>
          </form>
        )}
        {active && problem && <Notice tone="error">{problem}</Notice>}
        <p className="tw-limits__help">{t('oasis.selfExclusion.lifting')}</p>
      </div>
      <SeriousConfirmation
        step={vm.confirmation}
        title={t('oasis.selfExclusion.confirmTitle')}
        acknowledgeLabel={t('oasis.selfExclusion.acknowledge')}
        cancelLabel={t('oasis.selfExclusion.cancel')}
        confirmLabel={t('oasis.selfExclusion.confirm')}
        busy={vm.requesting}
        onConfirm={() => void vm.confirm()}
      >
        <p>
          {planned
            ? t('oasis.selfExclusion.confirmUntil', { date: formatLastDay(planned) })
            : t('oasis.selfExclusion.confirmUnlimited')}
        </p>
        <p>{t('oasis.selfExclusion.confirmRules')}</p>
      </SeriousConfirmation>
    </Card>
  );
});
