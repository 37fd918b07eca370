import { observer } from 'mobx-react-lite';
import type { TicketViewModel } from './ticket.view-model';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';
import './ticket-strings';

/** The ticket's Losnummer: the Superzahl on LOTTO, the plus 5 digits on KENO. */
export const TicketNumber = observer(function TicketNumber({ vm }: { vm: TicketViewModel }) {
  const { config, definition } = vm;
  if (!config || !definition) return null;
  const length = definition.ticketNumberDefinition.length;
  const number = config.ticketNumbers[0] ?? '';
  const keno = definition.lotteryIdentifier === 'keno';
  return (
    <div className="tw-ticket-number">
      <TextField
        label={t('ticket.ticketNumber')}
        hint={t(keno ? 'ticket.ticketNumberHintPlus5' : 'ticket.ticketNumberHint', { length })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        value={number}
        onChange={(e) => vm.options.setTicketNumber(e.target.value)}
        error={
          vm.error?.kind === 'invalid_ticket_number' ? t('errors.ticket.invalid_ticket_number', { length }) : undefined
        }
      />
      <Button
        variant="secondary"
        size="sm"
        iconStart={<Icon name="dice" size="sm" />}
        onClick={() => vm.options.rollTicketNumber()}
      >
        {t('ticket.newTicketNumber')}
      </Button>
      <p className="tw-muted tw-small">
        {keno
          ? t('ticket.plus5Digits', { digits: number.slice(-5) || '–' })
          : t('ticket.superNumber', { digit: number.slice(-1) || '–' })}
      </p>
    </div>
  );
});
