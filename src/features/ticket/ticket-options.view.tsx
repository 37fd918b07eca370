import { observer } from 'mobx-react-lite';
import type { TicketViewModel } from './ticket.view-model';
import { Checkbox } from '../../ui/checkbox';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';

/** Draw days, duration, add-on games and the ticket number. */
export const TicketOptions = observer(function TicketOptions({ vm }: { vm: TicketViewModel }) {
  const { config, definition } = vm;
  if (!config || !definition) return null;
  const toggleEvent = (id: string, on: boolean) =>
    vm.setDrawEvents(on ? definition.recurringDrawEvents.map((e) => e.identifier).filter((e) => e === id || config.drawEvents.includes(e)) : config.drawEvents.filter((e) => e !== id));
  const unit = definition.repetitionFrequencies.unit;
  const length = definition.ticketNumberDefinition.length;
  return (
    <div className="tw-ticket-options">
      <fieldset className="tw-fieldset">
        <legend>{t('ticket.drawDays')}</legend>
        <div className="tw-cluster">
          {definition.recurringDrawEvents.map((e) => (
            <Checkbox key={e.identifier} label={t(`drawEvents.${e.identifier}`)} checked={config.drawEvents.includes(e.identifier)} onChange={(ev) => toggleEvent(e.identifier, ev.target.checked)} />
          ))}
        </div>
      </fieldset>
      <Select
        label={t('ticket.duration')}
        value={String(config.repetitionQuantity)}
        onChange={(e) => vm.setRepetitionQuantity(Number(e.target.value))}
        options={definition.repetitionFrequencies.quantities.map((q) => ({ value: String(q), label: t(unit === 'week' ? 'ticket.weeks' : 'ticket.days', { count: q }) }))}
      />
      <fieldset className="tw-fieldset">
        <legend>{t('ticket.addons')}</legend>
        {definition.addonLotteryDefinitions.map((a) => (
          <Checkbox
            key={a.identifier}
            label={t(`addons.${a.identifier}`)}
            hint={t(`addonHints.${a.identifier}`)}
            checked={config.addons.includes(a.identifier)}
            onChange={() => vm.toggleAddon(a.identifier)}
          />
        ))}
      </fieldset>
      <div className="tw-ticket-number">
        <TextField
          label={t('ticket.ticketNumber')}
          hint={t('ticket.ticketNumberHint', { length })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          value={config.ticketNumber}
          onChange={(e) => vm.setTicketNumber(e.target.value)}
          error={vm.error?.kind === 'invalid_ticket_number' ? t('errors.ticket.invalid_ticket_number', { length }) : undefined}
        />
        <Button variant="secondary" size="sm" iconStart={<Icon name="dice" size="sm" />} onClick={vm.rollTicketNumber}>
          {t('ticket.newTicketNumber')}
        </Button>
        <p className="tw-muted tw-small">{t('ticket.superNumber', { digit: config.ticketNumber.slice(-1) || '–' })}</p>
      </div>
    </div>
  );
});
