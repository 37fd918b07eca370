import { observer } from 'mobx-react-lite';
import { PAYMENT_METHOD_LABELS } from '../../../core/domain/player';
import type { TicketViewModel } from './ticket.view-model';
import { Checkbox } from '../../ui/checkbox';
import { Notice } from '../../ui/notice';
import { Select } from '../../ui/select';
import { t } from '../../i18n/i18n';
import { TicketNumber } from './ticket-number.view';
import { ticketErrorMessage } from './ticket-error-message';
import './ticket-strings';
import '../../i18n/products-strings';

/**
 * Draw days, duration, add-on games, the ticket number and the Dauerschein. It reads the options
 * one by one (not the whole config), so a number pick or a quick tip does not render it.
 */
export const TicketOptions = observer(function TicketOptions({ vm }: { vm: TicketViewModel }) {
  const { definition, rules, drawEvents, subscription } = vm;
  if (!vm.hasTicket || !definition || !rules) return null;
  const options = vm.options;
  const events = definition.recurringDrawEvents;
  const toggleEvent = (id: string, on: boolean) =>
    options.setDrawEvents(
      on
        ? events.map((e) => e.identifier).filter((e) => e === id || drawEvents.includes(e))
        : drawEvents.filter((e) => e !== id),
    );
  const unit = definition.repetitionFrequencies.unit;
  const addons = definition.addonLotteryDefinitions;
  return (
    <div className="tw-ticket-options">
      {events.length > 1 ? (
        <fieldset className="tw-fieldset">
          <legend>{t('ticket.drawDays')}</legend>
          <div className="tw-cluster">
            {events.map((e) => (
              <Checkbox
                key={e.identifier}
                label={t(`drawEvents.${e.identifier}`)}
                checked={drawEvents.includes(e.identifier)}
                onChange={(ev) => toggleEvent(e.identifier, ev.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        // One draw event only (KENO daily, GlücksSpirale Saturday): nothing to choose, just say when.
        <p className="tw-ticket-options__fixed">
          <strong>{t('ticket.drawDay')}:</strong> {events.map((e) => t(`drawEvents.${e.identifier}`)).join(', ')}
        </p>
      )}
      <Select
        label={t('ticket.duration')}
        value={String(vm.repetitionQuantity)}
        onChange={(e) => options.setRepetitionQuantity(Number(e.target.value))}
        options={definition.repetitionFrequencies.quantities.map((q) => ({
          value: String(q),
          label: t(unit === 'week' ? 'ticket.weeks' : 'ticket.days', { count: q }),
        }))}
      />
      {addons.length > 0 && (
        <fieldset className="tw-fieldset">
          <legend>{t('ticket.addons')}</legend>
          {addons.map((a) => (
            <Checkbox
              key={a.identifier}
              label={t(`addons.${a.identifier}`)}
              hint={t(`addonHints.${a.identifier}`)}
              checked={vm.addons.includes(a.identifier)}
              onChange={() => vm.toggleAddon(a.identifier)}
            />
          ))}
          {vm.addonIssue && <Notice tone="warning">{ticketErrorMessage(vm.addonIssue)}</Notice>}
        </fieldset>
      )}
      {rules.kind !== 'lose' && addons.length > 0 && <TicketNumber vm={vm} />}
      {definition.subscriptionTypes.length > 0 && (
        <div className="tw-ticket-options__subscription">
          <Checkbox
            label={t('ticket.subscription')}
            hint={t('ticket.subscriptionHint')}
            checked={subscription !== null}
            onChange={(e) => options.setSubscription(e.target.checked)}
          />
          {subscription && (
            <Select
              label={t('ticket.subscriptionPayment')}
              value={subscription.paymentMethodLabel}
              onChange={(e) => options.setSubscriptionPaymentLabel(e.target.value)}
              options={PAYMENT_METHOD_LABELS.map((label) => ({
                value: label,
                label: t(`ticket.paymentLabels.${label}`),
              }))}
            />
          )}
        </div>
      )}
    </div>
  );
});
