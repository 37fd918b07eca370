import { observer } from 'mobx-react-lite';
import type { TicketViewModel } from './ticket.view-model';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';
import './ticket-strings';

/**
 * Quick-tip presets per spec/2 §9: the desktop set on wide screens, the mobile set on narrow
 * ones (CSS hides the other, so each device offers and announces exactly its own). System tickets
 * have no presets; their one field has its own quick tip.
 *
 * On narrow screens the set is one compact row (issue 25): "Quicktipp:" and a chip per count, then
 * "Alle" and "Leeren". Each chip's accessible name is the full action ("Quicktipp: 2 Felder"), and
 * starts from or contains its visible text, so voice control finds it by what it shows.
 */
export const TicketQuickTips = observer(function TicketQuickTips({ vm }: { vm: TicketViewModel }) {
  const { rules } = vm;
  if (!rules || !vm.hasTicket || rules.kind === 'system') return null;
  const lose = rules.kind === 'lose';
  const label = (count: number) => t(lose ? 'ticket.quickTipLose' : 'ticket.quickTipCount', { count });
  const desktop = rules.quickTips.desktopTicket;
  const mobile = rules.quickTips.mobileTicket;
  return (
    <div className="tw-ticket__toolbar" role="group" aria-label={t('ticket.quickTipGroup')}>
      {(desktop.length > 0 || !lose) && (
        <div className="tw-ticket__quick tw-ticket__quick--desktop">
          {desktop.map((count) => (
            <Button
              key={count}
              variant="secondary"
              size="sm"
              iconStart={<Icon name="dice" size="sm" />}
              onClick={() => vm.quickTip({ count })}
            >
              {label(count)}
            </Button>
          ))}
          {!lose && (
            <>
              <Button
                variant="secondary"
                size="sm"
                iconStart={<Icon name="dice" size="sm" />}
                onClick={() => vm.quickTip('all')}
              >
                {t('ticket.quickTipAll')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => vm.clearAll()}>
                {t('ticket.clearAll')}
              </Button>
            </>
          )}
        </div>
      )}
      {(mobile.length > 0 || !lose) && (
        <div className="tw-ticket__quick tw-ticket__quick--mobile">
          <span className="tw-ticket__quick-label" aria-hidden="true">
            {t('ticket.quickTipShort')}
          </span>
          {mobile.map((count) => (
            <button
              key={count}
              type="button"
              className="tw-ticket__chip"
              aria-label={label(count)}
              onClick={() => vm.quickTip({ count })}
            >
              {count}
            </button>
          ))}
          {!lose && (
            <>
              <button
                type="button"
                className="tw-ticket__chip"
                aria-label={t('ticket.quickTipAll')}
                onClick={() => vm.quickTip('all')}
              >
                {t('ticket.quickTipAllShort')}
              </button>
              <button
                type="button"
                className="tw-ticket__chip tw-ticket__chip--quiet"
                aria-label={t('ticket.clearAll')}
                onClick={() => vm.clearAll()}
              >
                {t('ticket.clearAllShort')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
});
