import type { MoneyDto } from './common.dto';
import type { DrawOddsDto } from './lottery-store.dto';

/** Winning ticket numbers of one ticket game and class (spec/2 §3 "Draw": ticket lottery with ticket_numbers and tier). */
export interface DrawTicketNumbersDto {
  lottery_identifier: string;
  tier: number;
  ticket_numbers: string[];
}

export interface DrawNumbersDto {
  main_numbers: number[];
  extra_numbers: number[];
  super_number: number | null;
  ticket_numbers: DrawTicketNumbersDto[];
}

/** A draw of the lottery store (spec/2 §3 "Draw"); drawn_numbers null and odds empty until drawn. */
export interface DrawDto {
  id: string;
  lottery_type: 'number' | 'ticket';
  lottery_identifier: string;
  lottery_edition: string;
  drawing_time: string;
  sale_stop_time: string;
  recurring_draw_event_identifier: string;
  jackpot: MoneyDto | null;
  stake: MoneyDto | null;
  drawn_numbers: DrawNumbersDto | null;
  odds: DrawOddsDto[];
  updated_at: string;
}

/** spec/2 §3 "Past draw date / show". */
export interface ShowDto {
  id: string;
  broadcast_time: string;
}
