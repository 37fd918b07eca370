import { observer } from 'mobx-react-lite';
import type { TicketViewModel } from './ticket.view-model';
import { NumberGrid } from '../../ui/number-grid';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';

/** One Tippfeld: the number grid and its own quick tip, clear and remove buttons. */
export const TicketField = observer(function TicketField({ vm, index }: { vm: TicketViewModel; index: number }) {
  const field = vm.config?.fields[index];
  const type = vm.fieldType;
  const definition = vm.definition;
  if (!field || !type || !definition) return null;
  const complete = vm.isComplete(index);
  const label = t('ticket.fieldLabel', { index: index + 1 });
  return (
    <section className={`tw-ticket-field${complete ? ' tw-ticket-field--complete' : ''}`} aria-labelledby={`field-${index}-title`} data-testid={`field-${index}`}>
      <header className="tw-ticket-field__header">
        <h3 id={`field-${index}-title`}>{label}</h3>
        {complete && <Icon name="check" size="sm" label={t('ticket.fieldComplete')} />}
      </header>
      <NumberGrid
        label={label}
        poolSize={definition.numberFields.mainSelectableTips}
        selected={field.main}
        max={type.mainTips}
        columns={7}
        onToggle={(n) => vm.toggle(index, 'main', n)}
        summaryText={t('ticket.selectedSummary', { count: field.main.length, max: type.mainTips })}
        numberLabel={(n) => t('ticket.numberLabel', { number: n })}
      />
      <div className="tw-ticket-field__actions">
        <Button variant="ghost" size="sm" iconStart={<Icon name="dice" size="sm" />} onClick={() => vm.quickTip({ fieldIndex: index })} aria-label={t('ticket.quickTipField', { index: index + 1 })}>
          {t('ticket.quickTip')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => vm.clearField(index)} disabled={field.main.length === 0} aria-label={t('ticket.clearField', { index: index + 1 })}>
          {t('ticket.clear')}
        </Button>
        {(vm.config?.fields.length ?? 0) > 1 && (
          <Button variant="ghost" size="sm" iconStart={<Icon name="trash" size="sm" />} onClick={() => vm.removeField(index)} aria-label={t('ticket.removeField', { index: index + 1 })}>
            {t('ticket.remove')}
          </Button>
        )}
      </div>
    </section>
  );
});
