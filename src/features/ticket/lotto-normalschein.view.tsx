import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { QUICK_TIPS } from '../../../core/domain/quick-tip';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Notice } from '../../ui/notice';
import { PriceTag } from '../../ui/price-tag';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { TicketField } from './ticket-field.view';
import { TicketOptions } from './ticket-options.view';
import { ticketErrorMessage } from './ticket-error-message';

const PRESETS = QUICK_TIPS.lotto6aus49;

const LottoNormalscheinView = observer(function LottoNormalscheinView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vm = useViewModel('ticketViewModel', (v) => void v.load('lotto6aus49_regular', params.get('edit')));
  usePageTitle(t('ticket.lottoTitle'));

  if (vm.status === 'error') {
    return (
      <div className="tw-container tw-page">
        <h1>{t('ticket.lottoTitle')}</h1>
        <Notice tone="error">{t('ticket.loadFailed')}</Notice>
      </div>
    );
  }
  if (vm.status === 'loading' || !vm.config || !vm.definition) {
    return (
      <div className="tw-container tw-page" aria-busy="true">
        <h1>{t('ticket.lottoTitle')}</h1>
        <Skeleton shape="block" />
      </div>
    );
  }

  const add = async () => {
    if (await vm.addToBasket()) void navigate('/warenkorb');
  };
  const presets = [...new Set([...PRESETS.desktopTicket, ...PRESETS.mobileTicket])];

  return (
    <div className="tw-container tw-page tw-ticket">
      <header className="tw-ticket__header">
        <h1>{t('ticket.lottoTitle')}</h1>
        {vm.editingItemId && <p className="tw-badge-inline">{t('ticket.editing')}</p>}
        {vm.nextDraw && (
          <p className="tw-muted">
            <Icon name="clock" size="sm" /> {t('ticket.nextDraw', { date: formatDateTime(vm.nextDraw.drawingTime) })} ·{' '}
            {t('ticket.saleStop', { date: formatDateTime(vm.nextDraw.saleStopTime) })}
          </p>
        )}
      </header>
      <div className="tw-ticket__toolbar" role="group" aria-label={t('ticket.quickTipGroup')}>
        {presets.map((count) => (
          <Button key={count} variant="secondary" size="sm" iconStart={<Icon name="dice" size="sm" />} onClick={() => vm.quickTip({ count })}>
            {t('ticket.quickTipCount', { count })}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={vm.clearAll}>
          {t('ticket.clearAll')}
        </Button>
      </div>
      <div className="tw-ticket__layout">
        <div className="tw-ticket__fields">
          {vm.config.fields.map((_, index) => (
            <TicketField key={index} vm={vm} index={index} />
          ))}
          {vm.config.fields.length < vm.definition.numberFields.quantity && (
            <Button variant="secondary" iconStart={<Icon name="plus" size="sm" />} onClick={vm.addField} className="tw-ticket__add-field">
              {t('ticket.addField')}
            </Button>
          )}
        </div>
        <aside className="tw-ticket__side">
          <TicketOptions vm={vm} />
          <div className="tw-ticket__summary tw-card-surface" aria-live="polite">
            <p>{t('ticket.completeFields', { count: vm.completeFieldCount })}</p>
            <PriceTag label={t('ticket.stake')} amount={vm.price ? formatMoney(vm.price.stake) : '–'} />
            <PriceTag label={t('ticket.total')} amount={vm.price ? formatMoney(vm.price.total) : '–'} size="lg" note={t('ticket.feeNote')} />
            {vm.priceFailed && <Notice tone="warning">{t('ticket.priceUnavailable')}</Notice>}
            {vm.error && (
              <Notice tone="error">
                <span data-testid="ticket-error">{ticketErrorMessage(vm.error)}</span>
              </Notice>
            )}
            {vm.addFailed && <Notice tone="error">{t('ticket.addFailed')}</Notice>}
            <Button fullWidth size="lg" loading={vm.adding} onClick={() => void add()} iconStart={<Icon name="basket" size="sm" />}>
              {vm.editingItemId ? t('ticket.saveChanges') : t('ticket.addToBasket')}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
});

export default LottoNormalscheinView;
