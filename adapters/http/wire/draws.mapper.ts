import {
  TICKET_GAME_IDENTIFIERS,
  type Draw,
  type DrawResultNumbers,
  type Show,
  type TicketGameIdentifier,
} from '../../../core/domain/draw';
import { isLotteryIdentifier } from '../../../core/domain/lottery';
import { toMoney } from './common.mapper';
import type { DrawDto, DrawNumbersDto, ShowDto } from './draws.dto';

const isTicketGame = (value: string): value is TicketGameIdentifier =>
  (TICKET_GAME_IDENTIFIERS as readonly string[]).includes(value);

const toNumbers = (dto: DrawNumbersDto): DrawResultNumbers => ({
  main: [...dto.main_numbers],
  extra: [...dto.extra_numbers],
  superNumber: dto.super_number,
  // Games this client does not know are left out rather than failing the whole page.
  tickets: dto.ticket_numbers.flatMap((t) =>
    isTicketGame(t.lottery_identifier)
      ? [{ game: t.lottery_identifier, tier: t.tier, numbers: [...t.ticket_numbers] }]
      : [],
  ),
});

export function toDraw(dto: DrawDto): Draw {
  if (!isLotteryIdentifier(dto.lottery_identifier)) throw new Error(`No product found for ${dto.lottery_identifier}`);
  return {
    id: dto.id,
    lotteryIdentifier: dto.lottery_identifier,
    drawingTime: dto.drawing_time,
    saleStopTime: dto.sale_stop_time,
    jackpot: dto.jackpot ? toMoney(dto.jackpot) : null,
    drawnNumbers: dto.drawn_numbers ? toNumbers(dto.drawn_numbers) : null,
    odds: dto.odds.map((o) => ({
      fieldType: o.field_type,
      tier: o.tier,
      winningsAmount: toMoney(o.winnings_amount),
      winningsQuantity: o.winnings_quantity,
    })),
    recurringDrawEventIdentifier: dto.recurring_draw_event_identifier,
    stake: dto.stake ? toMoney(dto.stake) : null,
  };
}

export const toShow = (dto: ShowDto): Show => ({ id: dto.id, broadcastTime: dto.broadcast_time });
