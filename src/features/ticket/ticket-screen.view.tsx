import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLoaderData, useSearchParams } from 'react-router';
import type { ProductIdentifier } from '../../../core/domain/lottery';
import { useLoadedViewModel } from '../../app/container-context';
import type { TicketData, TicketViewModel } from './ticket.view-model';
import { usePageTitle } from '../../app/use-page-title';
import { Icon } from '../../ui/icon';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { TicketField } from './ticket-field.view';
import { TicketFieldType } from './ticket-field-type.view';
import { TicketLose } from './ticket-lose.view';
import { TicketOptions } from './ticket-options.view';
import { TicketQuickTips } from './ticket-quick-tips.view';
import { TicketSummary } from './ticket-summary.view';
import { Button } from '../../ui/button';
import './ticket.css';
import './ticket-strings';
import { TICKET } from './ticket.module';
import { HANDOVER_PARAM } from './ticket-handover.module';
import { SaveTip } from '../my-numbers/save-tip.view';
import { KenoNotice } from '../oasis/keno-notice.view';

/** `?quicktipp=3` (from a landing page teaser) fills that many fields or Lose right away. */
const QUICK_TIP_PARAM = 'quicktipp';

/** The next draw and its sale stop, in a view of its own (it changes with the draw, not with a pick). */
const NextDrawLine = observer(function NextDrawLine({ vm }: { vm: TicketViewModel }) {
  if (!vm.nextDraw) return null;
  return (
    <p className="tw-muted">
      <Icon name="clock" size="sm" /> {t('ticket.nextDraw', { date: formatDateTime(vm.nextDraw.drawingTime) })} ·{' '}
      {t('ticket.saleStop', { date: formatDateTime(vm.nextDraw.saleStopTime) })}
    </p>
  );
});

/** One screen for every product: the product's definition decides grids, types, Lose and options. */
export const TicketScreen = observer(function TicketScreen({ product }: { product: ProductIdentifier }) {
  const [params] = useSearchParams();
  const loaded = useLoaderData<TicketData>();
  const vm = useLoadedViewModel(TICKET.ticketViewModel, loaded, (v, d) => v.accept(d));
  const editItemId = params.get('edit');
  const quickTips = Number(params.get(QUICK_TIP_PARAM)) || 0;
  const handoverId = params.get(HANDOVER_PARAM);
  // The player's own ticket (ticket number, quick tips, a basket line, a hand-over) only in the browser, after the first render.
  useEffect(() => vm.begin(editItemId, quickTips, handoverId), [vm, loaded, editItemId, quickTips, handoverId]);
  const title = t(`ticket.titles.${product}`);
  // One function for the life of the view model: a new one each render would render SaveTip again.
  const configOf = useCallback(() => vm.config, [vm]);
  usePageTitle(title);

  if (vm.status === 'error') {
    return (
      <div className="tw-container tw-page">
        <h1>{title}</h1>
        <Notice tone="error">{t('ticket.loadFailed')}</Notice>
      </div>
    );
  }
  if (vm.status === 'loading' || !vm.hasTicket || !vm.definition || !vm.rules) {
    return (
      <div className="tw-container tw-page" aria-busy="true">
        <h1>{title}</h1>
        <Skeleton shape="block" />
      </div>
    );
  }

  // Not `vm.config`: it changes on every pick, and this screen must not render again for one (issue 25).
  const { definition, rules } = vm;
  return (
    <div className={`tw-container tw-page tw-ticket tw-ticket--${definition.lotteryIdentifier}`}>
      <header className="tw-ticket__header">
        <h1>{title}</h1>
        {vm.editingItemId && <p className="tw-badge-inline">{t('ticket.editing')}</p>}
        {vm.handover && (
          <Notice tone={vm.handover === 'filled' ? 'info' : 'warning'}>{t(`ticket.handover.${vm.handover}`)}</Notice>
        )}
        <NextDrawLine vm={vm} />
        {/* OASIS and the 5-minute wait (GlüStV) concern KENO only. */}
        {product === 'keno_regular' && <KenoNotice />}
      </header>
      <TicketQuickTips vm={vm} />
      <div className="tw-ticket__layout">
        <div className="tw-ticket__main">
          {rules.choosesFieldType && <TicketFieldType vm={vm} />}
          {rules.kind === 'lose' ? (
            <TicketLose vm={vm} />
          ) : (
            <div
              className={rules.kind === 'system' ? 'tw-ticket__fields tw-ticket__fields--single' : 'tw-ticket__fields'}
            >
              {Array.from({ length: vm.fieldCount }, (_, index) => (
                <TicketField key={index} vm={vm} index={index} />
              ))}
              {vm.fieldCount < definition.numberFields.quantity && (
                <Button
                  variant="secondary"
                  iconStart={<Icon name="plus" size="sm" />}
                  onClick={() => vm.addField()}
                  className="tw-ticket__add-field"
                >
                  {t('ticket.addField')}
                </Button>
              )}
            </div>
          )}
        </div>
        <aside className="tw-ticket__side">
          <TicketOptions vm={vm} />
          <TicketSummary vm={vm} />
          <SaveTip config={configOf} />
        </aside>
      </div>
    </div>
  );
});
