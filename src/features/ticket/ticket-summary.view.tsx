import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import type { TicketViewModel } from './ticket.view-model';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Notice } from '../../ui/notice';
import { PriceTag } from '../../ui/price-tag';
import { t } from '../../i18n/i18n';
import { ticketErrorMessage } from './ticket-error-message';
import './ticket-strings';

/** What the ticket plays, the platform's live price, the reason it cannot be bought yet, and the buy button. */
export const TicketSummary = observer(function TicketSummary({ vm }: { vm: TicketViewModel }) {
  const navigate = useNavigate();
  const { config, rules } = vm;
  if (!config || !rules) return null;
  const add = async () => {
    if (await vm.addToBasket()) void navigate('/warenkorb');
  };
  const played =
    rules.kind === 'lose'
      ? t('ticket.loseCount', { count: config.ticketNumbers.length })
      : rules.kind === 'system'
        ? t('ticket.rowsTotal', { count: vm.completeFieldCount * vm.rowsPerField })
        : t('ticket.completeFields', { count: vm.completeFieldCount });
  return (
    <div className="tw-ticket__summary tw-card-surface" aria-live="polite">
      <p data-testid="ticket-played">{played}</p>
      <PriceTag label={t('ticket.stake')} amount={vm.price ? formatMoney(vm.price.stake) : '–'} />
      <div data-testid="ticket-total">
        <PriceTag
          label={t('ticket.total')}
          amount={vm.price ? formatMoney(vm.price.total) : '–'}
          size="lg"
          note={t('ticket.feeNote')}
        />
      </div>
      {vm.priceFailed && <Notice tone="warning">{t('ticket.priceUnavailable')}</Notice>}
      {vm.error && (
        <Notice tone="error">
          <span data-testid="ticket-error">{ticketErrorMessage(vm.error)}</span>
        </Notice>
      )}
      {vm.addFailed && <Notice tone="error">{t('ticket.addFailed')}</Notice>}
      <Button
        fullWidth
        size="lg"
        loading={vm.adding}
        onClick={() => void add()}
        iconStart={<Icon name="basket" size="sm" />}
      >
        {vm.editingItemId ? t('ticket.saveChanges') : t('ticket.addToBasket')}
      </Button>
    </div>
  );
});
