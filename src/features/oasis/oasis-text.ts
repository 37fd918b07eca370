import type { KenoAvailability } from '../../../core/domain/oasis';
import { BERLIN, Temporal } from '../../../core/shared/temporal';
import { formatDate } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import './oasis-strings';

// Here, not in src/i18n/format.ts: only the lazy KENO notice, basket error modal and limits card use them.
let timeOnly: Intl.DateTimeFormat | null = null;

/** "14:35" in Europe/Berlin (the caller adds "Uhr"). */
function formatTime(iso: string): string {
  timeOnly ??= new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit' });
  return timeOnly.format(new Date(Temporal.Instant.from(iso).epochMilliseconds));
}

/** The last Berlin day of a period that ends at `endIso` (a midnight ends the day before): "28.02.2027". */
export const formatLastDay = (endIso: string): string =>
  formatDate(Temporal.Instant.from(endIso).subtract({ nanoseconds: 1 }).toString());

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
