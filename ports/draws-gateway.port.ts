import type { Draw, Show } from '../core/domain/draw';
import type { LotteryIdentifier } from '../core/domain/lottery';

/**
 * Draws and shows of the lottery store (spec/2 §7.3). A missing lottery identifier or show id is
 * a RequiredParameterError naming it; an unknown show is NotFoundError.
 */
export interface DrawsGateway {
  /** GET /lotteries/{id}/draws/future: the next draws, earliest first (drawn numbers null). */
  futureDraws(lottery: LotteryIdentifier, limit?: number): Promise<Draw[]>;
  /** GET /lotteries/{id}/draws/last; 404 → null (spec/2 §8). */
  lastDraw(lottery: LotteryIdentifier): Promise<Draw | null>;
  /** GET /shows/{show_id}/draws. */
  showDraws(showId: string): Promise<Draw[]>;
  /** GET /lotteries/{id}/past_draw_dates: newest first, `limit` default 7 (spec/2 §9), at most 800. */
  pastDrawDates(lottery: LotteryIdentifier, limit?: number): Promise<Show[]>;
}

/** spec/2 §9: shows fetched by default. */
export const DEFAULT_SHOWS_LIMIT = 7;
/** Enough for two years of daily KENO shows (the archive). */
export const MAX_SHOWS_LIMIT = 800;
