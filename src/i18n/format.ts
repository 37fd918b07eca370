import { Temporal, BERLIN } from '../../core/shared/temporal';
import { once } from '../../core/shared/once';

const dateTime = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      timeZone: BERLIN,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const dateOnly = once(
  () => new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, day: '2-digit', month: '2-digit', year: 'numeric' }),
);

const toDate = (iso: string) => new Date(Temporal.Instant.from(iso).epochMilliseconds);

/** "Sa., 21.11.2026, 19:25 Uhr" in Europe/Berlin. */
export const formatDateTime = (iso: string): string => `${dateTime().format(toDate(iso))} Uhr`;

/** "21.11.2026" in Europe/Berlin. */
export const formatDate = (iso: string): string => dateOnly().format(toDate(iso));

/** Whole time left until `iso` in German: "2 Tage 3 Std.", "3 Std. 12 Min.", "12 Min.". */
export function formatCountdown(iso: string, now: Temporal.Instant): string {
  const totalMinutes = Math.max(
    0,
    Math.floor((Temporal.Instant.from(iso).epochMilliseconds - now.epochMilliseconds) / 60_000),
  );
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'Tag' : 'Tage'} ${hours} Std.`;
  if (hours > 0) return `${hours} Std. ${minutes} Min.`;
  return `${minutes} Min.`;
}
