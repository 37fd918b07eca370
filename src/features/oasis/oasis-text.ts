import type { KenoAvailability } from '../../../core/domain/oasis';
import { formatLastDay, formatTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import './oasis-strings';

/** The German sentence for KENO not being playable now, or null when it is. */
export function kenoRefusalText(keno: KenoAvailability): string | null {
  switch (keno.kind) {
    case 'playable':
      return null;
    case 'oasis_locked':
      return t('oasis.keno.oasis_locked');
    case 'self_excluded':
      return keno.till
        ? t('oasis.keno.self_excluded_until', { date: formatLastDay(keno.till) })
        : t('oasis.keno.self_excluded_unlimited');
    case 'cooling_off':
      return t(`oasis.keno.cooling_off_${keno.reason}`, { time: formatTime(keno.until) });
  }
}

/**
 * The purchase error modal's text for an OASIS refusal (`oasis_locked`, `self_excluded`,
 * `cooling_off_inactivity`, `cooling_off_provider_switch` with the instant KENO is allowed), or null.
 */
export function oasisPurchaseText(code: string, at: string | null): string | null {
  if (code === 'oasis_locked') return t('oasis.keno.oasis_locked');
  if (code === 'self_excluded') return t('oasis.keno.self_excluded');
  const reason = /^cooling_off_(inactivity|provider_switch)$/.exec(code)?.[1];
  if (!reason || !at || Number.isNaN(Date.parse(at))) return null;
  return t(`oasis.keno.cooling_off_${reason}`, { time: formatTime(at) });
}
