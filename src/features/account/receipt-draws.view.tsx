import { formatMoney } from '../../../core/domain/money';
import {
  hitsIn,
  winningsOfDraw,
  type DrawnNumbers,
  type Receipt,
  type ReceiptDraw,
} from '../../../core/domain/receipt';
import { Badge } from '../../ui/badge';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { gameLabel, tierLabel } from './receipt-labels';
import { Balls, TicketDigits } from './receipt-numbers.view';
import './receipts-strings';

const extraLabel = (lottery: string) =>
  t(lottery === 'eurojackpot' ? 'receiptModal.extraNumbers.eurojackpot' : 'receiptModal.extraNumbers.other');

/** Drawn numbers of a number lottery (main, extra, Superzahl) or a ticket lottery (one number per class). */
function DrawnNumbersView({ lottery, numbers }: { lottery: string; numbers: DrawnNumbers }) {
  if (numbers.tickets.length > 0) {
    const single = numbers.tickets.length === 1;
    return (
      <span className="tw-mono">
        {numbers.tickets
          .map((c) =>
            single
              ? c.numbers.join(', ')
              : t('receiptModal.spiraleClass', { tier: c.tier, numbers: c.numbers.join(', ') }),
          )
          .join(' · ')}
      </span>
    );
  }
  return (
    <span className="tw-cluster">
      <Balls numbers={numbers.main} label={t('receiptModal.drawnNumbers')} />
      {numbers.extra.length > 0 && <Balls numbers={numbers.extra} extra label={extraLabel(lottery)} />}
      {numbers.superNumber !== null && (
        <span>
          {t('receiptModal.superNumber')}: <strong>{numbers.superNumber}</strong>
        </span>
      )}
    </span>
  );
}

function FieldHits({ receipt, draw }: { receipt: Receipt; draw: ReceiptDraw }) {
  if (!draw.result || receipt.numberFields.length === 0) return null;
  const superHit =
    draw.result.superNumber !== null && Number(receipt.ticketNumbers[0]?.slice(-1)) === draw.result.superNumber;
  return (
    <dl className="tw-receipt-fields">
      {receipt.numberFields.map((field, index) => {
        const hits = hitsIn(field, draw);
        const count = hits.main.length + hits.extra.length;
        return (
          <div key={index}>
            <dt>{t('receiptModal.field', { index: index + 1 })}</dt>
            <dd className="tw-cluster">
              <Balls numbers={field.mainTips} hits={hits.main} label={t('receiptModal.field', { index: index + 1 })} />
              {field.extraTips.length > 0 && (
                <Balls
                  numbers={field.extraTips}
                  hits={hits.extra}
                  extra
                  label={extraLabel(receipt.lotteryIdentifier)}
                />
              )}
              <span>
                {t('receiptModal.hits', { count })}
                {superHit && receipt.lotteryIdentifier === 'lotto6aus49' ? ` ${t('receiptModal.withSuperNumber')}` : ''}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function AddonResults({ receipt, draw }: { receipt: Receipt; draw: ReceiptDraw }) {
  const played = [
    ...receipt.addonTickets,
    ...(receipt.lotteryIdentifier === 'gluecksspirale'
      ? [{ game: 'gluecksspirale', ticketNumbers: receipt.ticketNumbers }]
      : []),
  ];
  const shown = played.flatMap((a) => {
    const numbers =
      a.game === draw.lotteryIdentifier ? draw.result : draw.addonResults.find((r) => r.game === a.game)?.numbers;
    return numbers ? [{ ...a, numbers }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="tw-receipt-fields">
      {shown.map(({ game, ticketNumbers, numbers }) => {
        const single = numbers.tickets.length === 1 ? (numbers.tickets[0]?.numbers[0] ?? null) : null;
        return (
          <div key={game}>
            <dt>{gameLabel(game)}</dt>
            <dd>
              {game !== draw.lotteryIdentifier && (
                <>
                  {t('receiptModal.drawnNumbers')}: <DrawnNumbersView lottery={game} numbers={numbers} /> ·{' '}
                </>
              )}
              {ticketNumbers.map((ticket) => (
                <TicketDigits
                  key={ticket}
                  ticket={ticket}
                  drawn={single ?? numbers.tickets.flatMap((c) => c.numbers).find((n) => ticket.endsWith(n)) ?? null}
                />
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function DrawWinnings({ receipt, draw }: { receipt: Receipt; draw: ReceiptDraw }) {
  const winnings = winningsOfDraw(receipt, draw.id);
  if (winnings.length === 0) return draw.result ? <p className="tw-muted">{t('receiptModal.noWin')}</p> : null;
  return (
    <table className="tw-receipt-wins" data-testid="receipt-winnings">
      <caption className="tw-visually-hidden">
        {t('receiptModal.winningsTable', { date: formatDateTime(draw.drawingTime) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('receiptModal.game')}</th>
          <th scope="col">{t('receiptModal.class')}</th>
          <th scope="col">{t('receiptModal.quantity')}</th>
          <th scope="col">{t('receiptModal.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {winnings.flatMap((w) =>
          w.tiers.map((tier) => (
            <tr key={`${w.id}-${tier.fieldType}-${tier.tier}`}>
              <td>{gameLabel(w.game)}</td>
              <td>{tierLabel(w.game, tier.tier, tier.fieldType)}</td>
              <td>{tier.quantity}</td>
              <td>{formatMoney(tier.amount)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** Every draw of the receipt: date, status, drawn numbers with the player's hits, and what it won. */
export function ReceiptDraws({ receipt }: { receipt: Receipt }) {
  return (
    <ol className="tw-receipt-draws" aria-label={t('receiptModal.draws')}>
      {receipt.draws.map((draw) => {
        const status = draw.status === 'pending' ? 'pending' : draw.result ? 'drawn' : 'awaiting';
        return (
          <li key={draw.id} className="tw-receipt-draw" data-testid="receipt-draw">
            <div className="tw-receipt-draw__head">
              <h4>{t('receiptModal.drawOf', { date: formatDateTime(draw.drawingTime) })}</h4>
              <Badge tone={status === 'pending' ? 'info' : status === 'awaiting' ? 'warning' : 'neutral'}>
                {t(`receiptModal.drawStatus.${status}`)}
              </Badge>
            </div>
            {draw.result && (
              <p>
                {t('receiptModal.drawnNumbers')}:{' '}
                <DrawnNumbersView lottery={draw.lotteryIdentifier} numbers={draw.result} />
              </p>
            )}
            <FieldHits receipt={receipt} draw={draw} />
            <AddonResults receipt={receipt} draw={draw} />
            <DrawWinnings receipt={receipt} draw={draw} />
          </li>
        );
      })}
    </ol>
  );
}
