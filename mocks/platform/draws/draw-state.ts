import type { DrawnNumbersDto, DrawOddsDto } from '../../../adapters/http/wire/lottery-store.dto';

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
}

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
