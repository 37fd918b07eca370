import { t } from '../../i18n/i18n';
import './receipts-strings';

/** Numbers as balls; drawn ones (hits) are filled, bold and ticked, and named "Treffer" for screen readers. */
export function Balls({
  numbers,
  hits = [],
  extra = false,
  label,
}: {
  numbers: readonly number[];
  hits?: readonly number[];
  extra?: boolean;
  label: string;
}) {
  return (
    <ul className="tw-balls" aria-label={label}>
      {numbers.map((n) => {
        const hit = hits.includes(n);
        return (
          <li
            key={n}
            className={`tw-ball${extra ? ' tw-ball--extra' : ''}${hit ? ' tw-ball--hit' : ''}`}
            data-hit={hit || undefined}
          >
            {n}
            {hit && <span className="tw-visually-hidden">, {t('receiptModal.hit')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

const commonSuffix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
};

/** A ticket number with the end digits it shares with a drawn number marked (Spiel 77, Super 6, plus 5, GlücksSpirale). */
export function TicketDigits({ ticket, drawn }: { ticket: string; drawn: string | null }) {
  const matched = drawn === null ? 0 : commonSuffix(ticket, drawn);
  if (matched === 0) return <span className="tw-mono">{ticket}</span>;
  return (
    <span className="tw-mono">
      {ticket.slice(0, ticket.length - matched)}
      <mark className="tw-digits-hit">{ticket.slice(-matched)}</mark>
      <span className="tw-visually-hidden"> ({t('receiptModal.tierMatch.endDigits', { count: matched })})</span>
    </span>
  );
}
