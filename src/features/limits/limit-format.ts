import { Temporal } from '../../../core/shared/temporal';
import { formatMoney, type Money } from '../../../core/domain/money';
import type { LimitInterval } from '../../../core/domain/limits';
import { t } from '../../i18n/i18n';
import './limits-strings';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "11.03.2026 17:59" in Europe/Berlin (when a pending limit applies or a pause ends). */
export const formatActiveAt = (iso: string): string =>
  dateTime.format(new Date(Temporal.Instant.from(iso).epochMilliseconds)).replace(',', '');

/** "50,00 € pro Woche". */
export const perInterval = (amount: Money, interval: LimitInterval): string =>
  `${formatMoney(amount)} ${t(`limits.intervals.${interval}`)}`;
