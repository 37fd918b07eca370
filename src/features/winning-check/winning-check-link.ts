import { lotteryOfProduct } from '../../../core/domain/lottery';
import type { TicketTemplate } from '../../../core/domain/ticket-template';
import { isCheckedLottery } from '../../../core/domain/winning-check-tip';
import { WINNING_CHECK_ROUTES } from './winning-check-routes';

/**
 * The Gewinnabfrage filled with a ticket's numbers (a Meine-Zahlen tip, a receipt): normal fields
 * of LOTTO 6aus49 (with the Losnummer, whose last digit is the Superzahl) and Eurojackpot; null
 * for what the Gewinnabfrage does not check (other lotteries, system tickets, no numbers).
 */
export function winningCheckPath(template: TicketTemplate): string | null {
  const lottery = lotteryOfProduct(template.productIdentifier);
  if (!isCheckedLottery(lottery) || (template.fieldTypeIdentifier ?? 'normal') !== 'normal') return null;
  const tips = template.fields
    .filter((field) => field.main.length > 0)
    .map((field) =>
      lottery === 'eurojackpot' ? `${field.main.join(',')}:${field.extra.join(',')}` : field.main.join(','),
    );
  if (tips.length === 0) return null;
  const query = new URLSearchParams();
  for (const tip of tips) query.append('tipp', tip);
  const ticketNumber = template.ticketNumbers[0];
  if (lottery === 'lotto6aus49' && ticketNumber && /^\d{7}$/.test(ticketNumber)) query.set('losnummer', ticketNumber);
  return `${WINNING_CHECK_ROUTES[lottery].path}?${query.toString()}`;
}
