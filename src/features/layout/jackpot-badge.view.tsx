import { formatJackpot } from '../../../core/domain/money';
import type { JackpotBadge as Badge } from '../../../core/domain/content';
import { t } from '../../i18n/i18n';

/** The current jackpot next to a navigation entry; outside the link so the link's name stays the lottery's. */
export function JackpotBadge({ badge }: { badge: Badge | null }) {
  if (!badge) return null;
  return (
    <span className="tw-jackpot-badge" data-testid="jackpot-badge">
      {t('layout.jackpotBadge', { amount: formatJackpot(badge.amount) })}
    </span>
  );
}
