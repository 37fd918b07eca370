import type { DrawDto, ShowDto } from '../../../adapters/http/wire/draws.dto';

/** `POST /__fake/draws/run-next`: which lottery (absent: the one whose next draw comes first). */
export interface RunNextDrawRequestDto {
  lottery?: string;
}

export interface RunNextDrawResultDto {
  /** The draw that was run, as GET /shows/{id}/draws shows it. */
  draw: DrawDto;
  /** The platform clock after the run: moved on to just after the drawing time. */
  now: string;
  /** Receipts that won in this draw. */
  winning_receipts: string[];
}

/** The draw engine's calls (lottery store API) and its developer control; types only, so the platform API can name them. */
export interface DrawsApi {
  /** `limit` 1..100, default 10 (spec leaves it open); 404 unknown lottery. */
  futureDraws(lotteryIdentifier: string, limit: number | null): DrawDto[];
  /** 404 when the lottery has not drawn yet. */
  lastDraw(lotteryIdentifier: string): DrawDto;
  /** 404 unknown show. */
  showDraws(showId: string): DrawDto[];
  /** Newest first; `limit` 1..800, default 7. */
  pastDrawDates(lotteryIdentifier: string, limit: number | null): ShowDto[];
  /** Moves the clock to the next draw (of `lottery`, or the next of all) and runs it now. */
  runNextDraw(body: RunNextDrawRequestDto | null): RunNextDrawResultDto;
  /** `POST /__fake/draws/auto {enabled}`: off, draws run only by run-next (or a rigged receipt settle); not saved, `reset` turns it on. */
  setAutoDraws(enabled: unknown): { enabled: boolean };
}
