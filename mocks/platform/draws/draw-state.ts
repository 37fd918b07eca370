import type { DrawnNumbersDto, DrawOddsDto } from '../../../adapters/http/wire/lottery-store.dto';
import type { Carry, PoolBook } from './pools';

/**
 * The result of one draw, shared by every receipt that plays it (draw ids are
 * `lottery-YYYYMMDD-event`, schedule.ts). Saved in the platform state under `draw_results`.
 */
export interface DrawResultRecord {
  draw_id: string;
  lottery_identifier: string;
  drawing_time: string;
  drawn_numbers: DrawnNumbersDto;
  /** Add-on games drawn with it, by their lottery identifier (GlücksSpirale only on Saturdays). */
  addon_numbers: Record<string, DrawnNumbersDto>;
  /** Cents per winning row of the main lottery's pari-mutuel and jackpot classes, by tier. */
  quotas: Record<string, number>;
  odds: DrawOddsDto[];
  settled_at: string;
  /** Add-on classes (Spiel 77, Super 6, plus 5), winners including the shop's; absent in results stored before it existed. */
  addon_odds?: DrawOddsDto[];
  /** Money the draw started with and left to the next one (jackpot-chain.ts); absent in older results. */
  carry_in?: Carry;
  carry_out?: Carry;
  /** The pool games' money of this draw (draw-payout.ts). */
  books?: Record<string, PoolBook>;
}

/** A draw's numbers before the platform prices them (natural: the market's; rigged: built for a receipt). */
export type DrawnRecord = Pick<
  DrawResultRecord,
  'draw_id' | 'lottery_identifier' | 'drawing_time' | 'drawn_numbers' | 'addon_numbers' | 'settled_at'
>;

export const emptyNumbers = (): DrawnNumbersDto => ({
  main_numbers: [],
  extra_numbers: [],
  super_number: null,
  ticket_numbers: [],
});

/** How far the draw engine has drawn (draw-engine.ts): every draw at or before `drawn_through` has happened. */
export interface DrawEngineRecord {
  /** ISO instant. */
  drawn_through: string;
}
