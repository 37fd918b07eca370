import { observer } from 'mobx-react-lite';
import type { TicketViewModel } from './ticket.view-model';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { TextField } from '../../ui/text-field';
import { t } from '../../i18n/i18n';
import { ticketErrorMessage } from './ticket-error-message';
import './ticket-strings';

/** GlücksSpirale: up to five Lose, each a ticket number the player types or rolls. */
export const TicketLose = observer(function TicketLose({ vm }: { vm: TicketViewModel }) {
  const { config, definition, error } = vm;
  if (!config || !definition) return null;
  const { length, maxQuantity } = definition.ticketNumberDefinition;
  const errorAt = (index: number) =>
    (error?.kind === 'invalid_ticket_number' && error.index === index) ||
    (error?.kind === 'duplicate_ticket_number' && error.index === index);
  return (
    <section className="tw-ticket-lose" aria-labelledby="lose-title">
      <h2 id="lose-title" className="tw-ticket-lose__title">
        {t('ticket.lose')}{' '}
        <span className="tw-muted tw-small">({t('ticket.loseCount', { count: config.ticketNumbers.length })})</span>
      </h2>
      <ol className="tw-ticket-lose__list">
        {config.ticketNumbers.map((number, index) => (
          <li key={index} className="tw-ticket-los" data-testid={`los-${index}`}>
            <TextField
              label={t('ticket.losLabel', { index: index + 1 })}
              hint={t('ticket.losHint', { length })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={length}
              className="tw-ticket-los__number"
              value={number}
              onChange={(e) => vm.options.setTicketNumber(e.target.value, index)}
              error={error && errorAt(index) ? ticketErrorMessage(error) : undefined}
            />
            <div className="tw-ticket-los__actions">
              <Button
                variant="secondary"
                size="sm"
                iconStart={<Icon name="dice" size="sm" />}
                onClick={() => vm.options.rollTicketNumber(index)}
                aria-label={t('ticket.newLosNumberFor', { index: index + 1 })}
              >
                {t('ticket.newLosNumber')}
              </Button>
              {config.ticketNumbers.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  iconStart={<Icon name="trash" size="sm" />}
                  onClick={() => vm.options.removeLos(index)}
                  aria-label={t('ticket.removeLos', { index: index + 1 })}
                >
                  {t('ticket.remove')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {config.ticketNumbers.length < maxQuantity && (
        <Button variant="secondary" iconStart={<Icon name="plus" size="sm" />} onClick={() => vm.options.addLos()}>
          {t('ticket.addLos')}
        </Button>
      )}
    </section>
  );
});
