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
 */
export const TicketQuickTips = observer(function TicketQuickTips({ vm }: { vm: TicketViewModel }) {
  const { rules, config } = vm;
  if (!rules || !config || rules.kind === 'system') return null;
  const lose = rules.kind === 'lose';
  const label = (count: number) => t(lose ? 'ticket.quickTipLose' : 'ticket.quickTipCount', { count });
  const presets = (counts: readonly number[], device: 'desktop' | 'mobile') =>
    counts.length > 0 && (
      <div className={`tw-ticket__quick tw-ticket__quick--${device}`}>
        {counts.map((count) => (
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
      </div>
    );
  return (
    <div className="tw-ticket__toolbar" role="group" aria-label={t('ticket.quickTipGroup')}>
      {presets(rules.quickTips.desktopTicket, 'desktop')}
      {presets(rules.quickTips.mobileTicket, 'mobile')}
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
  );
});
