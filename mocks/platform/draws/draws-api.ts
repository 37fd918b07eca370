import type { DrawDto, ShowDto } from '../../../adapters/http/wire/draws.dto';
import { isLotteryIdentifier, LOTTERY_IDENTIFIERS, type LotteryIdentifier } from '../../../core/domain/lottery';
import type { PlatformRuntime } from '../context';
import { PlatformError } from '../platform-api';
import type { PlatformClock } from '../platform-clock';
import {
  dayOf,
  drawIdOfSlot,
  drawingMs,
  isoInstant,
  showIdOf,
  slotsBetween,
  slotsOn,
  slotsOnSale,
  slotsUntil,
  type CalendarSlot,
} from './draw-calendar';
import { autoDrawsOn, drawDto, drawnThroughMs, runDueDraws, setAutoDraws } from './draw-engine';
import type { DrawsApi, RunNextDrawResultDto } from './draws-api-dto';

const DEFAULT_FUTURE_LIMIT = 10;
const MAX_FUTURE_LIMIT = 100;
const DEFAULT_SHOWS_LIMIT = 7;
const MAX_SHOWS_LIMIT = 800;

const notFound = () => new PlatformError(404, { code: 'not_found' });
const invalid = (key: string, code = 'invalid') =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { [key]: [code] } });

function lotteryOf(identifier: string): LotteryIdentifier {
  if (!isLotteryIdentifier(identifier)) throw notFound();
  return identifier;
}

function limitOf(limit: number | null, fallback: number, max: number): number {
  if (limit === null) return fallback;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > max) throw invalid('limit');
  return limit;
}

/** Show ids: `lotto6aus49-2026-11-21` (docs/decisions.md). */
function slotsOfShow(showId: string): CalendarSlot[] {
  const match = /^([a-z0-9]+)-(\d{4}-\d{2}-\d{2})$/.exec(showId);
  if (!match?.[1] || !match[2] || !isLotteryIdentifier(match[1]) || Number.isNaN(Date.parse(match[2])))
    throw notFound();
  const slots = slotsOn(match[1], dayOf(match[2]));
  if (slots.length === 0) throw notFound();
  return slots;
}

/** The draw calls of the lottery store API and the run-next control, over the draw engine. */
export function drawsApi(runtime: PlatformRuntime, clock: PlatformClock): DrawsApi {
  const { view, mutate } = runtime;
  return {
    futureDraws: (identifier, limit) => {
      const lottery = lotteryOf(identifier);
      const count = limitOf(limit, DEFAULT_FUTURE_LIMIT, MAX_FUTURE_LIMIT);
      return view(({ state, now }) => slotsOnSale(lottery, now.epochMilliseconds, count).map((s) => drawDto(state, s)));
    },
    lastDraw: (identifier) => {
      const lottery = lotteryOf(identifier);
      return view(({ state }): DrawDto => {
        const [slot] = slotsUntil(lottery, drawnThroughMs(state), 1);
        if (!slot) throw notFound();
        return drawDto(state, slot);
      });
    },
    showDraws: (showId) => {
      const slots = slotsOfShow(showId);
      return view(({ state }) => slots.map((s) => drawDto(state, s)));
    },
    pastDrawDates: (identifier, limit) => {
      const lottery = lotteryOf(identifier);
      const count = limitOf(limit, DEFAULT_SHOWS_LIMIT, MAX_SHOWS_LIMIT);
      return view(({ state }): ShowDto[] =>
        slotsUntil(lottery, drawnThroughMs(state), count).map((s) => ({
          id: showIdOf(lottery, s.day),
          broadcast_time: isoInstant(drawingMs(s)),
        })),
      );
    },
    runNextDraw: (body) => {
      const requested = body && typeof body === 'object' ? body.lottery : undefined;
      if (requested !== undefined && (typeof requested !== 'string' || !isLotteryIdentifier(requested)))
        throw invalid('lottery', 'unknown');
      const lotteries = requested ? [requested] : LOTTERY_IDENTIFIERS;
      return mutate((ctx): RunNextDrawResultDto => {
        const from = drawnThroughMs(ctx.state);
        const [slot] = lotteries
          .flatMap((l) => slotsBetween(l, from, from + 8 * 86_400_000).slice(0, 1))
          .sort((a, b) => drawingMs(a) - drawingMs(b));
        if (!slot) throw notFound();
        const at = drawingMs(slot);
        const behind = at - ctx.now.epochMilliseconds;
        // The clock moves on to the drawing time, so receipts and sale stops agree with the draw.
        if (behind > 0) {
          clock.setOffsetMinutes(clock.offsetMinutes() + Math.ceil(behind / 60_000));
          ctx.state.clock_offset_minutes = clock.offsetMinutes();
        }
        const now = clock.now();
        runDueDraws({ ...ctx, now }, at);
        const id = drawIdOfSlot(slot);
        const winning = ctx.state.receipts
          .filter((r) => [r.wager, ...r.addon_wagers].some((w) => w.lottery_winnings.some((win) => win.draw_id === id)))
          .map((r) => r.number);
        return { draw: drawDto(ctx.state, slot), now: now.toString(), winning_receipts: winning };
      });
    },
    setAutoDraws: (enabled) => {
      if (typeof enabled !== 'boolean') throw invalid('enabled', 'required');
      return mutate((ctx) => {
        setAutoDraws(ctx.state, enabled);
        return { enabled: autoDrawsOn(ctx.state) };
      });
    },
  };
}
